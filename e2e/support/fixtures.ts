import { test as base, expect } from '@playwright/test';
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

export const test = base.extend<{ fakeApi: FakeApiHandle; playground: Playground }>({
  fakeApi: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const keys = JSON.parse(requireEnv('PORCHLIGHT_FAKE_API_KEYS')) as FakeApiKeys;
      const handle = createFakeApiHandle(requireEnv('PORCHLIGHT_FAKE_API_URL'), keys);
      await handle.reset();
      await use(handle);
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
