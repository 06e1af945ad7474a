import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { detailValue, seededDevice } from './devices-support.js';

/** Marks an element, so the spec can tell later that it is the very same one, not a new one. */
async function mark(region: Locator, name: string) {
  await region.evaluate((element, value) => {
    (element as HTMLElement).dataset.e2eMark = value;
  }, name);
}

/** The message sits in the marked region, and its text is in the page once. */
async function expectSaidIn(page: Page, mark: string, message: string) {
  const region = page.locator(`[data-e2e-mark="${mark}"]`);
  await expect(region).toHaveCount(1);
  await expect(region.locator('.pl-snackbar')).toContainText(message);
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
}

test('a success snackbar is inserted into a polite region that was in the page first', async ({
  page,
  playground,
  fakeApi,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  await expect(page.locator('.pl-ac-row-name').first()).toBeVisible();
  // The table's own region (the list's load failure has another, inside the list).
  const region = page.locator('.pl-access-codes > .pl-snackbar-region > [aria-live="polite"]');
  await expect(region).toHaveCount(1);
  await expect(region).toBeAttached();
  await expect(region).toHaveText('');
  await mark(region, 'copy');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Copy code' }).click();
  await expectSaidIn(page, 'copy', 'Code copied');
  await expectNoAxeViolations(page);
});

test('an error snackbar is inserted into an assertive region that was in the page first', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Front Door');
  await fakeApi.fault({ path: '/locks/unlock_door', kind: 'action_error' });
  await playground.open('device-details', { deviceId: device.device_id });
  const lockStatus = detailValue(page, 'Lock status');
  const region = lockStatus.locator('.pl-snackbar-region [aria-live="assertive"]');
  await expect(region).toHaveCount(1);
  await expect(region).toHaveText('');
  await mark(region, 'unlock');
  await lockStatus.getByRole('button', { name: 'Unlock' }).click();
  await expectSaidIn(page, 'unlock', 'The lock could not be unlocked. Please try again.');
  await expect(page.locator('[data-e2e-mark="unlock"]').getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});
