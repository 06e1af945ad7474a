import { parseCliArgs, USAGE } from './cli-args.js';
import { type FakeApiServer, startFakeApi } from './server.js';

/** Where the CLI writes: stdout lines and stderr lines. */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** What a CLI run ended with: a running server, or an exit code when nothing was started. */
export type CliResult = { api: FakeApiServer } | { exitCode: number };

/** Scripts the faults; false when the admin route refused one (already reported). */
async function scriptFaults(
  api: FakeApiServer,
  faults: Record<string, unknown>[],
  io: CliOutput,
): Promise<boolean> {
  for (const fault of faults) {
    // Through the admin route, so CLI faults get exactly the checks and defaults tests get.
    const response = await fetch(`${adminOrigin(api.url)}/_fake/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    if (!response.ok) {
      io.err(`Could not script fault ${JSON.stringify(fault)}: ${await response.text()}`);
      return false;
    }
  }
  return true;
}

/**
 * Runs the `porchlight-fake-api` command: parses flags, starts the server, scripts the faults and
 * prints one JSON line (`url` and the seeded keys) before a human-readable banner.
 */
export async function runCli(argv: string[], io: CliOutput): Promise<CliResult> {
  let args: ReturnType<typeof parseCliArgs>;
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return { exitCode: 2 };
  }
  if (args.help) {
    io.out(USAGE);
    return { exitCode: 0 };
  }
  let api: FakeApiServer;
  try {
    api = await startFakeApi(args.options);
  } catch (error) {
    io.err((error as Error).message);
    return { exitCode: 2 };
  }
  // A test that asked for a fault must not run against a server without it: stop instead.
  if (!(await scriptFaults(api, args.faults, io))) {
    await api.close();
    return { exitCode: 2 };
  }
  // Exactly one JSON line first: scripts read it to find the server.
  io.out(JSON.stringify({ url: api.url, ...api.keys }));
  io.out(
    `\nPorchlight fake API listening on ${api.url} (seed ${args.options.seed ?? 'default'}). Ctrl+C to stop.`,
  );
  return { api };
}

/**
 * Where the CLI reaches its own admin routes: a server bound to every interface (`0.0.0.0`, `::`)
 * is called on loopback, since the admin routes answer only there.
 */
export function adminOrigin(serverUrl: string): string {
  const url = new URL(serverUrl);
  if (url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  return url.origin;
}
