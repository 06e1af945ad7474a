import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { restingPixels, shareOfPixelsChanged } from '../support/pixels.js';
import { systemColours } from '../support/system-colours.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

// Windows High Contrast (forced colours) replaces every background and box-shadow with the
// system's colours: a state drawn only with a background must be drawn some other way there.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

async function openThermostat(
  page: Page,
  open: (name: string, params: Record<string, string>) => Promise<string>,
  id: string,
) {
  await open('thermostat', { deviceId: id });
  await expect(
    page.getByRole('heading', { name: 'Living Room Thermostat', exact: true }),
  ).toBeVisible();
}

test('the chosen option of a segmented control stands out in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await openThermostat(page, playground.open, device.device_id);
  const celsius = page
    .getByRole('radiogroup', { name: 'Temperature unit' })
    .getByRole('radio', { name: '°C' });
  const option = celsius.locator('xpath=..');
  const before = await restingPixels(page, option);
  await celsius.click();
  await expect(celsius).toBeChecked();
  expect(
    await shareOfPixelsChanged(page, before, await restingPixels(page, option)),
    'share of the option that changes',
  ).toBeGreaterThan(0.25);
});

test("a switch's thumb is visible against its track in forced colours", async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await openThermostat(page, playground.open, device.device_id);
  const toggle = page.getByRole('switch', { name: 'Allow manual override' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const colours = await toggle.evaluate((element) => {
    const thumb = element.querySelector('.pl-switch__thumb') as HTMLElement;
    return {
      track: getComputedStyle(element).backgroundColor,
      thumb: getComputedStyle(thumb).backgroundColor,
    };
  });
  expect(colours.thumb).not.toBe(colours.track);
});

test('a pressed issue filter looks pressed in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  await playground.open('devices');
  const chip = page.getByRole('group', { name: 'Issue filters' }).getByRole('button').first();
  await expect(chip).toBeVisible();
  const before = await restingPixels(page, chip);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  expect(
    await shareOfPixelsChanged(page, before, await restingPixels(page, chip)),
    'share of the filter that changes',
  ).toBeGreaterThan(0.25);

  const lock = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: lock.device_id });
  const toggle = page.locator('.pl-ac-issue-toggle');
  await expect(toggle).toBeVisible();
  const off = await restingPixels(page, toggle);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(
    await shareOfPixelsChanged(page, off, await restingPixels(page, toggle)),
    'share of the filter that changes',
  ).toBeGreaterThan(0.25);
});

test('a disabled segmented control looks disabled in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  const heat = page
    .getByRole('radiogroup', { name: 'Mode', exact: true })
    .getByRole('radio', { name: 'Heat', exact: true });
  const textColour = () =>
    heat.locator('xpath=..').evaluate((label) => getComputedStyle(label).color);
  await openThermostat(page, playground.open, device.device_id);
  await expect(heat).toBeEnabled();
  const enabled = await textColour();
  await fakeApi.setOnline(device.device_id, false);
  await openThermostat(page, playground.open, device.device_id);
  await expect(heat).toBeDisabled();
  expect(await textColour()).not.toBe(enabled);
});

/** Share of the control that changes when the pointer moves onto it (focus kept off it). */
async function hoverChange(page: Page, control: Locator): Promise<number> {
  const resting = await restingPixels(page, control);
  await control.hover();
  const hovered = await control.screenshot({ animations: 'disabled' });
  return shareOfPixelsChanged(page, resting, hovered);
}

// A control without a border shows nothing on hover once forced colours erase the fill: any
// clear change of a few percent is a cue (a 2px outline round a 36px button changes a sixth).
const HOVER_CUE = 0.02;

/**
 * The least change that counts on a bordered row: more than a 1px ring round its box, since
 * Chromium's own hover tints a button's border and that hairline is no cue a reader can rely on.
 */
async function moreThanAHairline(row: Locator): Promise<number> {
  const box = await row.boundingBox();
  if (!box) throw new Error('no box');
  const ring = (2 * (box.width + box.height)) / (box.width * box.height);
  return Math.max(HOVER_CUE, 1.5 * ring);
}

test('a device row under the pointer stands out in forced colours', async ({
  page,
  playground,
}) => {
  await playground.open('devices');
  const row = page.locator('.pl-table-row').first();
  await expect(row).toBeVisible();
  expect(await hoverChange(page, row)).toBeGreaterThan(await moreThanAHairline(row));
});

test('an access code row under the pointer stands out in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  const lock = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: lock.device_id });
  const row = page.locator('.pl-ac-row-main').first();
  await expect(row).toBeVisible();
  expect(await hoverChange(page, row)).toBeGreaterThan(await moreThanAHairline(row));
});

test('an icon button under the pointer stands out in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  const lock = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: lock.device_id });
  const actions = page.getByRole('button', { name: /^Actions for / }).first();
  await expect(actions).toBeVisible();
  expect(await hoverChange(page, actions)).toBeGreaterThan(HOVER_CUE);
});

test('a menu item under the pointer stands out in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  const lock = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: lock.device_id });
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  // The second item: the first holds the focus the menu gave it on opening.
  const item = items.nth(1);
  await page.mouse.move(0, 0);
  const resting = await item.screenshot({ animations: 'disabled' });
  await item.hover();
  const hovered = await item.screenshot({ animations: 'disabled' });
  expect(await shareOfPixelsChanged(page, resting, hovered)).toBeGreaterThan(HOVER_CUE);
});

test("the thermostat's Scheduled climates row under the pointer stands out in forced colours", async ({
  page,
  playground,
  fakeApi,
}) => {
  const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
  await openThermostat(page, playground.open, thermostat.device_id);
  const row = page.getByRole('button', { name: '3 scheduled climates' });
  await expect(row).toBeVisible();
  expect(await hoverChange(page, row)).toBeGreaterThan(await moreThanAHairline(row));
});

test('the menu item that holds focus stands out in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  const lock = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: lock.device_id });
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.mouse.move(0, 0);
  const focused = await items.first().screenshot({ animations: 'disabled' });
  await items.nth(1).focus();
  const unfocused = await items.first().screenshot({ animations: 'disabled' });
  expect(await shareOfPixelsChanged(page, focused, unfocused)).toBeGreaterThan(HOVER_CUE);
});

test('offline device rows keep their stepped-back look (GrayText) in forced colours', async ({
  page,
  playground,
}) => {
  await playground.open('devices');
  const offline = page.locator('.pl-table-row--faded');
  await expect(offline.first()).toBeVisible();
  const online = page.locator('.pl-table-row:not(.pl-table-row--faded)').first();
  const [grayText, canvasText] = await systemColours(page, ['GrayText', 'CanvasText']);
  expect(grayText).not.toBe(canvasText);
  const nameColour = (row: Locator) =>
    row.locator('.pl-device-row__name').evaluate((name) => getComputedStyle(name).color);
  for (const row of await offline.all()) {
    await expect(row).toContainText(/Offline/);
    expect(await nameColour(row)).toBe(grayText);
  }
  expect(await nameColour(online)).not.toBe(grayText);
});

test('a disabled icon button shows no hover cue in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await fakeApi.setOnline(device.device_id, false);
  await openThermostat(page, playground.open, device.device_id);
  const raise = page.getByRole('button', { name: 'Raise heating set point' });
  await expect(raise).toBeDisabled();
  expect(await hoverChange(page, raise)).toBe(0);
  // The same button, enabled, does show it: the check above can fail.
  await fakeApi.setOnline(device.device_id, true);
  await openThermostat(page, playground.open, device.device_id);
  await expect(raise).toBeEnabled();
  expect(await hoverChange(page, raise)).toBeGreaterThan(HOVER_CUE);
});
