import { expect, test } from '../support/fixtures.js';
import { expectFocusInView, focused } from '../support/focus.js';
import { expectRetryKeepsFocus } from '../support/retry-focus.js';
import { snackbar } from '../support/snackbar.js';
import { lockWithCodes } from './access-codes-support.js';
import { detailValue, seededDevice } from './devices-support.js';

for (const theme of ['light', 'dark']) {
  test(`Lock/Unlock keeps focus while pending and announces the new state (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const device = await seededDevice(fakeApi, 'Front Door');
    await playground.open('device-details', { deviceId: device.device_id, theme });
    const lockStatus = detailValue(page, 'Lock status');
    const toggle = lockStatus.getByRole('button');
    const region = lockStatus.locator('.pl-live-region');
    // The live region is in the page before anything is said in it.
    await expect(region).toHaveText('');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toBeFocused();
    await expect(region).toHaveText('Unlocking…');
    await expect(region).toHaveText('Front Door is unlocked');
    await expect(toggle).not.toHaveAttribute('aria-disabled');
    await expect(toggle).toBeFocused();
    // A second press while pending does nothing (aria-disabled buttons ignore clicks).
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(region).toHaveText('Front Door is locked');
    await expect(toggle).toHaveText('Unlock');
    await expect(toggle).toBeFocused();
  });
}

test('the delete confirmation is a modal alert dialog naming the code, trapping focus', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  const rowNames = page.locator('.pl-ac-row-name');
  await expect(rowNames.first()).toBeVisible();
  const first = (await rowNames.first().textContent()) ?? '';
  const second = (await rowNames.nth(1).textContent()) ?? '';
  const menuButton = page.getByRole('button', { name: `Actions for ${first}` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete code' }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Delete this code and data? ${first}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  // The dialog is modal (the top layer's `:modal`) and the rest of the page is inert: even a
  // script's focus() cannot take focus out of it.
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  await menuButton.evaluate((el: HTMLElement) => el.focus());
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Deleting moves focus to the row that takes its place.
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete code' }).press('Enter');
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Actions for ${first}` })).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).name).toContain(second);
  await expectFocusInView(page);
});

test('Delete → Cancel or Escape in the details gives focus back to Delete', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  const { access_codes } = await fakeApi.api<{
    access_codes: { access_code_id: string; name: string }[];
  }>('/access_codes/list', { device_id: device.device_id });
  const code = access_codes[0];
  if (!code) throw new Error('no code');
  await playground.open('access-code-details', { accessCodeId: code.access_code_id });
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Delete this code and data? ${code.name}` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  // A failed delete closes the dialog too, with focus back on Delete and the failure said by
  // the error snackbar, as in the table.
  await fakeApi.fault({ path: '/access_codes/delete', status: 500, count: 5 });
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(snackbar(page, 'The code could not be deleted. Please try again.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});

test('Try again keeps focus in the view once the failure clears', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await fakeApi.fault({ path: '/access_codes/list', status: 500, count: 100 });
  await page.clock.install();
  await playground.open('access-codes', { deviceId: device.device_id });
  const alert = snackbar(page, 'Access codes could not be loaded');
  await expect(async () => {
    await page.clock.fastForward(4_000);
    await expect(alert).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [50], timeout: 20_000 });
  await fakeApi.clearFaults();
  await alert.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Access Codes \(\d+\)$/ })).toBeFocused();
});

test("a details screen's Try again keeps focus while its retry runs, and after it fails again", async ({
  page,
  playground,
  fakeApi,
}) => {
  const FAILED = 'This device could not be loaded';
  const device = await seededDevice(fakeApi, 'Front Door');
  await fakeApi.fault({ path: '/devices/get', status: 500, count: 100 });
  await playground.open('device-details', { deviceId: device.device_id });
  await expect(page.getByText(FAILED, { exact: true })).toBeVisible();
  // Before, the failure gave way to the spinner mid-retry and focus fell to the heading.
  await expectRetryKeepsFocus(page, fakeApi, {
    url: '**/devices/get**',
    retry: page.getByRole('button', { name: 'Try again', exact: true }),
    failure: page.getByText(FAILED, { exact: true }),
    loaded: page.getByRole('button', { name: 'Unlock' }),
  });
});

test("a table's Try again keeps focus while its retry runs, and after it fails again", async ({
  page,
  playground,
  fakeApi,
}) => {
  await fakeApi.fault({ path: '/devices/list', status: 500, count: 100 });
  await playground.open('devices');
  const failure = snackbar(page, 'Devices could not be loaded');
  await expect(failure).toBeVisible();
  // Before, the snackbar went away mid-retry and focus fell to the heading.
  await expectRetryKeepsFocus(page, fakeApi, {
    url: '**/devices/list**',
    retry: failure.getByRole('button', { name: 'Try again', exact: true }),
    failure,
    loaded: page.getByRole('heading', { name: /^Devices \(\d+\)$/ }),
  });
});

test('a focused snackbar waits, and closing it leaves focus in the view', async ({
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
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Copy code' }).press('Enter');
  const snackbar = page.locator('.pl-snackbar').filter({ hasText: 'Code copied' });
  await expect(snackbar).toBeVisible();
  const close = snackbar.getByRole('button', { name: 'Close' });
  await close.focus();
  // Focus inside pauses the countdown: it stays as long as the keyboard is there.
  await page.clock.fastForward(6_000);
  await expect(snackbar).toBeVisible();
  await close.press('Enter');
  await expect(snackbar).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test("the last row's menu opens in full, outside the list's scroll box", async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await page.setViewportSize({ width: 320, height: 480 });
  await playground.open('access-codes', { deviceId: device.device_id });
  const buttons = page.getByRole('button', { name: /^Actions for / });
  await expect(buttons.first()).toBeVisible();
  const last = buttons.last();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no menu box');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // Every item is the topmost element at its centre: nothing covers or clips it.
  for (const item of await menu.getByRole('menuitem').all()) {
    const hit = await item.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit).toBe(true);
  }
});

test('a focused search box disabled because its list emptied hands focus to the view', async ({
  page,
  playground,
  fakeApi,
}) => {
  await playground.open('devices');
  const search = page.getByRole('searchbox', { name: 'Search devices' });
  await expect(search).toBeEnabled();
  await search.focus();
  const { devices } = await fakeApi.api<{ devices: { device_id: string }[] }>('/devices/list');
  for (const { device_id } of devices) await fakeApi.api('/devices/simulate/remove', { device_id });
  // The page coming back into view refetches the (stale) list.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(search).toBeDisabled();
  // Chromium drops focus from a disabled control at its next frame; the view takes it back.
  await expect(page.getByRole('heading', { name: 'Devices (0)' })).toBeFocused();
  await expectFocusInView(page);
});
