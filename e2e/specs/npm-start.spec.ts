import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// `npm start` (scripts/start.mjs, after the build) as a developer runs it: no browser needed.
const start = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));

let taken: Server | undefined;
test.afterEach(async () => {
  await new Promise((resolve) => taken?.close(resolve) ?? resolve(undefined));
  taken = undefined;
});

async function takePort(): Promise<number> {
  taken = createServer();
  const server = taken;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [start], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

test.describe('npm start with a port already taken', () => {
  test('names FAKE_API_PORT when the fake API’s port is taken', async () => {
    const port = await takePort();
    const { code, stderr } = await run({ FAKE_API_PORT: String(port), PLAYGROUND_PORT: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain(`Port ${port} is in use`);
    expect(stderr).toContain('FAKE_API_PORT=<port> npm start');
    expect(stderr).not.toContain('    at ');
  });

  test('names PLAYGROUND_PORT when the playground’s port is taken', async () => {
    const port = await takePort();
    const { code, stderr } = await run({ FAKE_API_PORT: '0', PLAYGROUND_PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr).toContain('PLAYGROUND_PORT=<port> npm start');
    expect(stderr).not.toContain('    at ');
  });
});
