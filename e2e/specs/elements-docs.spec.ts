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
