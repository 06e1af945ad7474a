// Porchlight's tables next to the anchor's (@seamapi/react 2.6.0), in Chromium, in identical
// minimal host pages: one React (the bench's 18.3.1, which both libraries accept), one esbuild
// configuration, one provider shape (endpoint + client session token, no injected CSS or font, no
// telemetry), each library's own stylesheet. Measures navigation → first rows and per-keystroke
// search time for the device table (5,000 devices) and the access code table (one device with the
// most of 10,000 codes). Medians of up to RUNS page loads per library (time-boxed, see below);
// figures only, nothing asserted.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CODE_QUERIES, deviceWithMostCodes } from '../lib/access-code-fixtures.mjs';
import { buildHostPages } from '../lib/host-pages.mjs';
import { providerCall } from '../lib/provider-call.mjs';
import { serveStatic } from '../lib/serve-static.mjs';
import { median, ms } from '../lib/stats.mjs';

const RUNS = 5;
// After an API request fails, how long a page load may still recover before it counts as failed.
const FAIL_GRACE_MS = 1500;
// Time boxes, so the suite stays near two minutes: the anchor needs seconds to tens of seconds per
// load at these sizes. A library stops starting new loads of a table once LOAD_BUDGET_MS has gone
// on that table (at least one load), and stops typing in a load once KEYSTROKE_BUDGET_MS has gone
// on its keystrokes (at least one). The tables say how many loads and keystrokes were timed, and
// keystroke medians cover only the searches both libraries reached.
const LOAD_BUDGET_MS = 26_000;
// The anchor's access code table needs about a minute per load on a small machine.
const FIRST_ROWS_TIMEOUT_MS = 150_000;
const KEYSTROKE_BUDGET_MS = 10_000;
const DEVICES = 5000;
// The anchor's device search lower-cases the name but not the query, so a query with a capital
// letter matches nothing there: the query must be lower case to match the same rows in both.
const DEVICE_QUERY = 'lobby 12';
// The access code searches are suite 50's (CODE_QUERIES): both libraries match a trimmed,
// case-insensitive substring of the name or the code.

/** How each library's host page is built and how its tables show up in the DOM. */
const LIBRARIES = {
  porchlight: {
    source: `import { AccessCodeTable, DeviceTable, PorchlightProvider } from '@porchlight/react';
import '@porchlight/react/index.css';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const deviceId = params.get('deviceId');
createRoot(document.getElementById('root')).render(
  <PorchlightProvider
    endpoint={params.get('endpoint')}
    clientSessionToken={params.get('token')}
    disableCssInjection
    disableFontInjection
    disableTelemetry
  >
    {deviceId ? <AccessCodeTable deviceId={deviceId} /> : <DeviceTable />}
  </PorchlightProvider>,
);
`,
    devices: {
      row: '.pl-device-row',
      input: '.pl-device-table input[type="search"]',
      empty: '.pl-device-table .pl-empty-state',
      setSize: '.pl-device-table li[aria-setsize]',
      // Shown with the first page of 500 while the rest are read: searches wait until it goes.
      loadingMore: '.pl-device-table__more',
    },
    codes: {
      row: '.pl-ac-row',
      input: 'input[type="search"]',
      empty: '.pl-ac-empty',
      setSize: '[aria-setsize]',
    },
  },
  anchor: {
    source: `import { AccessCodeTable, DeviceTable, SeamProvider } from '@seamapi/react';
import '@seamapi/react/index.css';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const deviceId = params.get('deviceId');
createRoot(document.getElementById('root')).render(
  <SeamProvider
    endpoint={params.get('endpoint')}
    clientSessionToken={params.get('token')}
    disableCssInjection
    disableFontInjection
    disableTelemetry
  >
    {deviceId ? <AccessCodeTable deviceId={deviceId} /> : <DeviceTable />}
  </SeamProvider>,
);
`,
    // Not virtualised: every matching row is in the DOM, so the row count is the result count.
    devices: {
      row: '.seam-device-table .seam-table-row',
      input: '.seam-device-table input.seam-text-field-input',
      empty: null,
      setSize: null,
    },
    codes: {
      row: '.seam-table .seam-table-row',
      input: '.seam-table input.seam-text-field-input',
      empty: null,
      setSize: null,
    },
  },
};

function recordFirstRows(rowSelector) {
  const marks = {};
  window.__benchMarks = marks;
  const observer = new MutationObserver(() => {
    if (marks.firstRows !== undefined || !document.querySelector(rowSelector)) return;
    marks.firstRows = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        marks.painted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

// Runs in the page: sets each query as if typed and times it until the list shows the expected
// number of matches, then the frame that paints it, until the queries or the budget run out.
// Porchlight virtualises, so its count is the rows' aria-setsize (or its empty state); the anchor
// renders every match, so its count is the rows.
async function typeAndTime({ queries, expected, view, budget }) {
  const input = document.querySelector(view.input);
  if (!input) throw new Error(`no search input (${view.input})`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const shown = () => {
    if (view.setSize === null) return document.querySelectorAll(view.row).length;
    if (document.querySelector(view.empty)) return 0;
    const row = document.querySelector(view.setSize);
    return row ? Number(row.getAttribute('aria-setsize')) : -1;
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const times = [];
  const begun = performance.now();
  for (let i = 0; i < queries.length && (i === 0 || performance.now() - begun < budget); i++) {
    const started = performance.now();
    setValue.call(input, queries[i]);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    while (shown() !== expected[i]) {
      await frame();
      if (performance.now() - started > 20_000) {
        throw new Error(`"${queries[i]}" never settled: ${shown()} shown, ${expected[i]} expected`);
      }
    }
    await frame();
    times.push(performance.now() - started);
  }
  return times;
}

const ratio = (ours, theirs) =>
  ours === undefined || theirs === undefined ? 'n/a' : `${(theirs / ours).toFixed(1)}×`;

/**
 * Opens one library's host page and waits for its first rows to be painted. Failing API requests,
 * error responses, CORS refusals and page errors are collected; once an API request has failed the
 * wait gives up after FAIL_GRACE_MS, so a view that cannot load is reported, not guessed at.
 */
async function openView({ browser, siteUrl, id, viewKey, endpoint, token, deviceId }) {
  const view = LIBRARIES[id][viewKey];
  const url = new URL(`${siteUrl}/${id}/`);
  url.searchParams.set('endpoint', endpoint);
  url.searchParams.set('token', token);
  if (deviceId) url.searchParams.set('deviceId', deviceId);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  let onApiFailure = () => {};
  const apiFailed = new Promise((_, reject) => {
    onApiFailure = () =>
      setTimeout(() => reject(new Error('no rows: API requests failed')), FAIL_GRACE_MS);
  });
  apiFailed.catch(() => {});
  const short = (address) => address.replace(endpoint, '').slice(0, 120);
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(endpoint)) return;
    problems.push(`${request.method()} ${short(request.url())}: ${request.failure()?.errorText}`);
    onApiFailure();
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(endpoint)) {
      problems.push(
        `${response.request().method()} ${short(response.url())}: ${response.status()}`,
      );
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS/.test(message.text())) {
      problems.push(
        message
          .text()
          .replace(/ at '[^']*'/, '')
          .replace(/(mode is 'include'\.).*/s, '$1'),
      );
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(recordFirstRows, view.row);
  try {
    await page.goto(url.toString());
    await Promise.race([
      page
        .waitForFunction(() => window.__benchMarks?.painted, null, {
          timeout: FIRST_ROWS_TIMEOUT_MS,
        })
        .catch((error) => {
          throw error?.name === 'TimeoutError'
            ? new Error(`no rows painted within ${FIRST_ROWS_TIMEOUT_MS / 1000} s`)
            : error;
        }),
      apiFailed,
    ]);
    return { page, context, view, problems, marks: await page.evaluate(() => window.__benchMarks) };
  } catch (error) {
    problems.unshift(error instanceof Error ? error.message.split('\n')[0] : String(error));
    await context.close();
    return { problems: [...new Set(problems)] };
  }
}

/** Loads one library's host page up to RUNS times (see LOAD_BUDGET_MS) and collects the figures. */
async function measure({ queries, expected, ...options }) {
  const result = { firstRows: [], painted: [], keystrokes: [], rowsInDom: 0, problems: [] };
  const started = Date.now();
  for (let run = 0; run < RUNS && (run === 0 || Date.now() - started < LOAD_BUDGET_MS); run++) {
    const opened = await openView(options);
    if (!opened.page) {
      result.problems.push(...opened.problems);
      break;
    }
    const { page, context, view, marks } = opened;
    try {
      result.firstRows.push(marks.firstRows);
      result.painted.push(marks.painted);
      // The expected counts are over every device: a search timed before the last page arrived
      // would time the loading too.
      if (view.loadingMore) {
        await page.waitForSelector(view.loadingMore, {
          state: 'detached',
          timeout: FIRST_ROWS_TIMEOUT_MS,
        });
      }
      result.rowsInDom = await page.locator(view.row).count();
      result.keystrokes.push(
        await page.evaluate(typeAndTime, {
          queries,
          expected,
          view,
          budget: KEYSTROKE_BUDGET_MS,
        }),
      );
      result.problems.push(...opened.problems);
    } catch (error) {
      result.problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      break;
    } finally {
      await context.close();
    }
  }
  result.problems = [...new Set(result.problems)];
  return result;
}

/** How many searches from the start of the sequence every timed load of both libraries reached. */
function sharedKeystrokes(results) {
  const reached = results.flatMap((result) => result.keystrokes.map((times) => times.length));
  return reached.length ? Math.min(...reached) : 0;
}

function table(porchlight, anchor, queries) {
  const shared = sharedKeystrokes([porchlight, anchor]);
  const figures = (result) => ({
    firstRows: result.firstRows,
    painted: result.painted,
    keystrokes: result.keystrokes.flatMap((times) => times.slice(0, shared)),
  });
  const ours = figures(porchlight);
  const theirs = figures(anchor);
  const searched =
    shared === queries.length || shared === 0
      ? `all ${queries.length} searches`
      : `the first ${shared} of ${queries.length} searches`;
  const lines = [
    '| Measure | Porchlight | @seamapi/react 2.6.0 | ratio |',
    '|---|---:|---:|---:|',
    `| Page loads timed | ${ours.firstRows.length} | ${theirs.firstRows.length} | |`,
  ];
  for (const [label, key] of [
    ['Navigation start → first rows in the DOM', 'firstRows'],
    ['Navigation start → first rows painted', 'painted'],
    [`Search keystroke → filtered list painted (${searched})`, 'keystrokes'],
  ]) {
    const a = ours[key].length ? median(ours[key]) : undefined;
    const b = theirs[key].length ? median(theirs[key]) : undefined;
    lines.push(`| ${label} | ${ms(a)} | ${ms(b)} | ${ratio(a, b)} |`);
  }
  lines.push(`| Keystrokes timed | ${ours.keystrokes.length} | ${theirs.keystrokes.length} | |`);
  return lines.join('\n');
}

const problemNotes = (label, problems) =>
  problems.length
    ? `- ${label}:\n${problems
        .slice(0, 6)
        .map((line) => `  - \`${line.replaceAll('`', "'")}\``)
        .join('\n')}`
    : '';

/**
 * One view for both libraries, each straight against the fake API in turn; `expected` holds each
 * library's match counts.
 */
async function compareView({ browser, siteUrl, viewKey, api, deviceId, queries, expected }) {
  const token = api.keys.client_session_token;
  const results = {};
  for (const id of Object.keys(LIBRARIES)) {
    results[id] = await measure({
      browser,
      siteUrl,
      id,
      viewKey,
      endpoint: api.url,
      token,
      deviceId,
      queries,
      expected: expected[id],
    });
  }
  return results;
}

export async function run({ root, outDir, chromiumPath }) {
  const benchDir = `${root}/bench`;
  const siteDir = join(outDir, 'anchor-tables');
  mkdirSync(siteDir, { recursive: true });
  const sizes = await buildHostPages(benchDir, siteDir, {
    porchlight: LIBRARIES.porchlight.source,
    anchor: LIBRARIES.anchor.source,
  });
  const { startFakeApi } = await import(
    pathToFileURL(`${root}/packages/fake-api/dist/index.js`).href
  );
  const { chromium } = await import('@playwright/test');
  const site = await serveStatic(siteDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // Device table: 5,000 devices, all of them locks or thermostats, so the anchor (which lists
    // only those) and Porchlight list the same rows.
    const devicePrefixes = Array.from({ length: DEVICE_QUERY.length }, (_, i) =>
      DEVICE_QUERY.slice(0, i + 1),
    );
    const deviceApi = await startFakeApi({ port: 0, seed: 'scale', devices: DEVICES, codes: 100 });
    let devices;
    let deviceCount = 0;
    let anchorDeviceCount = 0;
    let deviceExpected = [];
    let anchorDeviceExpected = [];
    try {
      const matches = (listed) => {
        const names = listed.map((d) => String(d.properties?.name ?? ''));
        return devicePrefixes.map((prefix) => {
          const needle = prefix.trim().toLowerCase();
          return names.filter((name) => name.toLowerCase().includes(needle)).length;
        });
      };
      // Porchlight reads every page; the anchor sends no limit and reads one, the API's default
      // page of the newest 500, so each is timed against the rows it can show.
      const { devices: listed } = await providerCall(deviceApi, '/devices/list', {
        limit: DEVICES,
      });
      const { devices: firstPage } = await providerCall(deviceApi, '/devices/list');
      deviceCount = listed.length;
      anchorDeviceCount = firstPage.length;
      deviceExpected = matches(listed);
      anchorDeviceExpected = matches(firstPage);
      devices = await compareView({
        browser,
        siteUrl: site.url,
        viewKey: 'devices',
        api: deviceApi,
        queries: devicePrefixes,
        expected: { porchlight: deviceExpected, anchor: anchorDeviceExpected },
      });
    } finally {
      await deviceApi.close();
    }

    // Access code table: the device holding the most of 10,000 codes, as in suite 50.
    const codeApi = await startFakeApi({ port: 0, seed: 'scale', devices: DEVICES, codes: 10_000 });
    let codes;
    let device = { id: '', codes: [] };
    let codeExpected = [];
    try {
      device = await deviceWithMostCodes(codeApi);
      codeExpected = CODE_QUERIES.map((query) => {
        const needle = query.trim().toLowerCase();
        return device.codes.filter(
          (c) =>
            (c.name ?? '').toLowerCase().includes(needle) ||
            (c.code ?? '').toLowerCase().includes(needle),
        ).length;
      });
      codes = await compareView({
        browser,
        siteUrl: site.url,
        viewKey: 'codes',
        api: codeApi,
        deviceId: device.id,
        queries: CODE_QUERIES,
        expected: { porchlight: codeExpected, anchor: codeExpected },
      });
    } finally {
      await codeApi.close();
    }

    const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
    const markdown = `### Device table, ${deviceCount.toLocaleString('en-US')} devices

${table(devices.porchlight, devices.anchor, devicePrefixes)}

- Rows in the DOM after load: Porchlight ${devices.porchlight.rowsInDom} (virtualised),
  @seamapi/react ${devices.anchor.rowsInDom}.
- Devices listed: Porchlight ${deviceCount.toLocaleString('en-US')} (every page of
  \`/devices/list\`), @seamapi/react ${anchorDeviceCount.toLocaleString('en-US')} (one request
  without \`limit\`: the API's default page, the newest 500).
- Keystrokes: "${DEVICE_QUERY}" typed one character at a time (${devicePrefixes.length} per run;
  Porchlight ${deviceExpected.join(' → ')} matches, @seamapi/react
  ${anchorDeviceExpected.join(' → ')}). Lower case on purpose: the anchor's device search
  lower-cases the names but not the query, so "Lobby 12" would match nothing there.
${problemNotes('Porchlight problems', devices.porchlight.problems)}
${problemNotes('@seamapi/react problems', devices.anchor.problems)}

### Access code table, ${device.codes.length.toLocaleString('en-US')} codes on one device

${table(codes.porchlight, codes.anchor, CODE_QUERIES)}

- Rows in the DOM after load: Porchlight ${codes.porchlight.rowsInDom} (virtualised),
  @seamapi/react ${codes.anchor.rowsInDom}.
- Searches (suite 50's sequence: typing, narrowing, deleting, clearing):
  ${CODE_QUERIES.map((q) => `"${q}"`).join(', ')} (${codeExpected.join(' → ')} matches).
${problemNotes('Porchlight problems', codes.porchlight.problems)}
${problemNotes('@seamapi/react problems', codes.anchor.problems)}

### Method

- Both libraries in the same minimal host page (one provider with \`endpoint\`,
  \`clientSessionToken\`, \`disableCssInjection\`, \`disableFontInjection\`,
  \`disableTelemetry\` around one table with default props; the library's own stylesheet linked;
  no StrictMode), bundled by esbuild with the same settings (ESM, minified,
  \`process.env.NODE_ENV\` = "production") and React 18.3.1 for both (the anchor does not accept
  React 19). JavaScript bundles: Porchlight ${kib(sizes.porchlight)}, @seamapi/react
  ${kib(sizes.anchor)}.
- Fake API \`seed: 'scale'\` on loopback with its client session token, both libraries straight
  against it; Chromium ${browser.version()} headless (\`--disable-gpu\`), 1280×900, up to
  ${RUNS} fresh page loads per library and table, fewer once that library's loads of the table
  have taken ${LOAD_BUDGET_MS / 1000} s, and at most about ${KEYSTROKE_BUDGET_MS / 1000} s of typing
  per load; medians over loads, and over the keystrokes of every load limited to the searches both
  libraries reached. Ratio = @seamapi/react ÷ Porchlight (above 1: the anchor is slower).
- First rows: \`performance.now()\` (navigation start = 0) when a MutationObserver first sees a
  row; painted: a task posted from the next animation frame. Keystrokes: timed in the page from
  the input event to the frame after the list shows the expected count (Porchlight: aria-setsize
  or its empty state, as it virtualises; the anchor: the rows in the DOM, as it renders every
  match).
- Where the anchor's load time goes (a one-off CPU profile, not part of this suite): most of it
  is TanStack Query v4 hashing query keys, as the anchor's list hooks seed one cache entry per
  listed device or code, and each of those writes searches the whole cache.`.replace(
      /\n{3,}/g,
      '\n\n',
    );
    return {
      title: 'Tables next to the anchor, @seamapi/react 2.6.0 (Chromium)',
      markdown,
    };
  } finally {
    await browser.close();
    await site.close();
  }
}
