// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({
    configFile: `${root}/vite.config.ts`,
    root,
    server: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'silent',
  });
  await server.listen();
  base = server.resolvedUrls?.local[0] ?? '';
});

afterAll(() => server?.close());

// `npm run dev -w @porchlight/playground` runs on package sources; it used to fail on the
// playground's first import, `@porchlight/react/index.css`, which has no source file.
describe('the playground dev server', () => {
  it('serves the entry and the package stylesheet joined from its sources', async () => {
    const entry = await fetch(new URL('src/main.tsx', base));
    expect(entry.status).toBe(200);
    const imported = (await entry.text()).match(/import "([^"]*index\.css[^"]*)"/)?.[1];
    expect(imported).toBeDefined();
    const stylesheet = await fetch(new URL(imported as string, base));
    expect(stylesheet.status).toBe(200);
    const text = await stylesheet.text();
    // Tokens, the UI kit and a view's rules: the whole stylesheet, not one file of it.
    expect(text).toContain('--pl-font-size');
    expect(text).toContain('.pl-dialog');
    expect(text).toContain('.pl-thermostat');
  });
});
