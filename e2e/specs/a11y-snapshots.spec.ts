import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

/**
 * The accessibility tree of each view, kept in the repo (`a11y-snapshots.spec.ts-snapshots/`) so
 * a change to names, roles or headings shows up in review. Values that move with the clock or
 * the seed's random ids are masked; run with `--update-snapshots` after an intended change.
 */
async function tree(view: Locator): Promise<string> {
  const snapshot = await view.ariaSnapshot();
  return `${snapshot
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(
      /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}(, \d{4})?(, \d{1,2}:\d{2}\s?[AP]M)?/g,
      '<date>',
    )
    .replace(/\b\d{1,2}:\d{2}\s?[AP]M\b/g, '<time>')}\n`;
}

const view = (page: import('@playwright/test').Page) =>
  page.locator('.porchlight-components').first();

test('device table', async ({ page, playground }) => {
  await playground.open('devices');
  await expect(page.locator('.pl-device-row__name').first()).toBeVisible();
  await expect(page.locator('.pl-loading-toast')).toHaveCount(0);
  expect(await tree(view(page))).toMatchSnapshot('devices.aria.yml');
});

test('lock details', async ({ page, playground, fakeApi }) => {
  const device = await seededDevice(fakeApi, 'Front Door');
  await playground.open('device-details', { deviceId: device.device_id });
  await expect(page.getByRole('button', { name: /^\d+ access codes$/ })).toBeVisible();
  expect(await tree(view(page))).toMatchSnapshot('lock-details.aria.yml');
});

test('access code table and details', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  await expect(page.locator('.pl-ac-row-name').first()).toBeVisible();
  await expect(page.locator('.pl-loading-toast')).toHaveCount(0);
  expect(await tree(view(page))).toMatchSnapshot('access-codes.aria.yml');
  const name = await page.locator('.pl-ac-row-name').first().textContent();
  await page.locator('.pl-ac-row-main').first().click();
  await expect(
    page.getByRole('heading', { name: `${name}, Access code`, exact: true }),
  ).toBeFocused();
  expect(await tree(view(page))).toMatchSnapshot('access-code-details.aria.yml');
});

test('create access code form with its errors', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('create-access-code', { deviceId: device.device_id });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.pl-ac-field-error').first()).toBeVisible();
  expect(await tree(view(page))).toMatchSnapshot('create-access-code.aria.yml');
});

test('climate setting schedules', async ({ page, playground }) => {
  await playground.open('climate-schedules');
  await expect(page.locator('.pl-virtual-list__items li').first()).toBeVisible();
  await expect(page.locator('.pl-loading-toast')).toHaveCount(0);
  expect(await tree(view(page))).toMatchSnapshot('climate-setting-schedules.aria.yml');
});
