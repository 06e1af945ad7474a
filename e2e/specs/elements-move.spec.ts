import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { openPlainPage, type PlainHost, startPlainHost } from '../support/plain-page.js';
import { deviceRows, seededDevice } from './devices-support.js';

// Frameworks move a mounted element in one task (a reorder, Vue's <Teleport>, a host component
// taking its content into its shadow root): the element keeps its view, and its styles must
// follow it into the tree it now lives in, whose stylesheets are not those of the old one.

let host: PlainHost;
test.beforeAll(async () => {
  host = await startPlainHost();
});
test.afterAll(async () => {
  await host.close();
});

/** The stylesheet's primary colour as the table's wrapper computes it ("" when unstyled). */
function primaryOf(page: Page, where: 'page' | 'shadow root') {
  return page.evaluate((inShadow) => {
    const wrapper = inShadow
      ? document
          .getElementById('widget')
          ?.shadowRoot?.querySelector('porchlight-device-table .porchlight-components')
      : document.querySelector('main > porchlight-device-table .porchlight-components');
    return wrapper ? getComputedStyle(wrapper).getPropertyValue('--pl-color-primary').trim() : null;
  }, where === 'shadow root');
}

test("a table moved out of a host's shadow root into the page is styled there", async ({
  page,
  fakeApi,
}) => {
  await openPlainPage(page, host, 'shadow-root.html', {
    NONCE: 'e2e-move-3c9a',
    HOST_CSS: '0',
    SHADOW_CSS: '0',
    TAG: 'porchlight-device-table',
    DEVICE_ID: '',
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
  });
  await expect(deviceRows(page)).toHaveCount(13);
  await page.getByRole('searchbox', { name: 'Search devices' }).fill('Front');
  await expect(deviceRows(page)).toHaveText(['Front Door']);
  await page.evaluate(() => {
    const shadow = document.getElementById('widget')?.shadowRoot;
    const table = shadow?.querySelector('porchlight-device-table');
    if (table) document.querySelector('main')?.append(table);
  });
  await expect.poll(() => primaryOf(page, 'page')).toBe('#0b5fc7');
  // Moved, not mounted again: the search and its result are still there.
  await expect(page.getByRole('searchbox', { name: 'Search devices' })).toHaveValue('Front');
  await expect(deviceRows(page)).toHaveText(['Front Door']);
});

test("a table moved from the page into a host's shadow root is styled there", async ({
  page,
  fakeApi,
}) => {
  const frontDoor = await seededDevice(fakeApi, 'Front Door');
  await openPlainPage(page, host, 'elements.html', {
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
    DEVICE_ID: frontDoor.device_id,
  });
  await expect(deviceRows(page)).toHaveCount(13);
  await page.getByRole('searchbox', { name: 'Search devices' }).fill('Front');
  await expect(deviceRows(page)).toHaveText(['Front Door']);
  // Where a stylesheet it injects comes from (this test has no CDN); the page links its own.
  await page
    .locator('porchlight-device-table')
    .evaluate((table) => table.setAttribute('css-base-url', '/porchlight/'));
  await expect(page.locator('link[data-porchlight]')).toHaveCount(0);
  await page.evaluate(() => {
    // The page's stylesheet styles nothing inside a shadow root.
    const widget = document.createElement('div');
    widget.id = 'widget';
    const shadow = widget.attachShadow({ mode: 'open' });
    document.querySelector('main')?.append(widget);
    const table = document.querySelector('porchlight-device-table');
    if (table) shadow.append(table);
  });
  await expect.poll(() => primaryOf(page, 'shadow root')).toBe('#0b5fc7');
  await expect(page.getByRole('searchbox', { name: 'Search devices' })).toHaveValue('Front');
  await expect(deviceRows(page)).toHaveText(['Front Door']);
});
