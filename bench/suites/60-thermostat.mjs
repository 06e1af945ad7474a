// Thermostat climate controls in Chromium: a rapid mouse drag across the whole heating slider of
// the built playground, against the fake API; the fake API's request log counts the climate
// actions that reach it. Reports figures; asserts nothing.
import { pathToFileURL } from 'node:url';
import { serveStatic } from '../lib/serve-static.mjs';
import { median } from '../lib/stats.mjs';

const RUNS = 3;
const STEPS = 60;
const CLIMATE_ACTIONS = new Set([
  '/thermostats/heat',
  '/thermostats/cool',
  '/thermostats/heat_cool',
  '/thermostats/off',
]);

async function admin(api, path, method = 'GET', body) {
  const response = await fetch(`${api.url}/_fake/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

async function livingRoom(api) {
  const response = await fetch(`${api.url}/devices/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.keys.api_key}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const { devices } = await response.json();
  return devices.find((d) => d.properties.name === 'Living Room Thermostat').device_id;
}

export async function run(ctx) {
  const { startFakeApi } = await import(
    pathToFileURL(`${ctx.root}/packages/fake-api/dist/index.js`).href
  );
  const { chromium } = await import('@playwright/test');
  const fakeApi = await startFakeApi({ port: 0, seed: 'default', actionAttemptDelayMs: 800 });
  const site = await serveStatic(`${ctx.root}/apps/playground/dist`, { spa: true });
  const browser = await chromium.launch({
    executablePath: ctx.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      await admin(fakeApi, 'reset', 'POST', {});
      const deviceId = await livingRoom(fakeApi);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const url = new URL(site.url);
      for (const [k, v] of Object.entries({
        page: 'thermostat',
        deviceId,
        endpoint: fakeApi.url,
        publishableKey: fakeApi.keys.publishable_key,
        userIdentifierKey: fakeApi.keys.user_identifier_key,
      }))
        url.searchParams.set(k, v);
      await page.goto(url.toString());
      const slider = page.getByRole('slider', { name: 'Heating set point' });
      await slider.waitFor({ timeout: 60_000 });
      await admin(fakeApi, 'requests', 'DELETE');
      // Every value the slider shows during the drag, to prove the drag really crossed it.
      await page.evaluate(() => {
        window.benchValues = new Set();
        document
          .querySelector('.pl-set-point--heat input')
          .addEventListener('input', (event) => window.benchValues.add(event.target.value));
      });
      const box = await slider.boundingBox();
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 1, y);
      await page.mouse.down();
      for (let step = 0; step <= STEPS; step += 1) {
        await page.mouse.move(box.x + 1 + ((box.width - 2) * step) / STEPS, y);
      }
      await page.mouse.up();
      const released = Date.now();
      await page
        .getByRole('status')
        .filter({ hasText: /^Saved$/ })
        .waitFor({ timeout: 30_000 });
      const savedAfter = Date.now() - released;
      // Anything still on its way would arrive well within another debounce period.
      await page.waitForTimeout(3000);
      const { requests } = await admin(fakeApi, 'requests');
      const climate = requests.filter((r) => CLIMATE_ACTIONS.has(r.path));
      const values = await page.evaluate(() => [...window.benchValues].map(Number));
      rows.push({
        values: values.length,
        span: values.length ? `${Math.min(...values)}–${Math.max(...values)} °F` : 'none',
        requests: climate.length,
        savedAfter,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    await site.close();
    await fakeApi.close();
  }
  const table = rows.map(
    (row, i) =>
      `| ${i + 1} | ${STEPS + 1} | ${row.values} | ${row.span} | ${row.requests} | ${row.savedAfter} ms |`,
  );
  const markdown = `| Run | Mouse moves | Slider values passed | Range crossed | Climate requests | Mouse up → 'Saved' |
|---|---:|---:|---|---:|---:|
${table.join('\n')}

- Median mouse up → 'Saved': ${median(rows.map((r) => r.savedAfter))} ms (2000 ms quiet + the action
  attempt, which the fake API finishes after 800 ms, + polling at 500 ms).
- Requests are counted by the fake API's request log (\`GET /_fake/requests\`) 3 s after 'Saved',
  so a late second request would show.`;
  return { title: 'Thermostat slider drag (Chromium)', markdown };
}
