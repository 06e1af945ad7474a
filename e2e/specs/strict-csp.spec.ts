import type { Page } from '@playwright/test';
import type { FakeApiHandle } from '../support/fake-api-handle.js';
import { expect, test } from '../support/fixtures.js';
import { openPlainPage, type PlainHost, startPlainHost } from '../support/plain-page.js';

// A host with a strict Content-Security-Policy: scripts only from itself, styles only with the
// page's nonce, requests only to the API. The element injects the versioned stylesheet from the
// base URL the host chose and carries the nonce over to it.

const NONCE = 'e2e-nonce-4f9c2a';
let host: PlainHost;

test.beforeAll(async ({ workerFakeApi }) => {
  const api = workerFakeApi.url;
  host = await startPlainHost({
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      `style-src 'nonce-${NONCE}'`,
      `connect-src ${api}`,
      `img-src 'self' ${api} data:`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
  });
});
test.afterAll(async () => {
  await host.close();
});

async function openStrictPage(page: Page, fakeApi: FakeApiHandle, nonce: string) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  await openPlainPage(page, host, 'strict-csp.html', {
    NONCE: nonce,
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);
const stylesheetMarker = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--porchlight-stylesheet').trim(),
  );

test('the nonced element loads its stylesheet from the host-chosen base URL, with no violation', async ({
  page,
  fakeApi,
}) => {
  await openStrictPage(page, fakeApi, NONCE);
  await expect(page.getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
  const link = page.locator('link[data-porchlight="stylesheet"]');
  await expect(link).toHaveAttribute('href', '/porchlight/index.min.css');
  await expect.poll(() => stylesheetMarker(page)).toBe('loaded');
  await page.getByRole('button', { name: /^Front Door/ }).click();
  await expect(page.locator('.pl-device-details')).toContainText('Front Door');
  expect(await violations(page)).toEqual([]);
});

test('without the nonce the policy blocks the stylesheet (the check above can fail)', async ({
  page,
  fakeApi,
}) => {
  await openStrictPage(page, fakeApi, '');
  await expect(page.getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
  await expect
    .poll(() => violations(page))
    .toContainEqual(expect.stringMatching(/^style-src-elem .*\/porchlight\/index\.min\.css$/));
  expect(await stylesheetMarker(page)).not.toBe('loaded');
});

test('an element swapped for another in one task keeps the injected stylesheet link', async ({
  page,
  fakeApi,
}) => {
  await openStrictPage(page, fakeApi, NONCE);
  await expect(page.getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
  // What Vue's v-if or Angular's ngIf do: the old element leaves, its replacement comes.
  const removed = await page.evaluate(async () => {
    const gone: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) gone.push((node as Element).outerHTML ?? '');
      }
    });
    observer.observe(document.head, { childList: true });
    const old = document.querySelector('porchlight-device-table') as HTMLElement;
    old.replaceWith(old.cloneNode());
    // Past the second the provider keeps a released link.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    observer.disconnect();
    return gone;
  });
  await expect(page.getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
  expect(removed).toEqual([]);
  await expect(page.locator('link[data-porchlight="stylesheet"]')).toHaveCount(1);
});
