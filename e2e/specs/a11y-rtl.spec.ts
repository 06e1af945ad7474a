import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { unmirroredBoxes } from '../support/mirror.js';
import { restingPixels, shareOfPixelsChanged, shareUnlikeMirror } from '../support/pixels.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

test('every view lays out mirrored in a right-to-left host', async ({
  page,
  playground,
  fakeApi,
}) => {
  test.slow();
  const lock = await lockWithCodes(fakeApi);
  const front = await seededDevice(fakeApi, 'Front Door');
  const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
  const { access_codes } = await fakeApi.api<{ access_codes: { access_code_id: string }[] }>(
    '/access_codes/list',
    { device_id: lock.device_id },
  );
  const code = access_codes[0];
  if (!code) throw new Error('no code');
  const found: string[] = [];
  const check = async (
    name: string,
    params: Record<string, string>,
    ready: () => Promise<void>,
  ) => {
    await playground.open(name, params);
    await ready();
    for (const line of await unmirroredBoxes(page)) found.push(`${name}: ${line}`);
  };
  await check('devices', {}, () =>
    expect(page.locator('.pl-device-row__name').first()).toBeVisible(),
  );
  await check('device-details', { deviceId: front.device_id }, () =>
    expect(page.getByRole('heading', { name: 'Front Door, Device', exact: true })).toBeVisible(),
  );
  await check('access-codes', { deviceId: lock.device_id }, () =>
    expect(page.locator('.pl-ac-row-name').first()).toBeVisible(),
  );
  await check('access-code-details', { accessCodeId: code.access_code_id }, () =>
    expect(page.locator('.pl-ac-fields').first()).toBeVisible(),
  );
  await check('create-access-code', { deviceId: lock.device_id }, () =>
    expect(page.getByRole('button', { name: 'Save' })).toBeVisible(),
  );
  await check('thermostat', { deviceId: thermostat.device_id }, () =>
    expect(page.getByRole('switch', { name: 'Allow manual override' })).toBeVisible(),
  );
  await check('climate-schedules', {}, () =>
    expect(page.locator('.pl-virtual-list__items li').first()).toBeVisible(),
  );
  await check('supported-devices', {}, () =>
    expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(),
  );
  expect(found).toEqual([]);
});

const setDir = (page: Page, dir: 'ltr' | 'rtl') =>
  page.evaluate((value) => document.documentElement.setAttribute('dir', value), dir);

// A host may set the direction in its stylesheet only (`direction: rtl` on a container), with
// no dir attribute: the layout mirrors, and the icons must follow it.
const setCssDirection = (page: Page, direction: 'ltr' | 'rtl') =>
  page.evaluate((value) => {
    document.documentElement.removeAttribute('dir');
    document.body.style.direction = value;
  }, direction);

for (const [how, set] of [
  ['a dir attribute', setDir],
  ['only CSS direction', setCssDirection],
] as const) {
  test(`Back and the row chevrons point the way of a right-to-left page (${how})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const front = await seededDevice(fakeApi, 'Front Door');
    await playground.open('device-details', { deviceId: front.device_id });
    const back = page.getByRole('button', { name: 'Back' }).locator('.pl-icon--directional');
    const chevron = page.locator('.pl-device-details__codes .pl-icon--directional');
    await expect(chevron).toBeVisible();
    for (const icon of [back, chevron]) {
      await set(page, 'ltr');
      const ltr = await restingPixels(page, icon);
      await set(page, 'rtl');
      const rtl = await restingPixels(page, icon);
      expect(await shareUnlikeMirror(page, ltr, rtl), 'share unlike the mirror image').toBeLessThan(
        0.02,
      );
      // A mirror of a symmetric nothing would pass too: the icon is drawn, and differs flipped.
      expect(await shareOfPixelsChanged(page, ltr, rtl), 'share that flips').toBeGreaterThan(0.05);
    }
  });
}

test("a schedule's start-to-end arrow points the way of a right-to-left page", async ({
  page,
  playground,
}) => {
  await playground.open('climate-schedules');
  await page.locator('.pl-virtual-list__items li').first().getByRole('button').click();
  const arrow = page.locator('.pl-schedule-details__arrow .pl-icon--directional');
  await expect(arrow).toBeVisible();
  await setDir(page, 'ltr');
  const ltr = await restingPixels(page, arrow);
  await setDir(page, 'rtl');
  const rtl = await restingPixels(page, arrow);
  expect(await shareUnlikeMirror(page, ltr, rtl), 'share unlike the mirror image').toBeLessThan(
    0.02,
  );
  expect(await shareOfPixelsChanged(page, ltr, rtl), 'share that flips').toBeGreaterThan(0.05);
});

test('a device row chevron follows a container that sets only CSS direction', async ({
  page,
  playground,
}) => {
  await playground.open('devices');
  const row = page.locator('.pl-table-row').first();
  await expect(row).toBeVisible();
  const chevron = row.locator('.pl-icon--directional');
  const ltr = await restingPixels(page, chevron);
  // The host's container, not the page: the view's own wrapper takes the direction from it.
  await page.evaluate(() => {
    const wrapper = document.querySelector('.porchlight-components') as HTMLElement;
    (wrapper.parentElement as HTMLElement).style.direction = 'rtl';
  });
  const rtl = await restingPixels(page, chevron);
  expect(await shareUnlikeMirror(page, ltr, rtl)).toBeLessThan(0.02);
  // The chevron moved to the row's left end, as the layout did.
  const [rowBox, iconBox] = [await row.boundingBox(), await chevron.boundingBox()];
  if (!rowBox || !iconBox) throw new Error('no box');
  expect(iconBox.x - rowBox.x).toBeLessThan(rowBox.width / 2);
});

test("a row's menu opens under its button, aligned to its inline end, in a right-to-left page", async ({
  page,
  playground,
  fakeApi,
}) => {
  const lock = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: lock.device_id });
  await expect(page.locator('.pl-ac-row-name').first()).toBeVisible();
  await setDir(page, 'rtl');
  const button = page.locator('.pl-ac-menu').first().getByRole('button');
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const [anchor, list] = [await button.boundingBox(), await menu.boundingBox()];
  if (!anchor || !list) throw new Error('no box');
  expect(Math.abs(list.x - anchor.x)).toBeLessThanOrEqual(1);
});

test('the arrow keys move a set point the way its slider is drawn in a right-to-left page', async ({
  page,
  playground,
  fakeApi,
}) => {
  const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('thermostat', { deviceId: thermostat.device_id });
  const heating = page.getByRole('slider', { name: 'Heating set point' });
  await expect(heating).toHaveValue('68');
  await setDir(page, 'rtl');
  // The minimum is on the right, as Chromium draws a range in RTL: Left moves toward the maximum.
  await heating.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(heating).toHaveValue('69');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(heating).toHaveValue('67');
});
