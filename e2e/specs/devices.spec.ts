import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
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
  await expect(deviceRows(page)).toHaveText([
    'Living Room Thermostat',
    'Bedroom Thermostat',
    'Basement Thermostat',
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
  await expect(deviceRows(page)).toHaveText(['Garage', 'Mailroom']);
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
  const alert = page.getByRole('alert').filter({ hasText: 'Devices could not be loaded' });
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
  await expect(page.getByRole('heading', { name: 'Device', exact: true })).toBeVisible();
  await expect(page.getByText('Back Door', { exact: true })).toBeVisible();
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

test('the table is keyboard-usable: Tab reaches a row and Enter opens it', async ({
  page,
  playground,
}) => {
  await playground.open('devices');
  await expect(deviceRows(page)).toHaveCount(ALL);
  await page.getByRole('button', { name: /^Front Door/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Device', exact: true })).toBeVisible();
  await expect(page.getByText('Front Door', { exact: true })).toBeVisible();
});
