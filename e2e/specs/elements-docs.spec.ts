import { expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';

test('the props page lists every view with its attributes, events and code to copy', async ({
  page,
  playground,
}) => {
  await playground.open('elements');
  const table = page.getByRole('region', { name: '<porchlight-device-table>' });
  await expect(table.getByRole('table', { name: 'Props of DeviceTable' })).toBeVisible();
  await expect(table.getByRole('row', { name: /disable-lock-unlock/ })).toContainText(
    'present or absent',
  );
  await expect(table.getByRole('row', { name: /porchlight-device-click/ })).toContainText(
    'cancelable',
  );
  await expect(table.locator('pre').first()).toContainText('<DeviceTable />');
  const details = page.getByRole('region', { name: '<porchlight-device-details>' });
  await expect(details.locator('pre').nth(1)).toContainText('device-id="…"');
  await expect(page.getByRole('region', { name: /^<porchlight-/ })).toHaveCount(11);
  await expectNoAxeViolationsInBothThemes(page);
});

test('each view page shows the live view, then its props and the code to copy, fitting 320 px', async ({
  page,
  playground,
}) => {
  await playground.open('thermostat');
  const docs = page.getByRole('group').filter({ hasText: 'Props and code to copy' });
  const summary = page.getByText('Props and code to copy', { exact: true });
  await expect(summary).toBeVisible();
  // Closed until asked for, so the live example comes first for keyboard and screen-reader users.
  await expect(page.getByRole('table', { name: 'Props of ThermostatCard' })).toHaveCount(0);
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Props of ThermostatCard' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Props of ThermostatDetails' })).toBeVisible();
  const card = page.getByRole('region', { name: '<porchlight-thermostat-card>' });
  await expect(card.locator('pre').first()).toContainText('<ThermostatCard');
  await expect(card.locator('pre').nth(1)).toContainText('<porchlight-thermostat-card');
  await expect(docs).toHaveCount(1);
  await expectNoAxeViolationsInBothThemes(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('every view page documents its views, and the props page all of them', async ({
  page,
  playground,
}) => {
  for (const [id, tags] of [
    ['devices', ['porchlight-device-table']],
    ['device-details', ['porchlight-device-details']],
    ['access-codes', ['porchlight-access-code-table']],
    ['access-code-details', ['porchlight-access-code-details']],
    ['create-access-code', ['porchlight-create-access-code-form']],
    ['edit-access-code', ['porchlight-edit-access-code-form']],
    [
      'climate-schedules',
      ['porchlight-climate-setting-schedule-table', 'porchlight-climate-setting-schedule-details'],
    ],
    ['supported-devices', ['porchlight-supported-device-table']],
  ] as const) {
    await playground.open(id);
    await page.getByText('Props and code to copy', { exact: true }).click();
    for (const tag of tags) {
      await expect(page.getByRole('region', { name: `<${tag}>` })).toBeVisible();
    }
  }
});
