import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { snackbar } from '../support/snackbar.js';
import { lockWithCodes } from './access-codes-support.js';

for (const theme of ['light', 'dark']) {
  test(`the table lists, searches and passes axe (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const device = await lockWithCodes(fakeApi);
    await playground.open('access-codes', { deviceId: device.device_id, theme });
    await expect(page.getByRole('heading', { name: /^Access Codes \(\d+\)$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    // The open row menu sits above the next rows and passes axe too.
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Copy code' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search access codes' }).fill('zzz-no-match');
    await expect(page.getByText('Sorry, no access codes were found')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('deletes a code after the inline confirmation', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  const heading = page.getByRole('heading', { name: /^Access Codes \((\d+)\)$/ });
  const before = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Delete code' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete this code and data?' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Access Codes (${before - 1})` })).toBeVisible();
});

test("shows a deleted code the lock still holds as 'Being removed', uncounted, without Edit or Delete", async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  // The lock never confirms: the provider keeps listing the code as 'removing'.
  await fakeApi.fault({ path: '/access_codes/delete', kind: 'action_never' });
  await playground.open('access-codes', { deviceId: device.device_id });
  const heading = page.getByRole('heading', { name: /^Access Codes \((\d+)\)$/ });
  const before = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  const name = (await page.locator('.pl-ac-row-name').first().textContent()) ?? '';
  const next = (await page.locator('.pl-ac-row-name').nth(1).textContent()) ?? '';
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete code' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Access Codes (${before - 1})` })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${name}, `) })).toHaveAttribute(
    'aria-label',
    /Being removed/,
  );
  // The code is gone for the person though still listed: focus moves on to the row below.
  await expect(page.getByRole('button', { name: new RegExp(`^${next}, `) })).toBeFocused();
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Copy code', 'View code details']);
  await page.keyboard.press('Escape');
  await expectNoAxeViolationsInBothThemes(page);
});

test('a load failure offers Try again, which recovers', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  await fakeApi.fault({ path: '/access_codes/list', status: 500, count: 100 });
  // The provider retries a failed load three times, seconds apart: a fake clock skips the waits.
  await page.clock.install();
  await playground.open('access-codes', { deviceId: device.device_id });
  const alert = snackbar(page, 'Access codes could not be loaded');
  await expect(async () => {
    await page.clock.fastForward(4_000);
    await expect(alert).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [50], timeout: 20_000 });
  await expect(alert.getByRole('button')).toHaveText(['Try again']);
  await expectNoAxeViolationsInBothThemes(page);
  await fakeApi.clearFaults();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: /^Access Codes \(\d+\)$/ })).toBeVisible();
});

test('a row opens its details, whose device bar opens the lock', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  const name = await page.locator('.pl-ac-row-name').first().textContent();
  await page.locator('.pl-ac-row-main').first().click();
  const heading = page.getByRole('heading', { name: `${name}, Access code`, exact: true });
  await expect(heading).toBeVisible();
  await expect(
    page
      .getByText(/^(Active \(ongoing\)|Active until .+|Starts .+|Ended .+)$/)
      .filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Device details' }).click();
  await expect(
    page.getByRole('heading', { name: `${device.properties?.name}, Device`, exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(heading).toBeVisible();
});
