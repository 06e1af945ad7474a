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
        createRoot(document.getElementById('root')).render(
          h('div', { className: 'porchlight-components porchlight-theme-light' },
            row(trigger('Start'), trigger('Middle'), trigger('End')),
            row(h('span'), trigger('Short', 'Mode'), h('span'))));
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
  await expect(page.getByRole('button')).toHaveCount(4);
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
