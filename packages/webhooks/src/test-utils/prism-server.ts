import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A Prism mock server on a free loopback port, serving the repo's webhook-service contract. */
export interface PrismServer {
  url: string;
  stop(): Promise<void>;
}

// Prism binds a port the system picks (`-p 0`) and names it once it is listening. A port probed
// free and handed over could be taken in between by another test's server, which the readiness
// poll then reached instead of Prism.
const LISTENING = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/;

function listeningOn(child: ChildProcess, log: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${log()}`)), 60_000);
    const onData = () => {
      const url = LISTENING.exec(stripVTControlCharacters(log()))?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(url);
    };
    child.stdout?.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`prism exited early:\n${log()}`));
    });
  });
}

/** Starts `prism mock --errors` (invalid requests get an error response and `sl-violations`). */
export async function startPrism(): Promise<PrismServer> {
  const bin = `${root}node_modules/@stoplight/prism-cli/dist/index.js`;
  const contract = `${root}contracts/webhook-service-openapi.json`;
  const child = spawn(
    process.execPath,
    [bin, 'mock', '-h', '127.0.0.1', '-p', '0', '--errors', contract],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const url = await listeningOn(child, () => output);
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
