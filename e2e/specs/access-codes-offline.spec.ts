import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';

// The views read a code that is still being set on its lock again every few seconds: waits allow
// for two of those reads on a loaded machine.
const SETTLES = { timeout: 20_000 };

test('a code saved while its lock is offline says so without a reload, and settles once the lock is back', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await fakeApi.setOnline(device.device_id, false);
  await playground.open('access-codes', { deviceId: device.device_id });
  await page.getByRole('button', { name: 'Add access code' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E while offline');
  await page.getByRole('textbox', { name: 'Code (PIN)' }).fill('9081');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Access code created')).toBeVisible();
  await page.getByText('E2E while offline').click();
  await expect(
    page.getByRole('heading', { name: 'E2E while offline, Access code', exact: true }),
  ).toBeVisible();

  // The provider says the code waits for the lock a moment after the save answered.
  const alert = page.locator('.pl-alert', { hasText: 'Delay in setting code on device' });
  await expect(alert).toBeVisible(SETTLES);
  // …and screen readers hear it, since it came while the details were open.
  await expect(
    page.locator('[aria-live="polite"]', { hasText: 'Warning: Delay in setting' }),
  ).toHaveCount(1);
  const [code] = (
    await fakeApi.api<{ access_codes: { name: string; status: string }[] }>('/access_codes/list', {
      device_id: device.device_id,
    })
  ).access_codes.filter((c) => c.name === 'E2E while offline');
  expect(code?.status).toBe('setting');

  await fakeApi.setOnline(device.device_id, true);
  await expect(alert).toHaveCount(0, SETTLES);

  // Settled: neither the details nor the table under them read the codes again.
  await fakeApi.clearRequests();
  await page.waitForTimeout(4_000);
  expect(await fakeApi.requests('/access_codes/get')).toHaveLength(0);
  expect(await fakeApi.requests('/access_codes/list')).toHaveLength(0);
});
