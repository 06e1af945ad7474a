import type { Locator, Page } from '@playwright/test';
import { expect, type Playground, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';

/**
 * Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses
 * (Chromium gives each part of a datetime-local input its own Tab stop).
 */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens the lock's code table and, from the keyboard, the first row's menu; returns its button. */
async function openFirstRowMenu(
  page: Page,
  device: { device_id: string },
  playground: Playground,
): Promise<Locator> {
  await playground.open('access-codes', { deviceId: device.device_id });
  const menuButton = page.getByRole('button', { name: /^Actions for / }).first();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Copy code' })).toBeFocused();
  return menuButton;
}

test('a code can be opened, edited and saved with the keyboard alone', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  const search = page.getByRole('searchbox', { name: 'Search access codes' });
  await search.focus();
  const menuButton = page.getByRole('button', { name: /^Actions for / }).first();
  await tabTo(page, menuButton);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Copy code' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Delete code' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Edit code' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Edit access code' })).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Name' });
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Typed with keys');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Access code updated')).toBeVisible();
  const { access_codes } = await fakeApi.api<{ access_codes: { name: string }[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  expect(access_codes.filter((c) => c.name === 'Typed with keys')).toHaveLength(1);
});

test('Escape closes a row menu and gives focus back to its button', async ({
  page,
  playground,
  fakeApi,
}) => {
  const menuButton = await openFirstRowMenu(page, await lockWithCodes(fakeApi), playground);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton).toBeFocused();
});

// The items follow the button in the DOM and are drawn under it: Shift+Tab out of the open menu
// goes back to that button, as the previous stop, and Tab goes on to the next row.
test('Shift+Tab out of an open row menu lands on its button, Tab on the next row', async ({
  page,
  playground,
  fakeApi,
}) => {
  const menuButton = await openFirstRowMenu(page, await lockWithCodes(fakeApi), playground);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Copy code' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton).not.toBeFocused();
  await expect(page.locator('.pl-ac-row').nth(1).locator(':focus')).toHaveCount(1);
});

test('the create form and its sub-screens work from the keyboard', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('create-access-code', { deviceId: device.device_id });
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.focus();
  await page.keyboard.type('Keyboard guest');
  await tabTo(page, page.getByRole('button', { name: 'Generate code' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Code (PIN)' })).not.toHaveValue('');
  const ongoing = page.getByRole('radio', { name: 'Ongoing' });
  await tabTo(page, ongoing);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Start/end times' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Edit times' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Start time')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  // The form's own heading ('Add new access code') contains 'access code' too: wait for it to go.
  await expect(page.getByRole('heading', { name: 'Add new access code' })).toBeHidden();
  const typeOnServer = async () => {
    const { access_codes } = await fakeApi.api<{ access_codes: { name: string; type: string }[] }>(
      '/access_codes/list',
      { device_id: device.device_id },
    );
    return access_codes.find((c) => c.name === 'Keyboard guest')?.type;
  };
  await expect.poll(typeOnServer).toBe('time_bound');
});

test('opening a row moves focus to the details, and Back returns it to the row', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  const row = page.locator('.pl-ac-row-main').first();
  const name = await page.locator('.pl-ac-row-name').first().textContent();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: `${name}, Access code`, exact: true }),
  ).toBeFocused();
  // The Back button sits just before the heading.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Back' }).filter({ visible: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toBeFocused();
});

test('a code deleted from its details by keyboard leaves focus on the row that took its place', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  const names = page.locator('.pl-ac-row-name');
  await expect(names.first()).toBeVisible();
  const before = await names.allTextContents();
  expect(before.length).toBeGreaterThan(1);
  const rowButton = (name: string) =>
    page
      .locator('[data-pl-code]', { has: page.locator('.pl-ac-row-name', { hasText: name }) })
      .locator('button')
      .first();
  await rowButton(before[0] as string).focus();
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(before.slice(1));
  await expect(rowButton(before[1] as string)).toBeFocused();
});
