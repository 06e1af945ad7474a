// Device table at scale: 5,000 devices from the fake API (scale seed) in Chromium, twice: in the
// built playground (React 19) and as `<porchlight-device-table>` from the elements bundle on a
// plain page (Preact, where `useDeferredValue` defers nothing, so each keystroke filters at once). Reports the time from navigation start to the first rendered rows (the first page of
// 500) and to the full heading (every page), and the time from each search keystroke to the
// filtered list being on screen (measured in the page, so no browser-protocol latency is counted).
// Medians of RUNS page loads; figures only, nothing asserted.
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { providerCall } from '../lib/provider-call.mjs';
import { serveStatic } from '../lib/serve-static.mjs';
import { median, ms } from '../lib/stats.mjs';

const RUNS = 5;
const DEVICES = 5000;
const QUERY = 'Lobby 12';
// Runs in the page before the app: notes when the first device row and the full heading appear.
function recordFirstRows() {
  const marks = {};
  window.__deviceTableMarks = marks;
  const observer = new MutationObserver(() => {
    if (marks.firstRows === undefined && document.querySelector('.pl-device-row')) {
      marks.firstRows = performance.now();
      performance.mark('porchlight:first-rows');
    }
    const heading = document.querySelector('.pl-device-table .pl-heading');
    if (marks.heading === undefined && heading && /\(\d+\)/.test(heading.textContent ?? '')) {
      marks.heading = performance.now();
    }
    if (marks.firstRows !== undefined && marks.heading !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

// Runs in the page: types the query one character at a time and times each keystroke until the
// list shows the expected number of matches (the rows' aria-setsize) or the empty state.
async function typeAndTime({ prefixes, expected }) {
  const input = document.querySelector('.pl-device-table input[type="search"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const shown = () => {
    if (document.querySelector('.pl-device-table .pl-empty-state')) return 0;
    const row = document.querySelector('.pl-device-table li[aria-setsize]');
    return row ? Number(row.getAttribute('aria-setsize')) : -1;
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const times = [];
  for (let i = 0; i < prefixes.length; i++) {
    const started = performance.now();
    setValue.call(input, prefixes[i]);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    while (shown() !== expected[i]) {
      await frame();
      if (performance.now() - started > 10_000) throw new Error(`keystroke ${i} never settled`);
    }
    // The frame that paints the filtered list.
    await frame();
    times.push(performance.now() - started);
  }
  return times;
}

// A plain host page with the device table element, as a page without a bundler embeds it.
function elementsPage(root, api) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-elements-'));
  for (const file of ['elements.js', 'index.min.css']) {
    copyFileSync(`${root}/packages/react/dist/${file}`, join(dir, file));
  }
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>bench elements</title>
<link rel="stylesheet" href="./index.min.css" /><script type="module" src="./elements.js"></script>
</head><body><porchlight-device-table publishable-key="${api.keys.publishable_key}"
user-identifier-key="${api.keys.user_identifier_key}" endpoint="${api.url}" disable-telemetry>
</porchlight-device-table></body></html>`,
  );
  return dir;
}

// Fresh page loads of `url`: navigation → first rows and full heading, then every keystroke.
async function measureLoads(browser, url, search) {
  const firstRows = [];
  const headings = [];
  const keystrokes = [];
  let rowsInDom = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(recordFirstRows);
    await page.goto(url);
    await page.waitForFunction(
      () => window.__deviceTableMarks?.firstRows && window.__deviceTableMarks?.heading,
      null,
      { timeout: 60_000 },
    );
    const marks = await page.evaluate(() => window.__deviceTableMarks);
    firstRows.push(marks.firstRows);
    headings.push(marks.heading);
    rowsInDom = await page.locator('.pl-device-row').count();
    keystrokes.push(...(await page.evaluate(typeAndTime, search)));
    await context.close();
  }
  return { firstRows, headings, keystrokes, rowsInDom };
}

const row = (label, values) =>
  `| ${label} | ${ms(median(values))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} |`;

export async function run({ root, chromiumPath }) {
  const playgroundDir = `${root}/apps/playground/dist`;
  if (!existsSync(`${playgroundDir}/index.html`)) {
    throw new Error('apps/playground/dist is missing: run `npm run build` first');
  }
  const { startFakeApi } = await import(`${root}/packages/fake-api/dist/index.js`);
  const { chromium } = await import('@playwright/test');
  const api = await startFakeApi({ port: 0, seed: 'scale', devices: DEVICES, codes: 100 });
  const site = await serveStatic(playgroundDir, { spa: true });
  const elementsDir = elementsPage(root, api);
  const elementsSite = await serveStatic(elementsDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // Every device: the API answers 500 unless asked for more.
    const { devices } = await providerCall(api, '/devices/list', { limit: DEVICES });
    const names = devices.map((d) => String(d.properties?.name ?? ''));
    const prefixes = Array.from({ length: QUERY.length }, (_, i) => QUERY.slice(0, i + 1));
    const expected = prefixes.map((prefix) => {
      const needle = prefix.trim().toLowerCase();
      return names.filter((name) => name.toLowerCase().includes(needle)).length;
    });
    const url = new URL(site.url);
    url.searchParams.set('page', 'devices');
    url.searchParams.set('endpoint', api.url);
    url.searchParams.set('publishableKey', api.keys.publishable_key);
    url.searchParams.set('userIdentifierKey', api.keys.user_identifier_key);

    const search = { prefixes, expected };
    const app = await measureLoads(browser, url.toString(), search);
    const elements = await measureLoads(browser, `${elementsSite.url}/index.html`, search);
    const heading = `heading 'Devices (${names.length})'`;
    const markdown = `| Measure | Median | Min | Max |
|---|---:|---:|---:|
${row('Navigation start → first device rows', app.firstRows)}
${row(`Navigation start → ${heading}`, app.headings)}
${row('Search keystroke → filtered list painted', app.keystrokes)}
${row('Elements bundle (Preact): navigation start → first device rows', elements.firstRows)}
${row(`Elements bundle (Preact): navigation start → ${heading}`, elements.headings)}
${row('Elements bundle (Preact): search keystroke → filtered list painted', elements.keystrokes)}

- ${names.length} devices (fake API \`seed: 'scale'\`, loopback), the built playground served by a
  \`node:http\` static server, Chromium ${browser.version()} headless (\`--disable-gpu\`), 1280×900,
  ${RUNS} fresh page loads; the load includes the publishable-key exchange and the
  \`/devices/list\` pages of all devices, 500 a page: the first rows show with the first page,
  the heading's count once every page is read.
- Keystrokes: "${QUERY}" typed one character at a time (${prefixes.length} per run,
  ${app.keystrokes.length} in all), each timed in the page from the input event to the frame after the
  list shows the expected count (${expected.join(' → ')} matches).
- Rows in the DOM with 5,000 devices: ${app.rowsInDom} in the playground, ${elements.rowsInDom} in
  the element (virtualised).
- Elements bundle: \`<porchlight-device-table>\` on a plain page loading \`dist/elements.js\` and
  \`index.min.css\` from a \`node:http\` static server, the same runs and keystrokes. Its views render
  with Preact, whose \`useDeferredValue\` returns the value at once: each keystroke filters
  before the frame, where React 19 may paint the typed character first.`;
    return {
      title: `Device table with ${DEVICES.toLocaleString('en-US')} devices (Chromium)`,
      markdown,
    };
  } finally {
    await browser.close();
    await site.close();
    await elementsSite.close();
    rmSync(elementsDir, { recursive: true, force: true });
    await api.close();
  }
}
