import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A Prism mock server on a free loopback port, serving the repo's webhook-service contract. */
export interface PrismServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`prism exited early:\n${log()}`);
    try {
      await fetch(`${url}/api/v1/health/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`prism did not start:\n${log()}`);
}

/** Starts `prism mock --errors` (invalid requests get an error response and `sl-violations`). */
export async function startPrism(): Promise<PrismServer> {
  const port = await freePort();
  const bin = `${root}node_modules/@stoplight/prism-cli/dist/index.js`;
  const contract = `${root}contracts/webhook-service-openapi.json`;
  const child = spawn(
    process.execPath,
    [bin, 'mock', '-h', '127.0.0.1', '-p', String(port), '--errors', contract],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => output);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
