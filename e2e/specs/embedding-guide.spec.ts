import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.js';
import { openPlainPage, type PlainHost, startPlainHost } from '../support/plain-page.js';
import { lockWithCodes } from './access-codes-support.js';
import { deviceRows } from './devices-support.js';

// docs/embedding.md's plain HTML page, run as the guide prints it: only the CDN address, the
// placeholder key, user and device id are swapped for local ones, and each element gets the
// fake API's endpoint (the guide's page talks to the provider's default one).
const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
const htmlBlocks = (markdown: string) =>
  [...markdown.matchAll(/```html\n([\s\S]*?)```/g)].map(([, html = '']) => html);
const printed = htmlBlocks(read('docs/embedding.md')).find((html) =>
  html.startsWith('<!doctype html>'),
);
// The React package README's snippet: tags for a page's body, so it gets one around it.
const snippet = htmlBlocks(read('packages/react/README.md'))[0];
const { version } = JSON.parse(read('packages/react/package.json')) as { version: string };

function runnable(html: string): string {
  return (
    html
      // The pinned version: a release that forgets the guides leaves them unrewritten, and fails.
      .replaceAll(`https://unpkg.com/@porchlight/react@${version}/dist/`, '/porchlight/')
      .replaceAll('"seam_pk1_…"', '"%PUBLISHABLE_KEY%"')
      .replaceAll('"user-42"', '"%USER_IDENTIFIER_KEY%"')
      .replaceAll('"3b0a…"', '"%DEVICE_ID%"')
      .replace(/<(porchlight-[a-z-]+)(\s)/g, '<$1 endpoint="%ENDPOINT%" disable-telemetry$2')
  );
}

let host: PlainHost;
test.beforeAll(async () => {
  expect(printed, 'the guide has a plain HTML page').toBeDefined();
  expect(snippet, 'the README has an HTML snippet').toBeDefined();
  host = await startPlainHost(
    {},
    {
      'embedding-guide.html': runnable(printed ?? ''),
      'react-readme.html': `<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><title>README</title></head><body>\n${runnable(snippet ?? '')}</body></html>`,
    },
  );
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

test('the React package README’s custom-element snippet runs as printed', async ({
  page,
  fakeApi,
}) => {
  await openPlainPage(page, host, 'react-readme.html', {
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
  });
  await expect(page.getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
  // The stylesheet the snippet links styles the table: nothing is injected.
  await expect(page.locator('link[data-porchlight]')).toHaveCount(0);
  const navigation = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('/devices/'),
  );
  await deviceRows(page).first().click();
  expect(new URL((await navigation).url()).pathname).toMatch(/^\/devices\/[\w-]+$/);
});
