import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';

/** The id of the focused element, and whether it is the given input. */
async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
    return (label?.firstChild?.textContent ?? element.textContent ?? '').trim();
  });
}

/** The text an input's aria-describedby points at, each part joined by ' | '. */
async function describedBy(page: Page, name: string): Promise<string> {
  return page.getByRole('textbox', { name }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`)
      .join(' | '),
  );
}

test('a failed submit moves focus to the first invalid field, with its error tied to it', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('create-access-code', { deviceId: device.device_id });
  const name = page.getByRole('textbox', { name: 'Name' });
  const code = page.getByRole('textbox', { name: 'Code (PIN)' });
  await expect(name).toHaveAttribute('aria-required', 'true');
  await expect(code).toHaveAttribute('aria-required', 'true');
  await expect(page.getByText('* required')).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', /.*/);

  // Keyboard only: Save is reached with Tab and pressed with Enter.
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedLabel(page)).toBe('Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(page, 'Name')).toBe('Name is required');
  await expectNoAxeViolationsInBothThemes(page);

  await page.keyboard.type('Guest');
  await expect(name).not.toHaveAttribute('aria-invalid', /.*/);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedLabel(page)).toBe('Code (PIN)');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedLabel(page)).toBe('Code (PIN)');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(page, 'Code (PIN)')).toMatch(/^Code length must be one of/);
  await expectNoAxeViolationsInBothThemes(page);
});

test('a server field error moves focus to that field', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  const { access_codes } = await fakeApi.api<{ access_codes: { code: string | null }[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  const taken = access_codes.find((c) => c.code)?.code ?? '';
  expect(taken).not.toBe('');
  await playground.open('create-access-code', { deviceId: device.device_id });
  await page.getByRole('textbox', { name: 'Name' }).fill('Duplicate');
  await page.getByRole('textbox', { name: 'Code (PIN)' }).fill(taken);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This code is already in use on the device')).toBeVisible();
  await expect.poll(() => focusedLabel(page)).toBe('Code (PIN)');
  await expect(page.getByRole('textbox', { name: 'Code (PIN)' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await describedBy(page, 'Code (PIN)')).toContain(
    'This code is already in use on the device',
  );
});

test('code hints say met or not met in words and icons, not colour alone', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('create-access-code', { deviceId: device.device_id });
  const hints = page.locator('.pl-ac-hints li');
  await expect(hints.last()).toHaveText('Numbers only, met');
  await page.getByRole('textbox', { name: 'Code (PIN)' }).fill('12a');
  await expect(hints.last()).toHaveText('Numbers only, not met');
  await expect(hints.first()).toHaveText(/digit code, not met$/);
  await expect(hints.locator('svg[aria-hidden="true"]')).toHaveCount(2);
  expect(await describedBy(page, 'Code (PIN)')).toContain('Numbers only, not met');
  await expectNoAxeViolationsInBothThemes(page);
});
