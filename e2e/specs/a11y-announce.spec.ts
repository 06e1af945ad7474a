import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

test('search counts and the empty state are said in a live region that was there first', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  const names = page.locator('.pl-ac-row-name');
  await expect(names.first()).toBeVisible();
  const first = (await names.first().textContent()) ?? '';
  // Present and quiet before anything is searched.
  const live = page.locator(
    '.pl-access-codes div[aria-live="polite"]:not(.pl-snackbar-region__polite)',
  );
  await expect(live).toHaveCount(1);
  await expect(live).toHaveText('');
  const search = page.getByRole('searchbox', { name: 'Search access codes' });
  await search.fill(first);
  await expect(live).toHaveText(/^\d+ access codes? shown$/);
  await search.fill('no code is called this');
  await expect(live).toHaveText('Sorry, no access codes were found');
  await search.fill('');
  await expect(live).toHaveText('');
});

test('device search counts are announced the same way', async ({ page, playground }) => {
  await playground.open('devices');
  await expect(page.locator('.pl-device-row__name').first()).toBeVisible();
  const live = page.locator(
    // The counts' region; the table's other polite region says 'Loading more devices…'.
    '.pl-device-table div[aria-live="polite"][aria-atomic="true"]:not(.pl-snackbar-region__polite)',
  );
  await expect(live).toHaveText('');
  await page.getByRole('searchbox', { name: 'Search devices' }).fill('Front Door');
  await expect(live).toHaveText('1 device shown');
  await page.getByRole('searchbox', { name: 'Search devices' }).fill('zzz');
  await expect(live).toHaveText('Sorry, no devices were found');
});

test("the thermostat's 'Saved' is said in a status region that was there first", async ({
  page,
  playground,
  fakeApi,
}) => {
  // A save waits 2 s of quiet and then the action.
  test.setTimeout(60_000);
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('thermostat', { deviceId: device.device_id });
  await expect(
    page.getByRole('heading', { name: 'Living Room Thermostat', exact: true }),
  ).toBeVisible();
  const saved = page.locator('.pl-climate-controls [role="status"]');
  await expect(saved).toHaveCount(1);
  await expect(saved).toHaveText('');
  await page.getByRole('button', { name: 'Raise heating set point' }).click();
  await expect(saved).toHaveText('Saved', { timeout: 15_000 });
  // The region stays in the page, quiet, after 'Saved' goes.
  await expect(saved).toHaveText('', { timeout: 10_000 });
  await expect(saved).toHaveCount(1);
});
