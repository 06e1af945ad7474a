import { test as base, expect } from '@playwright/test';
import { type FakeApiServer, startFakeApi } from '@porchlight/fake-api';
import { createFakeApiHandle, type FakeApiHandle, type FakeApiKeys } from './fake-api-handle.js';

/** Opens playground pages with the connection parameters of the fake API. */
export interface Playground {
  url: string;
  /** Navigates to a playground page (`devices`, `device-details`, …) and returns its URL. */
  open(pageName: string, params?: Record<string, string>): Promise<string>;
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through e2e/playwright.config.ts`);
  return value;
}

/** Builds a playground URL that connects with the seeded publishable key. */
export function playgroundUrl(pageName: string, params: Record<string, string> = {}): string {
  const keys = JSON.parse(requireEnv('PORCHLIGHT_FAKE_API_KEYS')) as FakeApiKeys;
  const url = new URL(requireEnv('PORCHLIGHT_PLAYGROUND_URL'));
  url.searchParams.set('page', pageName);
  url.searchParams.set('endpoint', requireEnv('PORCHLIGHT_FAKE_API_URL'));
  url.searchParams.set('publishableKey', keys.publishable_key);
  url.searchParams.set('userIdentifierKey', keys.user_identifier_key);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

// API keys, client session tokens and personal access tokens (publishable keys are public).
const SECRET_SHAPE = /seam_(?:apikey|cst|at)\d*_[A-Za-z0-9_]{4,}/;

export const test = base.extend<
  {
    fakeApi: FakeApiHandle;
    playground: Playground;
    secretScan: undefined;
  },
  { workerFakeApi: FakeApiServer }
>({
  // Each worker owns a fake API, so two workers never reset or fault each other's. Published through
  // process.env (this worker's only) for playgroundUrl() and specs that read it in hooks.
  workerFakeApi: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const server = await startFakeApi({ port: 0, seed: 'default', actionAttemptDelayMs: 800 });
      process.env.PORCHLIGHT_FAKE_API_URL = server.url;
      process.env.PORCHLIGHT_FAKE_API_KEYS = JSON.stringify(server.keys);
      await use(server);
      delete process.env.PORCHLIGHT_FAKE_API_URL;
      delete process.env.PORCHLIGHT_FAKE_API_KEYS;
      await server.close();
    },
    { scope: 'worker', auto: true },
  ],
  fakeApi: [
    async ({ workerFakeApi }, use) => {
      const handle = createFakeApiHandle(workerFakeApi.url, workerFakeApi.keys);
      await handle.reset();
      await use(handle);
    },
    { auto: true },
  ],
  // Every spec: no console line, page error or telemetry event may carry a key or a token.
  secretScan: [
    async ({ page, fakeApi }, use) => {
      const lines: string[] = [];
      page.on('console', (message) => lines.push(message.text()));
      page.on('pageerror', (error) => lines.push(`${error.message}\n${error.stack ?? ''}`));
      await use(undefined);
      const telemetry = JSON.stringify(await fakeApi.telemetry());
      const leak = [...lines, telemetry].find((text) => SECRET_SHAPE.test(text));
      expect(leak, 'a console line or telemetry event carried a secret').toBeUndefined();
    },
    { auto: true },
  ],
  playground: async ({ page }, use) => {
    await use({
      url: requireEnv('PORCHLIGHT_PLAYGROUND_URL'),
      open: async (pageName, params) => {
        const url = playgroundUrl(pageName, params);
        await page.goto(url);
        return url;
      },
    });
  },
});

export { expect };
