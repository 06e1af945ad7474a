import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { snackbar } from '../support/snackbar.js';
import { deviceRows } from './devices-support.js';

const ALL = 13;

for (const theme of ['light', 'dark']) {
  test(`the device table lists the locks and thermostats and passes axe (${theme})`, async ({
    page,
    playground,
  }) => {
    await playground.open('devices', { theme });
    await expect(page.getByRole('heading', { name: `Devices (${ALL})` })).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(ALL);
    await expect(page.getByRole('button', { name: '2 account issues' })).toBeVisible();
    await expect(page.getByRole('button', { name: '1 device issue' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the empty state passes axe (${theme})`, async ({ page, playground }) => {
    await playground.open('devices', { theme });
    await page.getByRole('searchbox', { name: 'Search devices' }).fill('qwertyzzz');
    await expect(page.getByText('Sorry, no devices were found')).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('search is trimmed and case-insensitive', async ({ page, playground }) => {
  await playground.open('devices');
  const search = page.getByRole('searchbox', { name: 'Search devices' });
  await expect(deviceRows(page)).toHaveCount(ALL);
  await search.pressSequentially('  GaRaGe ');
  await expect(deviceRows(page)).toHaveText(['Garage']);
  await search.fill('thermostat');
  // Newest first, as the API lists them.
  await expect(deviceRows(page)).toHaveText([
    'Basement Thermostat',
    'Bedroom Thermostat',
    'Living Room Thermostat',
  ]);
  await expectNoAxeViolationsInBothThemes(page);
  await search.fill('');
  await expect(deviceRows(page)).toHaveCount(ALL);
});

test('issue chips filter the rows and clear on a second click', async ({ page, playground }) => {
  await playground.open('devices');
  const accountChip = page.getByRole('button', { name: '2 account issues' });
  const deviceChip = page.getByRole('button', { name: '1 device issue' });
  await accountChip.click();
  await expect(accountChip).toHaveAttribute('aria-pressed', 'true');
  await expect(deviceRows(page)).toHaveText(['Mailroom', 'Garage']);
  await deviceChip.click();
  await expect(deviceChip).toHaveAttribute('aria-pressed', 'true');
  await expect(accountChip).toHaveAttribute('aria-pressed', 'false');
  await expect(deviceRows(page)).toHaveText(['Storage Room']);
  await expectNoAxeViolationsInBothThemes(page);
  await deviceChip.click();
  await expect(deviceChip).toHaveAttribute('aria-pressed', 'false');
  await expect(deviceRows(page)).toHaveCount(ALL);
});

test("a load failure shows 'Try again', which recovers", async ({ page, playground, fakeApi }) => {
  // Enough failures to outlast the client's retries and the default query retries.
  await fakeApi.fault({ path: '/devices/list', status: 500, count: 100 });
  await playground.open('devices');
  const alert = snackbar(page, 'Devices could not be loaded');
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert.getByRole('button')).toHaveText(['Try again']);
  await expectNoAxeViolationsInBothThemes(page);
  await fakeApi.clearFaults();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: `Devices (${ALL})` })).toBeVisible();
  await expect(alert).toBeHidden();
});

test('a row opens the device details and Back returns to the table', async ({
  page,
  playground,
  fakeApi,
}) => {
  await playground.open('devices');
  await page.getByRole('button', { name: /^Back Door/ }).click();
  await expect(page.getByRole('heading', { name: 'Back Door, Device', exact: true })).toBeVisible();
  await expect(page.locator('.pl-device-details__name')).toHaveText('Back Door');
  // The table waits hidden under the details.
  await expect(page.getByRole('heading', { name: `Devices (${ALL})` })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Devices (${ALL})` })).toBeVisible();
  // The host hears which views were shown (the playground leaves telemetry on).
  await expect
    .poll(async () =>
      (await fakeApi.telemetry()).filter((e) => e.type === 'screen').map((e) => e.name),
    )
    .toEqual(expect.arrayContaining(['DeviceTable', 'DeviceDetails']));
});

test('the table is keyboard-usable: Tab reaches a row, Enter opens it, Back returns to it', async ({
  page,
  playground,
}) => {
  await playground.open('devices');
  await expect(deviceRows(page)).toHaveCount(ALL);
  const search = page.getByRole('searchbox', { name: 'Search devices' });
  await search.focus();
  await search.pressSequentially('front');
  await expect(deviceRows(page)).toHaveText(['Front Door']);
  // From the search box: the two issue chips, then the row.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const row = page.getByRole('button', { name: /^Front Door/ });
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Front Door, Device', exact: true });
  await expect(heading).toBeFocused();
  await expect(page.locator('.pl-device-details__name')).toHaveText('Front Door');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  // Back lands on the row it left, with the search still applied.
  await expect(row).toBeFocused();
  await expect(search).toHaveValue('front');
  await expectNoAxeViolations(page);
});

test("theme 'system' follows the operating system's colour scheme", async ({
  page,
  playground,
}) => {
  const surface = () =>
    page
      .locator('.porchlight-components')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.emulateMedia({ colorScheme: 'dark' });
  await playground.open('devices', { theme: 'system' });
  await expect(page.getByRole('heading', { name: `Devices (${ALL})` })).toBeVisible();
  await expect.poll(surface).toBe('rgb(26, 30, 35)');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(surface).toBe('rgb(255, 255, 255)');
});
