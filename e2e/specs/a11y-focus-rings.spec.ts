import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';

/**
 * The sides of a focused control's outline that a clipping ancestor (a scroll box, overflow
 * hidden or clip) or the viewport's sides cut off, each named with the box that cuts it.
 */
function clippedRing(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    const grow = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
    const box = element.getBoundingClientRect();
    const ring = {
      left: box.left - grow,
      top: box.top - grow,
      right: box.right + grow,
      bottom: box.bottom + grow,
    };
    const cuts: string[] = [];
    const check = (name: string, clip: typeof ring, x: boolean, y: boolean) => {
      if (x && ring.left < clip.left - 0.5) cuts.push(`left by ${name}`);
      if (x && ring.right > clip.right + 0.5) cuts.push(`right by ${name}`);
      if (y && ring.top < clip.top - 0.5) cuts.push(`top by ${name}`);
      if (y && ring.bottom > clip.bottom + 0.5) cuts.push(`bottom by ${name}`);
    };
    for (let node = element.parentElement; node; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      if (node === document.documentElement || node === document.body) continue;
      const outer = node.getBoundingClientRect();
      const left = outer.left + node.clientLeft;
      const top = outer.top + node.clientTop;
      const clip = { left, top, right: left + node.clientWidth, bottom: top + node.clientHeight };
      check(`.${node.className}`, clip, overflowX !== 'visible', overflowY !== 'visible');
    }
    // Sideways only: the page scrolls vertically, and focusing scrolls the control, not its ring,
    // into view; nothing may scroll sideways at 320 px.
    const page = document.documentElement;
    check('the viewport', { left: 0, top: 0, right: page.clientWidth, bottom: 0 }, true, false);
    return cuts;
  });
}

test('every focus ring in the access code list shows whole at 320 px (dark)', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await page.setViewportSize({ width: 320, height: 640 });
  await playground.open('access-codes', { deviceId: device.device_id, theme: 'dark' });
  const list = page.locator('.pl-access-codes .pl-virtual-list');
  const first = list.locator('button').first();
  await expect(first).toBeVisible();
  // Keyboard focus, so :focus-visible applies, then Tab through every control of the list.
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const seen: string[] = [];
  for (let step = 0; step < 40; step++) {
    const focused = page.locator(':focus');
    const inList = await focused.evaluate((element) =>
      Boolean(element.closest('.pl-access-codes .pl-virtual-list')),
    );
    if (!inList) break;
    const name = (await focused.getAttribute('aria-label')) ?? (await focused.innerText());
    seen.push(name);
    expect(await clippedRing(focused), name).toEqual([]);
    await page.keyboard.press('Tab');
  }
  // Rows and their menus: at least the first and the last row were walked.
  expect(seen.length).toBeGreaterThanOrEqual(4);
});

test('every focus ring in the supported devices view shows whole at 320 px (dark)', async ({
  page,
  playground,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await playground.open('supported-devices', { theme: 'dark' });
  const view = page.locator('.pl-catalogue');
  const filters = view.getByRole('button', { name: /^Filters/ });
  await expect(filters).toBeVisible();
  await expect(view.getByRole('button', { name: /^See all/ }).first()).toBeVisible();
  // Keyboard focus, so :focus-visible applies, then Tab through the view's controls.
  await filters.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const seen: string[] = [];
  for (let step = 0; step < 30; step++) {
    const focused = page.locator(':focus');
    if (!(await focused.evaluate((element) => Boolean(element.closest('.pl-catalogue'))))) break;
    const name = (await focused.getAttribute('aria-label')) ?? (await focused.innerText());
    seen.push(name);
    // The search box draws its ring on its frame.
    const ringed = (await focused.evaluate((el) => el.classList.contains('pl-search__input')))
      ? focused.locator('xpath=ancestor::*[contains(@class, "pl-search")][1]')
      : focused;
    expect(await clippedRing(ringed), name).toEqual([]);
    await page.keyboard.press('Tab');
  }
  expect(seen.length).toBeGreaterThanOrEqual(3);
});
