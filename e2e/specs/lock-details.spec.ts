import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { holdFirstRequest } from '../support/hold-request.js';
import { snackbar } from '../support/snackbar.js';
import { detailValue, seededDevice } from './devices-support.js';

for (const theme of ['light', 'dark']) {
  test(`lock details show status, power, model and code length, and pass axe (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const device = await seededDevice(fakeApi, 'Front Door');
    await playground.open('device-details', { deviceId: device.device_id, theme });
    await expect(
      page.getByRole('heading', { name: 'Front Door, Device', exact: true }),
    ).toBeVisible();
    await expect(detailValue(page, 'Status')).toHaveText('Online');
    await expect(detailValue(page, 'Power')).toHaveText('Good (86%)');
    await expect(detailValue(page, 'Model')).toHaveText('August Wi-Fi Smart Lock');
    await expect(detailValue(page, 'Code length')).toHaveText('4–8 digits');
    await expect(detailValue(page, 'Device ID')).toHaveText(device.device_id);
    await expect(page.getByRole('button', { name: /^\d+ access codes$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`an account-offline lock shows its status and alert, and passes axe (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const device = await seededDevice(fakeApi, 'Garage');
    const message = device.errors[0]?.message ?? 'missing';
    await playground.open('device-details', { deviceId: device.device_id, theme });
    await expect(detailValue(page, 'Status')).toHaveText('Account Offline');
    await expect(page.getByText(message)).toBeVisible();
    await expect(detailValue(page, 'Power')).toHaveText('Low (18%)');
    await expectNoAxeViolations(page);
  });

  test(`an offline lock shows Device Offline and passes axe (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const device = await seededDevice(fakeApi, 'Storage Room');
    await playground.open('device-details', { deviceId: device.device_id, theme });
    await expect(detailValue(page, 'Status')).toHaveText('Device Offline');
    // Lock/Unlock stays reachable but inert, described by the reason, and sends nothing.
    const toggle = detailValue(page, 'Lock status').getByRole('button', {
      description: 'This lock is offline, so it cannot be locked or unlocked until it reconnects.',
    });
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    const before = await detailValue(page, 'Lock status').textContent();
    await toggle.focus();
    await page.keyboard.press('Enter');
    // Playwright waits for aria-disabled controls to enable: force the click a person can still make.
    await toggle.click({ force: true });
    await expect(toggle).toBeFocused();
    expect(await detailValue(page, 'Lock status').textContent()).toBe(before);
    const requests = await fakeApi.requests();
    expect(requests.filter((r) => r.path.startsWith('/locks/'))).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test('unlock and lock go through a pending action attempt', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Front Door');
  await playground.open('device-details', { deviceId: device.device_id });
  const lockStatus = detailValue(page, 'Lock status');
  await expect(lockStatus).toContainText('Locked');

  await lockStatus.getByRole('button', { name: 'Unlock' }).click();
  // Optimistic: the state flips while the attempt is pending and the button waits.
  await expect(lockStatus).toContainText('Unlocked');
  await expect(lockStatus.getByRole('button', { name: 'Lock' })).toBeDisabled();
  await expect(lockStatus.getByRole('button', { name: 'Lock' })).toBeEnabled();
  await expect(lockStatus).toContainText('Unlocked');
  await expect
    .poll(async () => (await seededDevice(fakeApi, 'Front Door')).properties.locked)
    .toBe(false);
  await expectNoAxeViolationsInBothThemes(page);

  await lockStatus.getByRole('button', { name: 'Lock' }).click();
  await expect(lockStatus.getByRole('button', { name: 'Unlock' })).toBeDisabled();
  await expect(lockStatus.getByRole('button', { name: 'Unlock' })).toBeEnabled();
  await expect(lockStatus).not.toContainText('Unlocked');
  await expect
    .poll(async () => (await seededDevice(fakeApi, 'Front Door')).properties.locked)
    .toBe(true);
});

test('a failed unlock rolls back and says so', async ({ page, playground, fakeApi }) => {
  const device = await seededDevice(fakeApi, 'Front Door');
  await fakeApi.fault({ path: '/locks/unlock_door', kind: 'action_error' });
  await playground.open('device-details', { deviceId: device.device_id });
  const lockStatus = detailValue(page, 'Lock status');
  await lockStatus.getByRole('button', { name: 'Unlock' }).click();
  await expect(lockStatus).toContainText('Unlocked');
  const alert = snackbar(page, 'could not be unlocked');
  await expect(alert).toBeVisible();
  await expect(lockStatus).not.toContainText('Unlocked');
  await expect(lockStatus.getByRole('button', { name: 'Unlock' })).toBeEnabled();
  await expectNoAxeViolationsInBothThemes(page);
});

test('an unlock that fails after Back is shown and said over the device table, and rolled back', async ({
  page,
  playground,
  fakeApi,
}) => {
  await fakeApi.fault({ path: '/locks/unlock_door', kind: 'action_error' });
  await playground.open('devices');
  const row = page.getByRole('button', { name: /^Front Door/ });
  await row.click();
  // The unlock is held in the browser until the person has left the details.
  const unlock = await holdFirstRequest(page, '**/locks/unlock_door');
  await detailValue(page, 'Lock status').getByRole('button', { name: 'Unlock' }).click();
  await unlock.reached;
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(row).toBeVisible();
  unlock.release();
  const alert = snackbar(page, 'The lock could not be unlocked. Please try again.');
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport();
  await expect(row).toHaveAccessibleName(/Locked/);
});

test('a device without the lock capability offers no Lock/Unlock', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Lobby Intercom');
  await playground.open('device-details', { deviceId: device.device_id });
  await expect(detailValue(page, 'Lock status')).toHaveText('Unlocked');
  await expect(detailValue(page, 'Lock status').getByRole('button')).toHaveCount(0);
});

test('lock details are keyboard-usable: Unlock with Enter, the codes row opens and Back returns to it', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Front Door');
  await playground.open('device-details', { deviceId: device.device_id });
  const lockStatus = detailValue(page, 'Lock status');
  const unlock = lockStatus.getByRole('button', { name: 'Unlock' });
  const codesRow = page.getByRole('button', { name: /^\d+ access codes$/ });
  await expect(codesRow).toBeVisible();
  await codesRow.focus();
  // The next stop after the codes row is the lock toggle.
  await page.keyboard.press('Tab');
  await expect(unlock).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lockStatus).toContainText('Unlocked');
  await expect
    .poll(async () => (await seededDevice(fakeApi, 'Front Door')).properties.locked)
    .toBe(false);

  await codesRow.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Access Codes/ })).toBeFocused();
  await page.getByRole('button', { name: 'Back', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(codesRow).toBeFocused();
  await expectNoAxeViolations(page);
});

test("the access codes row's load failure has its own 'Try again', announced, that keeps focus on the row", async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Front Door');
  // Outlasts the client's and the query's retries, so the first load fails for good.
  await fakeApi.fault({ path: '/access_codes/list', status: 500, count: 50 });
  await playground.open('device-details', { deviceId: device.device_id });
  const retry = page.getByRole('button', { name: 'Try again', exact: true });
  await expect(retry).toBeVisible({ timeout: 60_000 });
  await expect(retry).toHaveAccessibleDescription('Access codes could not be loaded');
  await expect(
    page.locator('[aria-live="assertive"]', { hasText: 'Access codes could not be loaded' }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);

  await fakeApi.clearFaults();
  await retry.focus();
  await page.keyboard.press('Enter');
  const codesRow = page.getByRole('button', { name: /^\d+ access codes$/ });
  await expect(codesRow).toBeVisible();
  await expect(retry).toHaveCount(0);
  // The button that had focus is gone: the row it retried holds focus, not the page's <body>.
  await expect(codesRow).toBeFocused();
});

test("at 320 px the access codes row's label starts at the row's start, as the other rows' labels do", async ({
  page,
  playground,
  fakeApi,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const device = await seededDevice(fakeApi, 'Front Door');
  // The failure adds a longer line under the label, which a centred label sat in the middle of.
  await fakeApi.fault({ path: '/access_codes/list', status: 500, count: 50 });
  await playground.open('device-details', { deviceId: device.device_id });
  await expect(page.getByRole('button', { name: 'Try again', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const row = page.locator('.pl-device-details__codes');
  await expect(row).toContainText('Access codes could not be loaded');
  const offsets = await row.evaluate((button) => {
    const label = button.querySelector('span');
    const text = label?.firstChild;
    if (!label || !text) return null;
    const range = document.createRange();
    range.selectNodeContents(text);
    const failure = label.querySelector('.pl-open-list-row__failed');
    const labelStart = label.getBoundingClientRect().left;
    return {
      label: range.getBoundingClientRect().left - labelStart,
      failure: (failure?.getBoundingClientRect().left ?? Number.NaN) - labelStart,
    };
  });
  expect(offsets).not.toBeNull();
  // Both lines start where the row's text starts (left to right here), not centred in it.
  expect(Math.abs(offsets?.label ?? Number.NaN)).toBeLessThan(1);
  expect(Math.abs(offsets?.failure ?? Number.NaN)).toBeLessThan(1);
});

test("the access codes row's 'Try again' keeps focus and its description when the retry fails again", async ({
  page,
  playground,
  fakeApi,
}) => {
  const FAILED = 'Access codes could not be loaded';
  const device = await seededDevice(fakeApi, 'Front Door');
  await fakeApi.fault({ path: '/access_codes/list', status: 500, count: 100 });
  await playground.open('device-details', { deviceId: device.device_id });
  const retry = page.getByRole('button', { name: 'Try again', exact: true });
  await expect(retry).toBeVisible({ timeout: 60_000 });
  const announced = page.locator('[aria-live="assertive"]', { hasText: FAILED });
  await expect(announced).toHaveCount(1);

  await retry.focus();
  const retried = page.waitForResponse(
    (response) => response.url().includes('/access_codes/list') && response.status() === 500,
  );
  await page.keyboard.press('Enter');
  await retried;
  // While it runs and once it has failed too, 'Try again' stays under the person's focus.
  await expect(retry).toBeFocused();
  await expect(retry).toHaveAccessibleDescription(FAILED);
  await expect(announced).toHaveCount(1);
  await expect(retry).toBeFocused();
  await expect(retry).toHaveAccessibleDescription(FAILED);
  await expectNoAxeViolations(page);
});
