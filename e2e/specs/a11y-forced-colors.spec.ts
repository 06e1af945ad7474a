import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { restingPixels, shareOfPixelsChanged } from '../support/pixels.js';
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
