import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const reactDist = fileURLToPath(new URL('../../packages/react/dist/', import.meta.url));
const pagesDir = fileURLToPath(new URL('../pages/', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** A host without a bundler: serves `e2e/pages/` and the built `@porchlight/react` files. */
export interface PlainHost {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `e2e/pages/<name>` on 127.0.0.1 (a loopback page may call the loopback fake API) with
 * each `%NAME%` placeholder replaced by the query parameter `NAME`, and `@porchlight/react`'s
 * `dist/` under `/porchlight/`, as a CDN would. `headers` go on every page (a CSP, …); `pages`
 * are served by name before `e2e/pages/` (a page taken from a guide).
 */
export async function startPlainHost(
  headers: Record<string, string> = {},
  pages: Record<string, string> = {},
): Promise<PlainHost> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const name = url.pathname.replace(/^\/+/, '').replace(/\.\.+/g, '');
    try {
      if (name.startsWith('porchlight/')) {
        const body = readFileSync(`${reactDist}${name.slice('porchlight/'.length)}`);
        response.writeHead(200, { 'content-type': TYPES[extname(name)] ?? 'text/plain' });
        response.end(body);
        return;
      }
      let html = pages[name] ?? readFileSync(`${pagesDir}${name}`, 'utf8');
      for (const [key, value] of url.searchParams) html = html.replaceAll(`%${key}%`, value);
      response.writeHead(200, { ...headers, 'content-type': TYPES['.html'] });
      response.end(html);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Opens a page of the plain host with its placeholders filled in. */
export async function openPlainPage(
  page: Page,
  host: PlainHost,
  name: string,
  values: Record<string, string>,
): Promise<void> {
  const url = new URL(`${host.url}/${name}`);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  await page.goto(url.toString());
}
