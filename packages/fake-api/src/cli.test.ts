import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real `porchlight-fake-api` process, from the sources (bundled here, so no prior build is
// needed): flags, exit codes and faults as a shell user gets them.
let dir = '';
let cli = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'porchlight-fake-api-cli-'));
  cli = join(dir, 'cli.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./cli.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: cli,
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await rm(dir, { recursive: true, force: true });
});

function start(args: string[]) {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  return { child, exited };
}

/** Starts the CLI and resolves with its first stdout line: the JSON with the url and keys. */
async function listening(args: string[]): Promise<{ url: string; api_key: string }> {
  const { child, exited } = start(args);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  return Promise.race([
    new Promise<{ url: string; api_key: string }>((resolve) =>
      lines.once('line', (line) => resolve(JSON.parse(line))),
    ),
    exited.then(({ code, stderr }) => {
      throw new Error(`porchlight-fake-api exited with ${code}: ${stderr}`);
    }),
  ]);
}

describe('porchlight-fake-api process', () => {
  it('holds only the path given a slow fault on the command line', async () => {
    const latencyMs = 1500;
    const { url, api_key } = await listening([
      '--port',
      '0',
      '--seed',
      'empty',
      '--fault',
      `/devices/list:slow:${latencyMs}`,
    ]);
    const call = async (path: string) => {
      const startedAt = performance.now();
      const response = await fetch(`${url}${path}`, {
        headers: { authorization: `Bearer ${api_key}` },
      });
      const endedAt = performance.now();
      return { status: response.status, endedAt, ms: endedAt - startedAt };
    };
    // A first call warms the fresh process, so the comparison below is about the fault alone.
    expect((await call('/access_codes/list?access_code_ids=')).status).toBe(200);
    const slow = call('/devices/list');
    // Started after the slow call, yet answered first: the fault holds one path, not the server.
    const other = await call('/access_codes/list?access_code_ids=');
    const held = await slow;
    expect(held.status).toBe(200);
    expect(other.status).toBe(200);
    expect(other.endedAt).toBeLessThan(held.endedAt);
    // The server's timer may round down by a millisecond; never less than the latency otherwise.
    expect(held.ms).toBeGreaterThanOrEqual(latencyMs - 2);
    // Only the next call was scripted: the path answers on time again.
    expect((await call('/devices/list')).status).toBe(200);
  });

  it('keeps the JSON line first with --log and a scripted fault, logging requests to stderr', async () => {
    const { child, exited } = start([
      '--port',
      '0',
      '--seed',
      'empty',
      '--log',
      '--fault',
      '/devices/list:status:503:1',
    ]);
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const first = await new Promise<string>((resolve) => lines.once('line', resolve));
    const { url, api_key } = JSON.parse(first) as { url: string; api_key: string };
    const response = await fetch(`${url}/devices/list`, {
      headers: { authorization: `Bearer ${api_key}` },
    });
    expect(response.status).toBe(503);
    child.kill('SIGTERM');
    const { stderr } = await exited;
    expect(stderr).toContain('POST /_fake/faults 200');
    expect(stderr).toContain('GET /devices/list 503');
  });

  it.each([
    ['/devices/list:slow', 'needs a latency in ms'],
    ['/devices/list:slow:-1', 'non-negative number of ms'],
    ['/devices/list:slow:later', 'non-negative number of ms'],
  ])('exits 2 on --fault %s, saying how to write it', async (raw, reason) => {
    const { code, stderr } = await start(['--port', '0', '--fault', raw]).exited;
    expect(code).toBe(2);
    expect(stderr).toContain(`--fault `);
    expect(stderr).toContain(reason);
    expect(stderr).toContain('/devices/list:slow:2000');
    expect(stderr).toContain('Usage:');
  });
});
