import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import type { FakeApiHandle } from '../support/fake-api-handle.js';
import { expect, test } from '../support/fixtures.js';
import { openPlainPage, type PlainHost, startPlainHost } from '../support/plain-page.js';
import { deviceRows, seededDevice } from './devices-support.js';

// A host page without a bundler: plain HTML, the module from a <script type="module">, two
// elements (device table and a lock's access codes) with the same publishable key.

let host: PlainHost;
test.beforeAll(async () => {
  host = await startPlainHost();
});
test.afterAll(async () => {
  await host.close();
});

async function openElementsPage(page: Page, fakeApi: FakeApiHandle) {
  const frontDoor = await seededDevice(fakeApi, 'Front Door');
  await openPlainPage(page, host, 'elements.html', {
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
    DEVICE_ID: frontDoor.device_id,
  });
  return frontDoor;
}

const table = (page: Page) => page.locator('porchlight-device-table');
const codes = (page: Page) => page.locator('porchlight-access-code-table');

test('two elements on a plain page share one session and one device cache', async ({
  page,
  fakeApi,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(fakeApi.url)) calls.push(new URL(request.url()).pathname);
  });
  await openElementsPage(page, fakeApi);
  await expect(table(page).getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
  await expect(codes(page).getByRole('heading', { name: /^Access Codes \(\d+\)$/ })).toBeVisible();
  expect(calls.filter((path) => path.startsWith('/client_sessions/'))).toHaveLength(1);
  expect(calls.filter((path) => path === '/devices/list')).toHaveLength(1);
  // Light DOM: the host page's stylesheet styles the views (the linked file, not an injected copy).
  await expect(page.locator('link[data-porchlight]')).toHaveCount(0);
  expect(await table(page).evaluate((element) => element.shadowRoot)).toBeNull();
});

test('a cancelled device-click event keeps the table; an uncancelled one opens the device', async ({
  page,
  fakeApi,
}) => {
  const frontDoor = await openElementsPage(page, fakeApi);
  await expect(deviceRows(page)).toHaveCount(13);
  await page.evaluate(() => {
    const host = window as unknown as { clicked: string[] };
    host.clicked = [];
    document.addEventListener('porchlight-device-click', (event) => {
      const { deviceId } = (event as CustomEvent<{ deviceId: string }>).detail;
      host.clicked.push(deviceId);
      if (host.clicked.length === 1) event.preventDefault();
    });
  });
  const row = table(page).getByRole('button', { name: /^Front Door/ });
  await row.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { clicked: string[] }).clicked))
    .toEqual([frontDoor.device_id]);
  await expect(table(page).getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
  await expect(
    table(page).getByRole('heading', { name: 'Front Door, Device', exact: true }),
  ).toHaveCount(0);

  await row.click();
  await expect(
    table(page).getByRole('heading', { name: 'Front Door, Device', exact: true }),
  ).toBeVisible();
  await expect(table(page).locator('.pl-device-details')).toContainText('Front Door');
});

test('a property set before the module defined the element wins over the replayed attribute', async ({
  page,
  fakeApi,
}) => {
  const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
  // Hold the module back, as on a page whose framework writes to the elements first.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/porchlight/elements.js', async (route) => {
    await held;
    await route.continue();
  });
  const opened = openElementsPage(page, fakeApi);
  await table(page).waitFor({ state: 'attached' });
  const frontDoor = await seededDevice(fakeApi, 'Front Door');
  const undefinedBefore = await table(page).evaluate(
    (element, ids) => {
      element.setAttribute('device-ids', ids.attribute);
      (element as HTMLElement & { deviceIds?: string[] }).deviceIds = [ids.property];
      return customElements.get('porchlight-device-table') === undefined;
    },
    { attribute: thermostat.device_id, property: frontDoor.device_id },
  );
  expect(undefinedBefore).toBe(true);
  release();
  await opened;
  await expect(table(page).getByRole('heading', { name: 'Devices (1)' })).toBeVisible();
  await expect(deviceRows(page)).toHaveText(['Front Door']);
  // After the upgrade, the last write wins as usual.
  await table(page).evaluate(
    (element, id) => element.setAttribute('device-ids', id),
    thermostat.device_id,
  );
  await expect(deviceRows(page)).toHaveText(['Living Room Thermostat']);
});

test('an element without credentials says why in place', async ({ page, fakeApi }) => {
  await openElementsPage(page, fakeApi);
  await page.evaluate(() => {
    document.querySelector('main')?.append(document.createElement('porchlight-device-details'));
  });
  await expect(page.locator('porchlight-device-details').getByRole('alert')).toHaveText(
    'Invalid props: Missing either a client, publishableKey, or clientSessionToken',
  );
});

for (const theme of ['light', 'dark']) {
  test(`the plain page passes axe (${theme})`, async ({ page, fakeApi }) => {
    await openElementsPage(page, fakeApi);
    await page.evaluate((value) => {
      for (const element of document.querySelectorAll('main > *[publishable-key]')) {
        element.setAttribute('theme', value);
      }
    }, theme);
    await expect(page.locator(`.porchlight-theme-${theme}`)).toHaveCount(2);
    await expect(table(page).getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
    await expect(
      codes(page).getByRole('heading', { name: /^Access Codes \(\d+\)$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
