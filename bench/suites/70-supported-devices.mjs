// Supported device table with 2,000 models across 100 manufacturers (fake API `seed: 'catalogue'`)
// in the built playground, in Chromium. Reports, measured in the page: the time from the end of the
// device-models response to the first manufacturer groups painted; each search keystroke's
// repaint (the debounced search sends nothing yet); and from the end of the search's response to
// the filtered groups painted. Medians of RUNS page loads; figures only, nothing asserted.
import { existsSync } from 'node:fs';
import { serveStatic } from '../lib/serve-static.mjs';
import { median, ms } from '../lib/stats.mjs';

const RUNS = 5;
const QUERY = 'Thermostat Pro';
const MODELS_PATH = '/internal/devicedb/v1/device_models/list';

// Runs in the page before the app: notes when the first group is in the DOM and the frame after.
function recordFirstGroups() {
  const marks = {};
  window.__catalogueMarks = marks;
  // Two frames after the groups are inserted: the first frame paints them, the second starts once
  // that paint is done.
  const afterPaint = (done) => requestAnimationFrame(() => requestAnimationFrame(done));
  const observer = new MutationObserver(() => {
    if (marks.inserted === undefined && document.querySelector('.pl-catalogue-group')) {
      marks.inserted = performance.now();
      observer.disconnect();
      afterPaint(() => {
        marks.painted = performance.now();
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

// Runs in the page: the end of the last finished device-models response, in page time.
function lastModelsResponseEnd(path) {
  const entries = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes(path));
  return entries.at(-1)?.responseEnd;
}

// Runs in the page: types the query one character at a time; each keystroke is timed from the
// input event to the frame after the one that paints it. Then waits for the debounced search's
// answer and times its response end to the filtered groups painted.
async function typeAndTime({ text, path, groups }) {
  const input = document.querySelector('.pl-catalogue input[type="search"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const before = performance.getEntriesByType('resource').length;
  // A task queued behind the keystroke's own work (React renders a typed key synchronously).
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  const keystrokes = [];
  const work = [];
  for (let i = 1; i <= text.length; i++) {
    const started = performance.now();
    setValue.call(input, text.slice(0, i));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await nextTask();
    work.push(performance.now() - started);
    await frame();
    await frame();
    keystrokes.push(performance.now() - started);
  }
  const shown = () =>
    document.querySelectorAll('.pl-catalogue-group').length === groups &&
    document.querySelector('.pl-catalogue__results')?.getAttribute('aria-busy') === 'false';
  const started = performance.now();
  while (!shown()) {
    if (performance.now() - started > 20_000) throw new Error('the search never settled');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const inserted = performance.now();
  await frame();
  await frame();
  const painted = performance.now();
  const searches = performance
    .getEntriesByType('resource')
    .slice(before)
    .filter((entry) => entry.name.includes(path) && entry.name.includes('text_search'));
  const responseEnd = searches.at(-1)?.responseEnd;
  return {
    keystrokes,
    work,
    searchToPaint: responseEnd === undefined ? undefined : painted - responseEnd,
    pollSlack: painted - inserted,
    searchRequests: searches.length,
  };
}

export async function run({ root, chromiumPath }) {
  const playgroundDir = `${root}/apps/playground/dist`;
  if (!existsSync(`${playgroundDir}/index.html`)) {
    throw new Error('apps/playground/dist is missing: run `npm run build` first');
  }
  const { startFakeApi } = await import(`${root}/packages/fake-api/dist/index.js`);
  const { chromium } = await import('@playwright/test');
  const api = await startFakeApi({ port: 0, seed: 'catalogue' });
  const site = await serveStatic(playgroundDir, { spa: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const call = async (path, body = {}) => {
      const response = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${api.keys.api_key}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { json: await response.json(), bytes: Number(response.headers.get('content-length')) };
    };
    const all = await call(MODELS_PATH, { integration_support_levels: ['stable', 'beta'] });
    const models = all.json.device_models;
    const manufacturers = new Set(models.map((m) => m.manufacturer.manufacturer_id)).size;
    const matching = (
      await call(MODELS_PATH, {
        integration_support_levels: ['stable', 'beta'],
        text_search: QUERY,
      })
    ).json.device_models;
    const groups = new Set(matching.map((m) => m.manufacturer.manufacturer_id)).size;

    const url = new URL(site.url);
    url.searchParams.set('page', 'supported-devices');
    url.searchParams.set('endpoint', api.url);
    url.searchParams.set('publishableKey', api.keys.publishable_key);
    url.searchParams.set('userIdentifierKey', api.keys.user_identifier_key);

    const firstGroups = [];
    const insertToPaint = [];
    const keystrokes = [];
    const keystrokeWork = [];
    const searchToPaint = [];
    let rowsInDom = 0;
    let searchRequests = 0;
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(recordFirstGroups);
      await page.goto(url.toString());
      await page.waitForFunction(() => window.__catalogueMarks?.painted, null, {
        timeout: 60_000,
      });
      const marks = await page.evaluate(() => window.__catalogueMarks);
      const responseEnd = await page.evaluate(lastModelsResponseEnd, MODELS_PATH);
      firstGroups.push(marks.painted - responseEnd);
      insertToPaint.push(marks.painted - marks.inserted);
      rowsInDom = await page.locator('.pl-catalogue-model').count();
      const typed = await page.evaluate(typeAndTime, { text: QUERY, path: MODELS_PATH, groups });
      keystrokes.push(...typed.keystrokes);
      keystrokeWork.push(...typed.work);
      if (typed.searchToPaint !== undefined) searchToPaint.push(typed.searchToPaint);
      searchRequests = Math.max(searchRequests, typed.searchRequests);
      await context.close();
    }
    const row = (label, values) =>
      `| ${label} | ${ms(median(values))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} |`;
    const markdown = `| Measure | Median | Min | Max |
|---|---:|---:|---:|
${row(`Models response end → first groups painted (${models.length} models)`, firstGroups)}
${row('of which: groups in the DOM → painted', insertToPaint)}
${row('Search keystroke → its main-thread work done', keystrokeWork)}
${row('Search keystroke → repainted (debounced: no request yet)', keystrokes)}
${row(`Search response end → ${groups} filtered groups painted`, searchToPaint)}

- ${models.length} models across ${manufacturers} manufacturers (fake API \`seed: 'catalogue'\`, all
  stable or beta, so the default supported-only view lists all of them), one
  \`${MODELS_PATH}\` answer of ${(all.bytes / 1024).toFixed(0)} KiB; the built playground served by a
  \`node:http\` static server, Chromium ${browser.version()} headless (\`--disable-gpu\`), 1280×900,
  ${RUNS} fresh page loads.
- "Painted" is the start of the second animation frame after the DOM change (the first frame
  paints it); the response end is the models call's Resource Timing \`responseEnd\`, so the JSON
  parse, the grouping and sorting of ${models.length} models and React's render are all counted.
- Keystrokes: "${QUERY}" typed one character at a time (${QUERY.length} per run, ${keystrokes.length}
  in all). The search is debounced (300 ms), so a keystroke repaints the box only. "Work done"
  is the keystroke's input event to the next task (React renders a typed key synchronously), the
  part that must fit a frame; "repainted" waits for two frames, so it is at least one frame. At most
  ${searchRequests} search request(s) per run were sent. Frame budget: 16.7 ms at 60 Hz.
- Rows in the DOM after the first load: ${rowsInDom} (3 per group until 'See all N'); groups below
  the fold use \`content-visibility: auto\`.`;
    return {
      title: `Supported device table with ${models.length.toLocaleString('en-US')} models (Chromium)`,
      markdown,
    };
  } finally {
    await browser.close();
    await site.close();
    await api.close();
  }
}
