import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import type { FakeApiHandle } from '../support/fake-api-handle.js';
import { expect, test } from '../support/fixtures.js';
import { snackbar } from '../support/snackbar.js';
import { seededDevice } from './devices-support.js';

// Generous: a load failure outlasts the client's and the query's retries, and axe runs twice.
test.describe.configure({ timeout: 90_000 });

const LIST = '/thermostats/climate_setting_schedules/list';
const UPDATE = '/thermostats/climate_setting_schedules/update';
// Thermostats newest first, as the API lists them; each one's schedules in their own order.
const ALL_NAMES = [
  'Summer Cooling',
  'Night Setback',
  'Spring Break',
  'Weekend Guests',
  'Holiday Away',
];

interface SeededSchedule {
  climate_setting_schedule_id: string;
  name: string;
  manual_override_allowed: boolean;
}

const scheduleRows = (page: Page): Locator =>
  page.locator('.pl-schedule-table .pl-schedule-row__name');
const row = (page: Page, name: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });
const detailsHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { name: `${name}, Climate setting schedule`, exact: true });
const overrideSwitch = (page: Page): Locator =>
  page.getByRole('switch', { name: 'Allow manual override' });

async function livingRoom(fakeApi: FakeApiHandle) {
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  return device.device_id;
}

async function serverSchedule(fakeApi: FakeApiHandle, deviceId: string, name: string) {
  const { climate_setting_schedules } = await fakeApi.api<{
    climate_setting_schedules: SeededSchedule[];
  }>(LIST, { device_id: deviceId });
  const schedule = climate_setting_schedules.find((s) => s.name === name);
  if (!schedule) throw new Error(`The seed has no schedule named ${name}`);
  return schedule;
}

for (const theme of ['light', 'dark']) {
  test(`every thermostat's schedules are listed and pass axe (${theme})`, async ({
    page,
    playground,
  }) => {
    await playground.open('climate-schedules', { theme });
    await expect(
      page.getByRole('heading', { name: 'Climate setting schedules (5)' }),
    ).toBeVisible();
    await expect(scheduleRows(page)).toHaveText(ALL_NAMES);
    await expect(row(page, 'Night Setback')).toContainText('Bedroom Thermostat');
    await expect(row(page, 'Night Setback')).toContainText('Heat · 64°F');
    await expect(row(page, 'Spring Break')).toContainText('Expired');
    await expect(row(page, 'Weekend Guests')).toContainText('Ends');
    await expect(row(page, 'Holiday Away')).toContainText('Starts');
    await expectNoAxeViolations(page);
  });

  test(`the empty state passes axe (${theme})`, async ({ page, playground }) => {
    await playground.open('climate-schedules', { theme });
    await expect(scheduleRows(page)).toHaveCount(5);
    await page
      .getByRole('searchbox', { name: 'Search climate setting schedules' })
      .fill('qwertyzzz');
    await expect(page.getByText('Sorry, no climate setting schedules were found')).toBeVisible();
    await expect(scheduleRows(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("one thermostat's schedules, with set points in °C when chosen", async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await livingRoom(fakeApi);
  await playground.open('climate-schedules', { deviceId });
  await expect(page.getByRole('heading', { name: 'Climate setting schedules (3)' })).toBeVisible();
  await expect(scheduleRows(page)).toHaveText(['Spring Break', 'Weekend Guests', 'Holiday Away']);
  await expect(row(page, 'Weekend Guests')).toContainText('Heat & Cool · 69°F – 74°F');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('celsius');
  await expect(row(page, 'Weekend Guests')).toContainText('Heat & Cool · 20°C – 23°C');
});

test('search is trimmed and case-insensitive', async ({ page, playground }) => {
  await playground.open('climate-schedules');
  const search = page.getByRole('searchbox', { name: 'Search climate setting schedules' });
  await expect(scheduleRows(page)).toHaveCount(5);
  await search.pressSequentially('  sUmMeR ');
  await expect(scheduleRows(page)).toHaveText(['Summer Cooling']);
  await search.fill('a');
  // Thermostats newest first, as the API lists them.
  await expect(scheduleRows(page)).toHaveText(['Night Setback', 'Spring Break', 'Holiday Away']);
  await search.fill('');
  await expect(scheduleRows(page)).toHaveCount(5);
});

test("a load failure shows 'Try again', which recovers", async ({ page, playground, fakeApi }) => {
  const deviceId = await livingRoom(fakeApi);
  // Enough failures to outlast the client's retries and the default query retries.
  await fakeApi.fault({ path: LIST, status: 500, count: 100 });
  await playground.open('climate-schedules', { deviceId });
  const alert = snackbar(page, 'Climate settings could not be loaded');
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert.getByRole('button')).toHaveText(['Try again']);
  await expectNoAxeViolationsInBothThemes(page);
  await fakeApi.clearFaults();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Climate setting schedules (3)' })).toBeVisible();
  await expect(alert).toBeHidden();
});

test('a row opens the details inside the table and Back returns to it', async ({
  page,
  playground,
  fakeApi,
}) => {
  await playground.open('climate-schedules');
  await page.getByRole('searchbox', { name: 'Search climate setting schedules' }).fill('weekend');
  await row(page, 'Weekend Guests').click();
  await expect(detailsHeading(page, 'Weekend Guests')).toBeVisible();
  await expect(page.locator('.pl-schedule-card__name')).toHaveText('Weekend Guests');
  await expect(page.locator('.pl-schedule-card__device')).toHaveText('Living Room Thermostat');
  await expect(
    page.getByText('Thermostat will return to its default setting at end time.'),
  ).toBeVisible();
  await expect(overrideSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('heading', { name: /^Climate setting schedules/ })).toBeHidden();
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Climate setting schedules (5)' })).toBeVisible();
  await expect(row(page, 'Weekend Guests')).toBeFocused();
  await expect(page.getByRole('searchbox')).toHaveValue('weekend');
  await expect(scheduleRows(page)).toHaveText(['Weekend Guests']);
  await expect
    .poll(async () =>
      (await fakeApi.telemetry()).filter((e) => e.type === 'screen').map((e) => e.name),
    )
    .toEqual(
      expect.arrayContaining(['ClimateSettingScheduleTable', 'ClimateSettingScheduleDetails']),
    );
});

test('the manual override switch round-trips to the server', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await livingRoom(fakeApi);
  await playground.open('climate-schedules', { deviceId });
  await row(page, 'Weekend Guests').click();
  const toggle = overrideSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Successfully updated manual override!')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await serverSchedule(fakeApi, deviceId, 'Weekend Guests')).manual_override_allowed,
    )
    .toBe(true);
  await expectNoAxeViolationsInBothThemes(page);
  // The table's row and a reload agree with the server.
  await page.reload();
  await row(page, 'Weekend Guests').click();
  await expect(overrideSwitch(page)).toHaveAttribute('aria-checked', 'true');
});

test('a failed manual override update is rolled back and reported', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await livingRoom(fakeApi);
  await playground.open('climate-schedules', { deviceId });
  await row(page, 'Holiday Away').click();
  const toggle = overrideSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await fakeApi.fault({ path: UPDATE, status: 500, count: 10 });
  await toggle.click();
  const alert = snackbar(page, 'Error updating manual override. Please try again.');
  await expect(alert).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await fakeApi.clearFaults();
  expect((await serverSchedule(fakeApi, deviceId, 'Holiday Away')).manual_override_allowed).toBe(
    true,
  );
  await expectNoAxeViolationsInBothThemes(page);
});

test('keyboard only: search, open a row, toggle the switch, and come back', async ({
  page,
  playground,
  fakeApi,
}) => {
  const deviceId = await livingRoom(fakeApi);
  await playground.open('climate-schedules', { deviceId });
  await expect(scheduleRows(page)).toHaveCount(3);
  const search = page.getByRole('searchbox', { name: 'Search climate setting schedules' });
  await search.focus();
  await page.keyboard.type('guests');
  await expect(scheduleRows(page)).toHaveText(['Weekend Guests']);
  await page.keyboard.press('Tab');
  const target = row(page, 'Weekend Guests');
  expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  const heading = detailsHeading(page, 'Weekend Guests');
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
  // From the heading, the switch is the next stop.
  await page.keyboard.press('Tab');
  const toggle = overrideSwitch(page);
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Successfully updated manual override!')).toBeVisible();
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  await expect
    .poll(
      async () =>
        (await serverSchedule(fakeApi, deviceId, 'Weekend Guests')).manual_override_allowed,
    )
    .toBe(true);
  // The heading is focusable by script only: Shift+Tab from the switch reaches Back.
  await page.keyboard.press('Shift+Tab');
  const back = page.getByRole('button', { name: 'Back', exact: true });
  expect(await back.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(target).toBeFocused();
  expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
  await expect(search).toHaveValue('guests');
  await expectNoAxeViolations(page);
});

test('the details work on their own and pass axe', async ({ page, playground, fakeApi }) => {
  const deviceId = await livingRoom(fakeApi);
  const schedule = await serverSchedule(fakeApi, deviceId, 'Spring Break');
  await playground.open('climate-schedules', {
    scheduleId: schedule.climate_setting_schedule_id,
    unit: 'celsius',
  });
  await expect(detailsHeading(page, 'Spring Break')).toBeVisible();
  await expect(page.locator('.pl-schedule-card__name')).toHaveText('Spring Break');
  await expect(page.locator('.pl-schedule-card__device')).toHaveText('Living Room Thermostat');
  await expect(
    page.locator('.pl-schedule-details__row', { hasText: 'Climate setting' }),
  ).toContainText('Heat & Cool · 18°C – 25°C');
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Climate setting schedules (5)' })).toBeVisible();
});
