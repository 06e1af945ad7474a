import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

// 320 CSS px (WCAG 1.4.10) and a desktop window.
const WIDTHS = [320, 1280];
// Slow enough answers that the loading indicator is on screen while the spec measures it.
const LATENCY_MS = 3000;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Both shown at once, and the loading indicator's box clear of the search box's. */
async function expectApart(page: Page, loading: Locator, search: Locator) {
  await expect(loading).toBeVisible();
  await expect(search).toBeVisible();
  const [loadingBox, searchBox] = await Promise.all([loading.boundingBox(), search.boundingBox()]);
  if (!loadingBox || !searchBox) throw new Error('no box to compare');
  expect(intersects(loadingBox, searchBox), 'loading indicator over the search box').toBe(false);
  // Still loading when measured: the boxes compared are the ones shown together.
  await expect(loading).toBeVisible();
  // The page itself is not covered either: the indicator stays inside the view's width.
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(loadingBox.x + loadingBox.width).toBeLessThanOrEqual(width);
}

for (const width of WIDTHS) {
  test(`the loading indicator never covers the search box at ${width} CSS px`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 720 });
    const lock = await lockWithCodes(fakeApi);
    const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
    await fakeApi.config({ latency_ms: LATENCY_MS });

    await playground.open('devices');
    await expectApart(
      page,
      page.locator('.pl-loading-toast'),
      page.getByRole('searchbox', { name: 'Search devices' }),
    );

    await playground.open('access-codes', { deviceId: lock.device_id });
    await expectApart(
      page,
      page.locator('.pl-ac-loading'),
      page.getByRole('searchbox', { name: 'Search access codes' }),
    );

    await playground.open('climate-schedules', { deviceId: thermostat.device_id });
    await expectApart(
      page,
      page.locator('.pl-loading-toast'),
      page.getByRole('searchbox', { name: 'Search climate setting schedules' }),
    );

    await playground.open('supported-devices');
    await expectApart(
      page,
      page.getByText('Loading device models...'),
      page.getByRole('searchbox', { name: 'Search device models' }),
    );
  });
}
