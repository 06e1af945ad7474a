import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';

test('a snackbar pauses while hovered or focused and closes itself after', async ({
  page,
  playground,
  fakeApi,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const device = await lockWithCodes(fakeApi);
  await page.clock.install();
  await playground.open('access-codes', { deviceId: device.device_id });
  const menuButton = page.getByRole('button', { name: /^Actions for / }).first();
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Copy code' }).click();
  const snackbar = page.locator('.pl-snackbar').filter({ hasText: 'Code copied' });
  await expect(snackbar).toBeVisible();

  await snackbar.hover();
  await page.clock.fastForward(10_000);
  await expect(snackbar).toBeVisible();
  // Off the snackbar, the countdown resumes and ends.
  await page.mouse.move(0, 0);
  await page.clock.fastForward(6_000);
  await expect(snackbar).toHaveCount(0);

  // Focus inside pauses it too; leaving with the keyboard lets it go, focus kept in the view.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Copy code' }).press('Enter');
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'Close' }).focus();
  await page.clock.fastForward(10_000);
  await expect(snackbar).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.clock.fastForward(6_000);
  await expect(snackbar).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(document.activeElement?.closest('.porchlight-components'))),
    )
    .toBe(true);
});
