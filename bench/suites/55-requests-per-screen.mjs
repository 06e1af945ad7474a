// Requests per screen: each view opened on its own in a minimal host page, in Chromium, against the
// fake API (default seed), for Porchlight and for the anchor (@seamapi/react 2.6.0) where it ships
// the view. Counts the provider requests the fake API answered from navigation until the page has
// been quiet for QUIET_MS (its request log), so a late or repeated fetch shows. Figures only;
// nothing asserted.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildHostPages } from '../lib/host-pages.mjs';
import { providerCall } from '../lib/provider-call.mjs';
import { serveStatic } from '../lib/serve-static.mjs';

const QUIET_MS = 2500;
const MAX_WAIT_MS = 20_000;
const RUNS = 2;

const ID_PARAMS = ['deviceId', 'accessCodeId', 'climateSettingScheduleId'];

// One page per library; the view and its ids come from the URL.
const hostSource = (pkg, provider) => `import * as views from '${pkg}';
import '${pkg}/index.css';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const View = views[params.get('view')];
const props = {};
for (const name of ${JSON.stringify(ID_PARAMS)}) if (params.get(name)) props[name] = params.get(name);
createRoot(document.getElementById('root')).render(
  <views.${provider}
    endpoint={params.get('endpoint')}
    clientSessionToken={params.get('token')}
    disableCssInjection
    disableFontInjection
    disableTelemetry
  >
    <View {...props} />
  </views.${provider}>,
);
`;

/** Each screen: the view, the ids it is opened with, and whether the anchor ships it. */
const SCREENS = [
  { view: 'DeviceTable', ids: [], anchor: true },
  { view: 'DeviceDetails', ids: ['deviceId'], note: 'a lock', anchor: true },
  { view: 'DeviceDetails', ids: ['thermostatId'], note: 'a thermostat', anchor: true },
  { view: 'AccessCodeTable', ids: ['deviceId'], anchor: true },
  { view: 'AccessCodeDetails', ids: ['accessCodeId'], anchor: true },
  { view: 'CreateAccessCodeForm', ids: ['deviceId'], anchor: true },
  { view: 'EditAccessCodeForm', ids: ['accessCodeId'], anchor: true },
  { view: 'ThermostatDetails', ids: ['thermostatId'], anchor: false },
  { view: 'ThermostatCard', ids: ['thermostatId'], anchor: false },
  { view: 'ClimateSettingScheduleTable', ids: ['thermostatId'], anchor: true },
  { view: 'ClimateSettingScheduleDetails', ids: ['climateSettingScheduleId'], anchor: true },
  { view: 'SupportedDeviceTable', ids: [], anchor: true },
];

/** The seeded Front Door lock and its first code, a thermostat and its first schedule. */
async function seededIds(api) {
  const { devices } = await providerCall(api, '/devices/list', {});
  const named = (name) => devices.find((d) => d.properties?.name === name)?.device_id;
  const deviceId = named('Front Door');
  const thermostatId = named('Living Room Thermostat');
  const { access_codes } = await providerCall(api, '/access_codes/list', { device_id: deviceId });
  const { climate_setting_schedules } = await providerCall(
    api,
    '/thermostats/climate_setting_schedules/list',
    { device_id: thermostatId },
  );
  const ids = {
    deviceId,
    thermostatId,
    accessCodeId: access_codes[0]?.access_code_id,
    climateSettingScheduleId: climate_setting_schedules[0]?.climate_setting_schedule_id,
  };
  for (const [name, value] of Object.entries(ids)) {
    if (!value) throw new Error(`the default seed has no ${name} for this suite`);
  }
  return ids;
}

const requestLog = async (api) =>
  (await (await fetch(`${api.url}/_fake/requests`)).json()).requests.filter(
    (entry) => !entry.path.startsWith('/_fake/'),
  );

/** Opens one screen in a fresh context and returns the requests until QUIET_MS of silence. */
async function countRequests({ browser, siteUrl, library, screen, ids, api }) {
  await fetch(`${api.url}/_fake/requests`, { method: 'DELETE' });
  const url = new URL(`${siteUrl}/${library}/index.html`);
  url.searchParams.set('view', screen.view);
  url.searchParams.set('endpoint', api.url);
  url.searchParams.set('token', api.keys.client_session_token);
  for (const id of screen.ids) {
    // A thermostat is opened with the prop the view takes: deviceId.
    url.searchParams.set(id === 'thermostatId' ? 'deviceId' : id, ids[id]);
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url.toString());
    const started = Date.now();
    let seen = -1;
    let quietSince = Date.now();
    let log = [];
    while (Date.now() - started < MAX_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      log = await requestLog(api);
      if (log.length !== seen) {
        seen = log.length;
        quietSince = Date.now();
      } else if (seen > 0 && Date.now() - quietSince >= QUIET_MS) {
        return { log, settled: true, errors };
      }
    }
    return { log, settled: false, errors };
  } finally {
    await context.close();
  }
}

/** `/devices/get ×2, /access_codes/list` in first-request order. */
function describeLog(log) {
  const counts = new Map();
  for (const entry of log) counts.set(entry.path, (counts.get(entry.path) ?? 0) + 1);
  return [...counts].map(([path, n]) => `\`${path}\`${n > 1 ? ` ×${n}` : ''}`).join(', ');
}

async function measure(options) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await countRequests(options));
  const counts = runs.map((run) => run.log.length);
  const sorted = [...counts].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const typical = runs.find((run) => run.log.length === median) ?? runs[0];
  const failed = typical.log.filter((entry) => entry.status >= 400).length;
  return {
    count: median,
    spread: sorted[0] === sorted.at(-1) ? '' : ` (${sorted[0]}–${sorted.at(-1)})`,
    paths: describeLog(typical.log),
    failed,
    unsettled: runs.some((run) => !run.settled),
    errors: runs.flatMap((run) => run.errors),
  };
}

const cell = (result) => {
  if (!result) return '—';
  const flags = [
    result.failed ? `${result.failed} answered ≥ 400` : '',
    result.unsettled ? `still requesting after ${MAX_WAIT_MS / 1000} s` : '',
    result.errors.length ? `page error: ${result.errors[0].slice(0, 80)}` : '',
  ].filter(Boolean);
  return `${result.count}${result.spread}${flags.length ? ` (${flags.join('; ')})` : ''}`;
};

export async function run({ root, outDir, chromiumPath }) {
  const benchDir = `${root}/bench`;
  const siteDir = join(outDir, 'requests-per-screen');
  mkdirSync(siteDir, { recursive: true });
  await buildHostPages(benchDir, siteDir, {
    porchlight: hostSource('@porchlight/react', 'PorchlightProvider'),
    anchor: hostSource('@seamapi/react', 'SeamProvider'),
  });
  const { startFakeApi } = await import(
    pathToFileURL(`${root}/packages/fake-api/dist/index.js`).href
  );
  const { chromium } = await import('@playwright/test');
  const api = await startFakeApi({ port: 0, seed: 'default', actionAttemptDelayMs: 50 });
  const site = await serveStatic(siteDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const ids = await seededIds(api);
    const rows = [];
    for (const screen of SCREENS) {
      const options = { browser, siteUrl: site.url, screen, ids, api };
      const ours = await measure({ ...options, library: 'porchlight' });
      const anchor = screen.anchor ? await measure({ ...options, library: 'anchor' }) : null;
      rows.push({ screen, ours, anchor });
    }
    const name = ({ view, note }) => (note ? `${view} (${note})` : view);
    const markdown = `| Screen | Porchlight requests | @seamapi/react 2.6.0 requests |
|---|---:|---:|
${rows.map((r) => `| ${name(r.screen)} | ${cell(r.ours)} | ${cell(r.anchor)} |`).join('\n')}

Which requests (the median run of each):

${rows
  .map(
    (r) =>
      `- ${name(r.screen)}: Porchlight ${r.ours.paths || 'none'}${
        r.anchor ? `; @seamapi/react ${r.anchor.paths || 'none'}` : ''
      }.`,
  )
  .join('\n')}

- Each screen is one view alone in a minimal host page (the provider with \`endpoint\`,
  \`clientSessionToken\`, \`disableCssInjection\`, \`disableFontInjection\`, \`disableTelemetry\`;
  no StrictMode; React 18.3.1 for both libraries), opened ${RUNS} times in a fresh browser context
  (an empty cache) against the fake API's default seed on loopback; Chromium ${browser.version()}
  headless. A count is the provider requests the fake API answered (its request log, admin routes
  excluded) from navigation until ${QUIET_MS / 1000} s passed without one; the median of the runs,
  with the range when runs differ.
- The client session token is passed directly, so no key exchange is counted; with a publishable
  key each library adds one \`/client_sessions/get_or_create\` per page load.
- Ids: the seed's Front Door lock and its first access code, the Living Room Thermostat and its
  first climate setting schedule.`;
    return { title: 'Requests per screen (Chromium)', markdown };
  } finally {
    await browser.close();
    await site.close();
    await api.close();
  }
}
