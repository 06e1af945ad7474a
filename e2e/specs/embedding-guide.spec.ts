import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.js';
import { openPlainPage, type PlainHost, startPlainHost } from '../support/plain-page.js';
import { lockWithCodes } from './access-codes-support.js';
import { deviceRows } from './devices-support.js';

// docs/embedding.md's plain HTML page, run as the guide prints it: only the CDN address, the
// placeholder key, user and device id are swapped for local ones, and each element gets the
// fake API's endpoint (the guide's page talks to the provider's default one).
const guide = readFileSync(
  fileURLToPath(new URL('../../docs/embedding.md', import.meta.url)),
  'utf8',
);
const printed = [...guide.matchAll(/```html\n([\s\S]*?)```/g)]
  .map(([, html = '']) => html)
  .find((html) => html.startsWith('<!doctype html>'));

function runnable(html: string): string {
  return html
    .replaceAll('https://unpkg.com/@porchlight/react@0.1.0/dist/', '/porchlight/')
    .replaceAll('"seam_pk1_…"', '"%PUBLISHABLE_KEY%"')
    .replaceAll('"user-42"', '"%USER_IDENTIFIER_KEY%"')
    .replaceAll('"3b0a…"', '"%DEVICE_ID%"')
    .replace(
      /<(porchlight-[a-z-]+)\n/g,
      '<$1\n        endpoint="%ENDPOINT%"\n        disable-telemetry\n',
    );
}

let host: PlainHost;
test.beforeAll(async () => {
  expect(printed, 'the guide has a plain HTML page').toBeDefined();
  host = await startPlainHost({}, { 'embedding-guide.html': runnable(printed ?? '') });
});
test.afterAll(async () => {
  await host.close();
});

test('the plain HTML page of the embedding guide runs as printed', async ({ page, fakeApi }) => {
  const lock = await lockWithCodes(fakeApi);
  const { devices } = await fakeApi.api<{
    devices: Array<{ device_id: string; properties: { online: boolean } }>;
  }>('/devices/list');
  const online = devices.filter((device) => device.properties.online);
  expect(online.length).toBeLessThan(devices.length);
  await openPlainPage(page, host, 'embedding-guide.html', {
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
    DEVICE_ID: lock.device_id,
  });
  // The `deviceFilter` property the page sets keeps the online devices only.
  await expect(deviceRows(page)).toHaveCount(online.length);
  // `disable-delete-access-code`: the code table's row menu offers no Delete.
  const codes = page.locator('porchlight-access-code-table');
  await codes
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Copy code' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete code' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The cancelled device click navigates the host instead of opening the device in place.
  const navigation = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('/devices/'),
  );
  await deviceRows(page).first().click();
  const opened = new URL((await navigation).url()).pathname.split('/').pop();
  expect(online.map((device) => device.device_id)).toContain(opened);
});
