import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  clippedText,
  expectNoSidewaysScroll,
  outsideBodyPadding,
  overlappingRows,
  wordsBrokenInHeadingsAndLabels,
} from '../support/reflow.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

// A reader's larger default font reaches the page as a larger root font size, as does a host's
// `html { font-size: 24px }`; a host's `html { font-size: 62.5% }` (10 px) shrinks it.

/** The font size of every visible piece of text in the views, by element. */
async function textSizes(page: Page): Promise<Map<string, number>> {
  const sizes = await page.evaluate(() => {
    const found: [string, number][] = [];
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll<HTMLElement>('.porchlight-components *')) {
      if (!element.checkVisibility() || element.closest('.pl-visually-hidden')) continue;
      // The playground's own controls that it puts beside a view (its thermostat picker).
      const host = element.closest('[class*="playground-"]');
      if (host?.closest('.porchlight-components')) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText) continue;
      const name = `${element.className} "${element.textContent?.trim().slice(0, 30)}"`;
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      found.push([`${name} #${n}`, Number.parseFloat(getComputedStyle(element).fontSize)]);
    }
    return found;
  });
  return new Map(sizes);
}

async function setRootFontSize(page: Page, size: string) {
  await page.evaluate((value) => {
    document.documentElement.style.setProperty('font-size', value, 'important');
  }, size);
}

/** Text whose size did not follow the root's change by `ratio` (a 0.5 px rounding allowed). */
async function textNotScaled(page: Page, root: string, ratio: number): Promise<string[]> {
  const before = await textSizes(page);
  expect(before.size, 'pieces of text measured').toBeGreaterThan(5);
  await setRootFontSize(page, root);
  const after = await textSizes(page);
  const found: string[] = [];
  for (const [name, size] of before) {
    const scaled = after.get(name);
    if (scaled !== undefined && Math.abs(scaled - size * ratio) > 0.5) {
      found.push(`${name}: ${size}px became ${scaled}px`);
    }
  }
  return found;
}

async function openEach(
  page: Page,
  playground: { open(name: string, params?: Record<string, string>): Promise<string> },
  fakeApi: Parameters<typeof lockWithCodes>[0],
  visit: (name: string) => Promise<void>,
) {
  const lock = await lockWithCodes(fakeApi);
  const front = await seededDevice(fakeApi, 'Front Door');
  const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
  const screens: [string, Record<string, string>, () => Promise<void>][] = [
    ['devices', {}, () => expect(page.locator('.pl-device-row__name').first()).toBeVisible()],
    [
      'device-details',
      { deviceId: front.device_id },
      () => expect(page.locator('.pl-detail-list__row').first()).toBeVisible(),
    ],
    [
      'access-codes',
      { deviceId: lock.device_id },
      () => expect(page.locator('.pl-ac-row-name').first()).toBeVisible(),
    ],
    [
      'thermostat',
      { deviceId: thermostat.device_id },
      () => expect(page.getByRole('switch', { name: 'Allow manual override' })).toBeVisible(),
    ],
    [
      'climate-schedules',
      {},
      () => expect(page.locator('.pl-virtual-list__items li').first()).toBeVisible(),
    ],
    [
      'supported-devices',
      {},
      () => expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(),
    ],
  ];
  for (const [name, params, ready] of screens) {
    await playground.open(name, params);
    await ready();
    await visit(name);
  }
}

test('all the text of the views grows with a larger root font size, keeping its proportions', async ({
  page,
  playground,
  fakeApi,
}) => {
  test.slow();
  const found: string[] = [];
  await openEach(page, playground, fakeApi, async (name) => {
    for (const line of await textNotScaled(page, '24px', 1.5)) found.push(`${name}: ${line}`);
  });
  expect(found).toEqual([]);
});

test("a host's small root font size (62.5%) does not shrink the views' text", async ({
  page,
  playground,
  fakeApi,
}) => {
  test.slow();
  const found: string[] = [];
  await openEach(page, playground, fakeApi, async (name) => {
    for (const line of await textNotScaled(page, '62.5%', 1)) found.push(`${name}: ${line}`);
  });
  expect(found).toEqual([]);
});

test('every view reflows at 320 CSS px with a 24 px root font size', async ({
  page,
  playground,
  fakeApi,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 720 });
  const found: string[] = [];
  await openEach(page, playground, fakeApi, async (name) => {
    await setRootFontSize(page, '24px');
    await expectNoSidewaysScroll(page);
    // Rows are measured again once the text grows.
    await expect.poll(() => overlappingRows(page), `overlapping rows on ${name}`).toEqual([]);
    for (const line of await clippedText(page)) found.push(`${name}: clipped ${line}`);
    for (const word of await wordsBrokenInHeadingsAndLabels(page)) found.push(`${name}: ${word}`);
    for (const line of await outsideBodyPadding(page)) found.push(`${name}: outside ${line}`);
  });
  expect(found).toEqual([]);
});
