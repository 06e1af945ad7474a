// Access code table with 10,000 codes in Chromium: time to first rows and per-keystroke search,
// against the fake API's scale seed and the built playground. Reports medians; asserts nothing.
import { pathToFileURL } from 'node:url';
import { CODE_QUERIES, deviceWithMostCodes } from '../lib/access-code-fixtures.mjs';
import { serveStatic } from '../lib/serve-static.mjs';
import { median } from '../lib/stats.mjs';

const RUNS = 5;

/** The table's search rule (spec §5): trimmed, case-insensitive substring of name or code. */
function expectedRows(codes, text) {
  const needle = text.trim().toLowerCase();
  return codes.filter(
    (c) =>
      (c.name ?? '').toLowerCase().includes(needle) ||
      (c.code ?? '').toLowerCase().includes(needle),
  ).length;
}

export async function run(ctx) {
  const { startFakeApi } = await import(
    pathToFileURL(`${ctx.root}/packages/fake-api/dist/index.js`).href
  );
  const { chromium } = await import('@playwright/test');
  const fakeApi = await startFakeApi({ port: 0, seed: 'scale', devices: 5000, codes: 10000 });
  const site = await serveStatic(`${ctx.root}/apps/playground/dist`, { spa: true });
  const browser = await chromium.launch({
    executablePath: ctx.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const device = await deviceWithMostCodes(fakeApi);
    const firstRows = [];
    const keystrokes = [];
    for (let i = 0; i < RUNS; i += 1) {
      const page = await browser.newPage();
      const url = new URL(site.url);
      for (const [k, v] of Object.entries({
        page: 'access-codes',
        deviceId: device.id,
        endpoint: fakeApi.url,
        publishableKey: fakeApi.keys.publishable_key,
        userIdentifierKey: fakeApi.keys.user_identifier_key,
      }))
        url.searchParams.set(k, v);
      const started = Date.now();
      await page.goto(url.toString());
      await page.locator('.pl-ac-row').first().waitFor({ timeout: 60_000 });
      firstRows.push(Date.now() - started);
      const search = page.getByRole('searchbox', { name: 'Search access codes' });
      for (const query of CODE_QUERIES) {
        const expected = expectedRows(device.codes, query);
        const ms = await page.evaluate(
          async ({ text, rows }) => {
            const input = document.querySelector('input[type="search"]');
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            const frame = () => new Promise((r) => requestAnimationFrame(r));
            // The search is filtered at deferred priority: wait for the list to show the result
            // (its size in aria-setsize, or the empty state), then for the frame that paints it.
            const shown = () =>
              rows === 0
                ? document.querySelector('.pl-ac-empty') !== null
                : document.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ===
                  String(rows);
            const t0 = performance.now();
            setter.call(input, text);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            while (!shown()) {
              if (performance.now() - t0 > 10_000)
                throw new Error(`search "${text}" never settled`);
              await frame();
            }
            await frame();
            return performance.now() - t0;
          },
          { text: query, rows: expected },
        );
        keystrokes.push(ms);
      }
      await search.fill('');
      await page.close();
    }
    const markdown = `| Measure (${device.codes.length} codes, ${RUNS} runs) | Median |
|---|---|
| Time to first rows (navigation → first row) | ${median(firstRows)} ms |
| Search per keystroke (input → filtered rows painted) | ${median(keystrokes).toFixed(1)} ms |
| Slowest keystroke | ${Math.max(...keystrokes).toFixed(1)} ms |`;
    return { title: 'Access code table (10,000 codes)', markdown };
  } finally {
    await browser.close();
    await site.close();
    await fakeApi.close();
  }
}
