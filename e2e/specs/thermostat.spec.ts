import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import type { FakeApiHandle } from '../support/fake-api-handle.js';
import { expect, test } from '../support/fixtures.js';
import { snackbar } from '../support/snackbar.js';
import { seededDevice } from './devices-support.js';

// Each save waits 2 s of quiet and an action attempt; axe runs twice in some tests.
test.describe.configure({ timeout: 90_000 });

/** The view's quiet period before a climate change is sent (the spec's 2 s). */
const QUIET_MS = 2000;

const CLIMATE_ACTIONS = [
  '/thermostats/heat',
  '/thermostats/cool',
  '/thermostats/heat_cool',
  '/thermostats/off',
];

interface ThermostatProperties {
  fan_mode_setting?: string;
  current_climate_setting?: Record<string, unknown>;
  default_climate_setting?: { manual_override_allowed?: boolean };
}

async function openThermostat(
  page: Page,
  playground: { open(name: string, params?: Record<string, string>): Promise<string> },
  fakeApi: FakeApiHandle,
  name = 'Living Room Thermostat',
  params: Record<string, string> = {},
) {
  const device = await seededDevice(fakeApi, name);
  await playground.open('thermostat', { deviceId: device.device_id, ...params });
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  // Counting starts once the view has loaded.
  await fakeApi.clearRequests();
  return device.device_id;
}

async function serverProperties(fakeApi: FakeApiHandle, deviceId: string) {
  const { device } = await fakeApi.api<{ device: { properties: ThermostatProperties } }>(
    '/devices/get',
    { device_id: deviceId },
  );
  return device.properties;
}

/** The climate actions the fake API answered since the view loaded. */
async function climateRequests(fakeApi: FakeApiHandle) {
  const requests = await fakeApi.requests();
  return requests.filter((r) => CLIMATE_ACTIONS.includes(r.path)).map((r) => r.path);
}

const slider = (page: Page, name: string): Locator => page.getByRole('slider', { name });
const modeRadio = (page: Page, name: string): Locator =>
  page
    .getByRole('radiogroup', { name: 'Mode', exact: true })
    .getByRole('radio', { name, exact: true });
const fanRadio = (page: Page, name: string): Locator =>
  page.getByRole('radiogroup', { name: 'Fan mode' }).getByRole('radio', { name, exact: true });
const saved = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^Saved$/ });

test('shows the card, scheduled climates, settings and device details', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await openThermostat(page, playground, fakeApi);
  await expect(
    page.getByRole('heading', { name: 'Living Room Thermostat, Thermostat', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '3 scheduled climates' })).toBeVisible();
  await expect(modeRadio(page, 'Heat & Cool')).toBeChecked();
  await expect(slider(page, 'Heating set point')).toHaveValue('68');
  await expect(slider(page, 'Cooling set point')).toHaveValue('75');
  await expect(fanRadio(page, 'Auto')).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Allow manual override' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByText(deviceId, { exact: true })).toBeVisible();
});

test('a mouse drag across the whole slider sends one request after the quiet', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await openThermostat(page, playground, fakeApi);
  const heat = slider(page, 'Heating set point');
  const box = await heat.boundingBox();
  if (!box) throw new Error('the heating slider has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 2, y);
  await page.mouse.down();
  for (let step = 0; step <= 20; step += 1) {
    await page.mouse.move(box.x + 2 + ((box.width - 4) * step) / 20, y);
  }
  await page.mouse.up();
  // The far end of heat in heat_cool is min(90, 90) − 5; cool is pushed to 90.
  await expect(heat).toHaveValue('85');
  await expect(slider(page, 'Cooling set point')).toHaveValue('90');
  await expect(saved(page)).toBeVisible({ timeout: 15_000 });
  expect(await climateRequests(fakeApi)).toEqual(['/thermostats/heat_cool']);
  expect((await serverProperties(fakeApi, deviceId)).current_climate_setting).toMatchObject({
    hvac_mode_setting: 'heat_cool',
    heating_set_point_fahrenheit: 85,
    cooling_set_point_fahrenheit: 90,
  });
});

test('mode and set point changed with the mouse send one request after the quiet', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await openThermostat(page, playground, fakeApi);
  await modeRadio(page, 'Cool').click();
  await expect(modeRadio(page, 'Cool')).toBeChecked();
  await expect(slider(page, 'Heating set point')).toHaveCount(0);
  await page.getByRole('button', { name: 'Raise cooling set point' }).click();
  await page.getByRole('button', { name: 'Raise cooling set point' }).click();
  await expect(slider(page, 'Cooling set point')).toHaveValue('77');
  await expect(saved(page)).toBeVisible({ timeout: 15_000 });
  expect(await climateRequests(fakeApi)).toEqual(['/thermostats/cool']);
  expect((await serverProperties(fakeApi, deviceId)).current_climate_setting).toMatchObject({
    hvac_mode_setting: 'cool',
    cooling_set_point_fahrenheit: 77,
  });
  // 'Saved' goes after its 3 s.
  await expect(saved(page)).toHaveCount(0, { timeout: 10_000 });
});

test('keyboard only: arrows and Page Up move a set point, the other is pushed, one request', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await openThermostat(page, playground, fakeApi);
  const heat = slider(page, 'Heating set point');
  // Tab from the mode selector reaches the heating controls.
  await modeRadio(page, 'Heat & Cool').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Lower heating set point' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(heat).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('PageUp');
  await expect(heat).toHaveValue('75');
  await expect(heat).toHaveAttribute('aria-valuetext', '75°F');
  await expect(slider(page, 'Cooling set point')).toHaveValue('80');
  await expect(saved(page)).toBeVisible({ timeout: 15_000 });
  await expect(heat).toBeFocused();
  expect(await climateRequests(fakeApi)).toEqual(['/thermostats/heat_cool']);
  expect((await serverProperties(fakeApi, deviceId)).current_climate_setting).toMatchObject({
    heating_set_point_fahrenheit: 75,
    cooling_set_point_fahrenheit: 80,
  });
  // The mode selector is operable with arrows alone. Passing over Off on the way round to Heat
  // sends nothing for Off: only the mode the arrows stop on is saved, after the quiet.
  await modeRadio(page, 'Heat & Cool').focus();
  await page.keyboard.press('ArrowRight');
  await expect(modeRadio(page, 'Off')).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(modeRadio(page, 'Heat')).toBeChecked();
  await expect(modeRadio(page, 'Heat')).toBeFocused();
  await expect(saved(page)).toBeVisible({ timeout: 15_000 });
  expect(await climateRequests(fakeApi)).toEqual(['/thermostats/heat_cool', '/thermostats/heat']);
  // Stopping on Off saves it after the same quiet.
  await page.keyboard.press('ArrowLeft');
  await expect(modeRadio(page, 'Off')).toBeChecked();
  await expect
    .poll(() => climateRequests(fakeApi), { timeout: 15_000 })
    .toEqual(['/thermostats/heat_cool', '/thermostats/heat', '/thermostats/off']);
  await expect(modeRadio(page, 'Off')).toBeFocused();
});

test('Off saves at once', async ({ page, playground, fakeApi }) => {
  const deviceId = await openThermostat(page, playground, fakeApi);
  await modeRadio(page, 'Off').click();
  await expect(slider(page, 'Heating set point')).toHaveCount(0);
  await expect.poll(() => climateRequests(fakeApi)).toEqual(['/thermostats/off']);
  await expect(saved(page)).toBeVisible();
  expect((await serverProperties(fakeApi, deviceId)).current_climate_setting).toMatchObject({
    hvac_mode_setting: 'off',
  });
});

test('fan mode is set and confirmed', async ({ page, playground, fakeApi }) => {
  const deviceId = await openThermostat(page, playground, fakeApi);
  await fanRadio(page, 'On').click();
  await expect(page.getByText('Successfully updated fan mode!')).toBeVisible();
  await expect(fanRadio(page, 'On')).toBeChecked();
  expect((await serverProperties(fakeApi, deviceId)).fan_mode_setting).toBe('on');
});

test('keyboard only: Tab reaches the fan mode, an arrow sets it; Space flips manual override', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await openThermostat(page, playground, fakeApi);
  // From the cooling set point's last control, Tab goes on to the fan mode's checked choice.
  await page.getByRole('button', { name: 'Raise cooling set point' }).focus();
  await page.keyboard.press('Tab');
  await expect(fanRadio(page, 'Auto')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(fanRadio(page, 'On')).toBeChecked();
  await expect(fanRadio(page, 'On')).toBeFocused();
  await expect(page.getByText('Successfully updated fan mode!')).toBeVisible();
  expect((await serverProperties(fakeApi, deviceId)).fan_mode_setting).toBe('on');
  // Tab goes on to the manual-override switch; Space flips it and focus stays.
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('switch', { name: 'Allow manual override' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Successfully updated manual override!')).toBeVisible();
  await expect(toggle).toBeFocused();
  expect((await serverProperties(fakeApi, deviceId)).default_climate_setting).toMatchObject({
    manual_override_allowed: false,
  });
});

test('manual override is switched off, and rolled back when the update fails', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await openThermostat(page, playground, fakeApi);
  const toggle = page.getByRole('switch', { name: 'Allow manual override' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Successfully updated manual override!')).toBeVisible();
  expect((await serverProperties(fakeApi, deviceId)).default_climate_setting).toMatchObject({
    manual_override_allowed: false,
  });
  await fakeApi.fault({ path: '/thermostats/update', status: 400 });
  await toggle.press('Space');
  await expect(snackbar(page, 'Error updating manual override. Please try again.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeFocused();
});

test('a failed save restores the saved values and says so', async ({
  page,
  playground,
  fakeApi,
}) => {
  // The page's clock jumps over the quiet once both clicks show (its timers are faked, the
  // requests stay real); the quiet itself is proved by the tests above.
  await page.clock.install();
  const deviceId = await openThermostat(page, playground, fakeApi);
  await fakeApi.fault({ path: '/thermostats/heat_cool', status: 400 });
  await page.getByRole('button', { name: 'Raise heating set point' }).click();
  await page.getByRole('button', { name: 'Raise heating set point' }).click();
  await expect(slider(page, 'Heating set point')).toHaveValue('70');
  await page.clock.fastForward(QUIET_MS);
  const alert = snackbar(page, 'Error updating climate setting. Please try again.');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(slider(page, 'Heating set point')).toHaveValue('68');
  await expect(slider(page, 'Cooling set point')).toHaveValue('75');
  expect((await serverProperties(fakeApi, deviceId)).current_climate_setting).toMatchObject({
    heating_set_point_fahrenheit: 68,
  });
  await expectNoAxeViolationsInBothThemes(page);
});

test('a save that fails behind the schedule table is shown over it and kept for the return', async ({
  page,
  playground,
  fakeApi,
}) => {
  await openThermostat(page, playground, fakeApi);
  await fakeApi.fault({ path: '/thermostats/heat_cool', status: 400 });
  await page.getByRole('button', { name: 'Raise heating set point' }).click();
  // Opened within the 2 s of quiet: the save goes out and fails while the table shows.
  await page.getByRole('button', { name: '3 scheduled climates' }).click();
  await expect(page.getByRole('heading', { name: 'Climate setting schedules (3)' })).toBeVisible();
  const alert = snackbar(page, 'Error updating climate setting. Please try again.');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Back' }).last().click();
  await expect(page.getByRole('button', { name: '3 scheduled climates' })).toBeFocused();
  await expect(alert).toBeVisible();
  await expect(slider(page, 'Heating set point')).toHaveValue('68');
});

test('the Scheduled climates row says its count failed and still opens the table to Try again', async ({
  page,
  playground,
  fakeApi,
}) => {
  const LIST = '/thermostats/climate_setting_schedules/list';
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await fakeApi.fault({ path: LIST, status: 500, count: 100 });
  await playground.open('thermostat', { deviceId: device.device_id });
  const row = page.getByRole('button', { name: 'View scheduled climates', exact: true });
  await expect(row).toHaveAccessibleDescription('Climate settings could not be loaded', {
    timeout: 30_000,
  });
  await expect(row).toContainText('Climate settings could not be loaded');
  await expectNoAxeViolationsInBothThemes(page);
  await row.click();
  const alert = snackbar(page, 'Climate settings could not be loaded');
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await fakeApi.clearFaults();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Climate setting schedules (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).last().click();
  await expect(page.getByRole('button', { name: '3 scheduled climates' })).toBeFocused();
});

test("the Scheduled climates row's load failure has its own 'Try again', announced, that keeps focus on the row", async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  // Outlasts the client's and the query's retries, so the first load fails for good.
  await fakeApi.fault({
    path: '/thermostats/climate_setting_schedules/list',
    status: 500,
    count: 100,
  });
  await playground.open('thermostat', { deviceId: device.device_id });
  const retry = page.getByRole('button', { name: 'Try again', exact: true });
  await expect(retry).toBeVisible({ timeout: 60_000 });
  await expect(retry).toHaveAccessibleDescription('Climate settings could not be loaded');
  await expect(
    page.locator('[aria-live="assertive"]', { hasText: 'Climate settings could not be loaded' }),
  ).toHaveCount(1);
  await expectNoAxeViolationsInBothThemes(page);

  await fakeApi.clearFaults();
  await retry.focus();
  await page.keyboard.press('Enter');
  const row = page.getByRole('button', { name: '3 scheduled climates' });
  await expect(row).toBeVisible();
  await expect(retry).toHaveCount(0);
  // The button that had focus is gone: the row it retried holds focus, not the page's <body>.
  await expect(row).toBeFocused();
});

test('an action attempt that never finishes fails after the wait and restores the values', async ({
  page,
  playground,
  fakeApi,
}) => {
  // The host's client waits 8 s for the attempt here (the playground's `actionAttemptTimeout`);
  // the library's own 60 s default is the client's unit test (resolve-action-attempt.test.ts).
  // The page's clock jumps over the quiet and, once the fan mode has saved meanwhile, over that
  // wait; time flows otherwise, and the fake settles the fan's attempt at once.
  const WAIT_MS = 8000;
  await fakeApi.config({ action_attempt_delay_ms: 0 });
  await page.clock.install();
  const deviceId = await openThermostat(page, playground, fakeApi, 'Living Room Thermostat', {
    actionAttemptTimeout: String(WAIT_MS),
  });
  await fakeApi.fault({ path: '/thermostats/heat_cool', kind: 'action_never' });
  await page.getByRole('button', { name: 'Lower cooling set point' }).click();
  await expect(slider(page, 'Cooling set point')).toHaveValue('74');
  await page.clock.fastForward(QUIET_MS);
  await expect
    .poll(() => climateRequests(fakeApi), { timeout: 15_000 })
    .toEqual(['/thermostats/heat_cool']);
  // The client waits for the attempt: it set the wait's deadline before its first poll.
  await expect
    .poll(async () => (await fakeApi.requests('/action_attempts/get')).length)
    .not.toBe(0);
  // Meanwhile the rest of the view keeps working.
  await fanRadio(page, 'On').click();
  const fanSaved = page
    .locator('.pl-snackbar')
    .filter({ hasText: 'Successfully updated fan mode!' });
  await expect(fanSaved).toBeVisible();
  await expect(slider(page, 'Cooling set point')).toHaveValue('74');
  // Closed first: a jump fires every timer it passes before the page renders again, so the
  // message's own countdown could close the failure that replaced it in the same jump.
  await fanSaved.getByRole('button', { name: 'Close' }).click();
  await expect(fanSaved).toBeHidden();
  await page.clock.fastForward(WAIT_MS);
  const alert = snackbar(page, 'Error updating climate setting. Please try again.');
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(slider(page, 'Cooling set point')).toHaveValue('75');
  expect((await serverProperties(fakeApi, deviceId)).current_climate_setting).toMatchObject({
    cooling_set_point_fahrenheit: 75,
  });
});

for (const theme of ['light', 'dark']) {
  test(`the details pass axe after a save (${theme})`, async ({ page, playground, fakeApi }) => {
    // The page's clock jumps over the quiet; the fake settles the attempt at once.
    await fakeApi.config({ action_attempt_delay_ms: 0 });
    await page.clock.install();
    await openThermostat(page, playground, fakeApi, 'Living Room Thermostat', { theme });
    await page.getByRole('button', { name: 'Raise heating set point' }).click();
    await page.clock.fastForward(QUIET_MS);
    await expect(saved(page)).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolationsInBothThemes(page);
  });
}

test("an offline thermostat's error shows as an alert, and the details pass axe", async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Bedroom Thermostat');
  await fakeApi.setOnline(device.device_id, false);
  await playground.open('thermostat', { deviceId: device.device_id });
  await expect(page.locator('.pl-thermostat-details__alerts .pl-alert--error')).toHaveText(
    'Error: Device is offline',
  );
  await expectNoAxeViolationsInBothThemes(page);
});

test('the card alone passes axe and switches to °C', async ({ page, playground, fakeApi }) => {
  const device = await seededDevice(fakeApi, 'Bedroom Thermostat');
  await playground.open('thermostat', { deviceId: device.device_id, view: 'card' });
  await expect(page.getByRole('heading', { name: 'Bedroom Thermostat' })).toBeVisible();
  await expect(page.getByText('66°F')).toBeVisible();
  await page.getByRole('radio', { name: '°C' }).click();
  await expect(page.getByText('19°C')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('DeviceDetails shows a thermostat with the thermostat view', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Basement Thermostat');
  await playground.open('device-details', { deviceId: device.device_id });
  await expect(
    page.getByRole('heading', { name: 'Basement Thermostat, Thermostat', exact: true }),
  ).toBeVisible();
  await expect(modeRadio(page, 'Off')).toBeChecked();
  await expect(
    page.getByRole('radiogroup', { name: 'Mode', exact: true }).getByRole('radio'),
  ).toHaveCount(2);
});

test('no sideways scroll at 320 px', async ({ page, playground, fakeApi }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openThermostat(page, playground, fakeApi);
  const view = page.locator('.pl-thermostat-details');
  await expect(view).toBeVisible();
  const overflow = await view.evaluate((element) => {
    const wide = [element, ...element.querySelectorAll('*')].filter(
      (node) =>
        node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'hidden',
    );
    return wide.map((node) => node.className);
  });
  expect(overflow).toEqual([]);
  const box = await view.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(320);
});

test('a thermostat going offline under the keyboard disables its controls with the reason, keeping focus in the view', async ({
  page,
  playground,
  fakeApi,
}) => {
  // The thermostat read stays fresh for 10 s: the clock moves past that instead of waiting.
  await page.clock.install();
  const deviceId = await openThermostat(page, playground, fakeApi);
  const heat = slider(page, 'Heating set point');
  await heat.focus();
  await fakeApi.setOnline(deviceId, false);
  const reason =
    'This thermostat is offline, so its settings cannot be changed until it reconnects.';
  await comeBackLater(page, page.getByText(reason));
  await expect(heat).toBeDisabled();
  await expect(
    page.getByRole('slider', { name: 'Heating set point', description: reason }),
  ).toBeVisible();
  await expect(modeRadio(page, 'Heat')).toBeDisabled();
  // Chromium drops focus from the disabled slider; the view takes it back.
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(document.activeElement?.closest('.porchlight-components'))),
    )
    .toBe(true);
  expect(await climateRequests(fakeApi)).toEqual([]);
  // Back online, the controls work again.
  await fakeApi.setOnline(deviceId, true);
  await comeBackLater(page, heat.and(page.locator(':enabled')));
  await expect(page.getByText(reason)).toHaveCount(0);
});

/**
 * The person comes back to the tab after a while: the thermostat is stale and read again. The
 * installed clock runs the cache's timers until `shown` appears.
 */
async function comeBackLater(page: Page, shown: Locator) {
  await page.clock.fastForward(11_000);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(shown).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [50], timeout: 20_000 });
}

test('a manual override that fails after Back is shown and said over the device table', async ({
  page,
  playground,
  fakeApi,
}) => {
  await playground.open('devices');
  await page.getByRole('button', { name: /^Living Room Thermostat/ }).click();
  const toggle = page.getByRole('switch', { name: 'Allow manual override' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await fakeApi.fault({ path: '/thermostats/update', status: 400 });
  // The update is held in the browser until the person has left the details.
  let release = () => {};
  const left = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/thermostats/update', async (route) => {
    await left;
    await route.continue();
  });
  await toggle.click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Living Room Thermostat/ })).toBeVisible();
  await expect(toggle).toHaveCount(0);
  release();
  const alert = snackbar(page, 'Error updating manual override. Please try again.');
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport();
});

test("a failure told after Back and the details' own snackbar stack instead of overlapping, both announced", async ({
  page,
  playground,
  fakeApi,
}) => {
  // Short enough that the page scrolls and both snackbars stick to the bottom of the window.
  await page.setViewportSize({ width: 1280, height: 500 });
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('thermostat', { deviceId: device.device_id });
  await fakeApi.fault({ path: '/thermostats/set_fan_mode', status: 400 });
  await fanRadio(page, 'On').click();
  // The details' own error, kept while the schedules are open.
  const own = snackbar(page, 'Error updating fan mode. Please try again.');
  await expect(own).toBeVisible();
  await page.getByRole('button', { name: '3 scheduled climates' }).click();
  await page.getByRole('button', { name: /^Weekend Guests/ }).click();
  const toggle = page.getByRole('switch', { name: 'Allow manual override' });
  await fakeApi.fault({ path: '/thermostats/climate_setting_schedules/update', status: 400 });
  // The update is held in the browser until the person has left the schedule's details.
  let release = () => {};
  const left = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/climate_setting_schedules/update', async (route) => {
    await left;
    await route.continue();
  });
  await toggle.click();
  await page.getByRole('button', { name: 'Back', exact: true }).last().click();
  await expect(toggle).toHaveCount(0);
  release();
  const outliving = snackbar(page, 'Error updating manual override. Please try again.');
  await expect(outliving).toBeInViewport();
  await expect(own).toBeInViewport();
  const [a, b] = [await own.boundingBox(), await outliving.boundingBox()];
  if (!a || !b) throw new Error('a snackbar has no box');
  const apart = a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `own ${JSON.stringify(a)} and outliving ${JSON.stringify(b)} overlap`).toBe(true);
});
