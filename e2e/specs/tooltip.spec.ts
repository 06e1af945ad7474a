import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, test } from '../support/fixtures.js';
import { expectNoSidewaysScroll } from '../support/reflow.js';

// No view shows a Tooltip yet, so the built component is bundled with React into a bare page
// with the built stylesheet: the same files a host gets, laid out by Chromium.
const reactDist = fileURLToPath(new URL('../../packages/react/dist/', import.meta.url));

const LONG_HINT =
  'Heating and cooling keep the temperature between the two set points, switching between ' +
  'the heater and the air conditioner as the room needs, which uses more energy than either.';

async function tooltipPage(page: Page) {
  const bundle = await build({
    stdin: {
      contents: `
        import { createElement as h } from 'react';
        import { createRoot } from 'react-dom/client';
        import { Tooltip } from './ui/Tooltip.js';
        const hint = ${JSON.stringify(LONG_HINT)};
        const trigger = (name, content = hint) =>
          h(Tooltip, { content }, h('button', { type: 'button', className: 'pl-button' }, name));
        const row = (...children) =>
          h('div', { style: { display: 'flex', justifyContent: 'space-between', paddingTop: 200 } },
            ...children);
        // 'Top' sits at the viewport's top edge, with no room above it; the spacer makes the
        // page scroll.
        createRoot(document.getElementById('root')).render(
          h('div', { className: 'porchlight-components porchlight-theme-light' },
            h('div', { style: { display: 'flex', justifyContent: 'center' } }, trigger('Top', 'Mode')),
            row(trigger('Start'), trigger('Middle'), trigger('End')),
            row(h('span'), trigger('Short', 'Mode'), h('span')),
            h('div', { style: { height: 2000 } })));
      `,
      resolveDir: reactDist,
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(
    '<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>',
  );
  await page.addStyleTag({ path: `${reactDist}index.css` });
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  await expect(page.getByRole('button')).toHaveCount(5);
}

for (const name of ['Start', 'Middle', 'End']) {
  test(`a long tooltip wraps inside a 320 px viewport (trigger at the ${name.toLowerCase()})`, async ({
    page,
  }) => {
    await tooltipPage(page);
    const trigger = page.getByRole('button', { name });
    await trigger.focus();
    const hint = page.getByRole('tooltip');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText(LONG_HINT);
    const box = await hint.boundingBox();
    if (!box) throw new Error('no box');
    // Inside the viewport with room to spare, on several lines rather than one endless one.
    expect(box.x).toBeGreaterThanOrEqual(8 - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(320 - 8 + 0.5);
    const lineHeight = await hint.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(box.height).toBeGreaterThan(2 * lineHeight);
    await expectNoSidewaysScroll(page);
  });
}

test('a short tooltip stays on one line, centred over its trigger', async ({ page }) => {
  await tooltipPage(page);
  const trigger = page.getByRole('button', { name: 'Short' });
  await trigger.focus();
  const hint = page.getByRole('tooltip');
  await expect(hint).toHaveText('Mode');
  const [hintBox, triggerBox] = [await hint.boundingBox(), await trigger.boundingBox()];
  if (!hintBox || !triggerBox) throw new Error('no box');
  const lineHeight = await hint.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(hintBox.height).toBeLessThan(2 * lineHeight);
  const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
  expect(Math.abs(centre(hintBox) - centre(triggerBox))).toBeLessThanOrEqual(1);
});

type Box = { x: number; y: number; width: number; height: number };

async function boxes(page: Page, name: string): Promise<{ hint: Box; trigger: Box }> {
  const [hint, trigger] = [
    await page.getByRole('tooltip').boundingBox(),
    await page.getByRole('button', { name }).boundingBox(),
  ];
  if (!hint || !trigger) throw new Error('no box');
  return { hint, trigger };
}

test('a tooltip with no room above its trigger opens below it, inside the viewport', async ({
  page,
}) => {
  await tooltipPage(page);
  await page.getByRole('button', { name: 'Top' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Mode');
  const { hint, trigger } = await boxes(page, 'Top');
  expect(hint.y).toBeGreaterThanOrEqual(trigger.y + trigger.height);
  expect(hint.y + hint.height).toBeLessThanOrEqual(640);
});

test('an open tooltip follows its trigger on scroll, flipping below at the top edge', async ({
  page,
}) => {
  await tooltipPage(page);
  const trigger = page.getByRole('button', { name: 'Short' });
  await trigger.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Mode');
  const before = await boxes(page, 'Short');
  expect(before.hint.y + before.hint.height).toBeLessThanOrEqual(before.trigger.y);
  // Scrolled until the trigger sits at the top edge: no room above it any more.
  await page.evaluate((y) => window.scrollBy(0, y), before.trigger.y - 4);
  await expect
    .poll(async () => {
      const { hint, trigger: box } = await boxes(page, 'Short');
      return hint.y >= box.y + box.height && hint.y + hint.height <= 640;
    })
    .toBe(true);
  // Scrolled back, it returns above the trigger.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(async () => {
      const { hint, trigger: box } = await boxes(page, 'Short');
      return hint.y + hint.height <= box.y && hint.y >= 0;
    })
    .toBe(true);
  await expect(trigger).toBeFocused();
});

test('in forced colours a tooltip is outlined, since its fill is forced away', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await tooltipPage(page);
  await page.getByRole('button', { name: 'Short' }).focus();
  const hint = page.getByRole('tooltip');
  await expect(hint).toHaveText('Mode');
  const border = await hint.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.borderTopStyle, width: Number.parseFloat(style.borderTopWidth) };
  });
  expect(border.style).toBe('solid');
  expect(border.width).toBeGreaterThanOrEqual(1);
});
