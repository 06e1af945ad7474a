#!/usr/bin/env node
import { parseCliArgs, USAGE } from './cli-args.js';
import { startFakeApi } from './server.js';

async function main(): Promise<void> {
  let args: ReturnType<typeof parseCliArgs>;
  try {
    args = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const api = await startFakeApi(args.options);
  for (const fault of args.faults) {
    const response = await fetch(`${api.url}/_fake/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    if (!response.ok)
      console.error(`Could not script fault ${JSON.stringify(fault)}: ${await response.text()}`);
  }
  // Exactly one JSON line first: scripts read it to find the server.
  console.log(JSON.stringify({ url: api.url, ...api.keys }));
  console.log(
    `\nPorchlight fake API listening on ${api.url} (seed ${args.options.seed ?? 'default'}). Ctrl+C to stop.`,
  );
  const stop = () => {
    api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
