import { createServer } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import type { FakeApiHandle } from '../support/fake-api-handle.js';
import { expect, playgroundUrl, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { deviceRows, seededDevice } from './devices-support.js';
import { LOAD_FAULTS, seededAccessCode, seededSchedule } from './fault-matrix-support.js';

/**
 * The fault matrix for loads (docs/reliability.md): every view's read × 5xx, a dropped
 * connection, a malformed body and an answer slower than the client's timeout. Each cell: the
 * spec's failure message shows, and its retry button recovers once the fault is cleared.
 */

interface LoadCase {
  view: string;
  page: string;
  /** The read the view cannot do without. */
  path: string;
  params(fakeApi: FakeApiHandle): Promise<Record<string, string>>;
  /** The spec's failure message. */
  message: string;
  retry: 'Try again' | 'Retry';
  /** Something only the loaded view shows. */
  loaded(page: Page): Locator;
}

const MODELS = '/internal/devicedb/v1/device_models/list';
const noParams = async () => ({});
const deviceParams = (name: string) => async (fakeApi: FakeApiHandle) => ({
  deviceId: (await seededDevice(fakeApi, name)).device_id,
});

const LOADS: LoadCase[] = [
  {
    view: 'DeviceTable',
    page: 'devices',
    path: '/devices/list',
    params: noParams,
    message: 'Devices could not be loaded',
    retry: 'Try again',
    loaded: (page) => deviceRows(page).filter({ hasText: 'Front Door' }),
  },
  {
    view: 'DeviceDetails / LockDetails',
    page: 'device-details',
    path: '/devices/get',
    params: deviceParams('Front Door'),
    message: 'This device could not be loaded',
    retry: 'Try again',
    loaded: (page) => page.getByRole('button', { name: 'Unlock' }),
  },
  {
    view: 'AccessCodeTable',
    page: 'access-codes',
    path: '/access_codes/list',
    params: async (fakeApi) => ({ deviceId: (await lockWithCodes(fakeApi)).device_id }),
    message: 'Access codes could not be loaded',
    retry: 'Try again',
    loaded: (page) => page.getByRole('button', { name: /^Actions for / }).first(),
  },
  {
    view: 'AccessCodeDetails',
    page: 'access-code-details',
    path: '/access_codes/get',
    params: async (fakeApi) => {
      const code = await seededAccessCode(fakeApi);
      return { accessCodeId: code.access_code_id, deviceId: code.device_id };
    },
    message: 'This access code could not be loaded',
    retry: 'Try again',
    loaded: (page) => page.getByRole('button', { name: /Edit/ }).first(),
  },
  {
    view: 'EditAccessCodeForm',
    page: 'edit-access-code',
    path: '/access_codes/get',
    params: async (fakeApi) => {
      const code = await seededAccessCode(fakeApi);
      return { accessCodeId: code.access_code_id, deviceId: code.device_id };
    },
    message: 'This access code could not be loaded',
    retry: 'Try again',
    loaded: (page) => page.getByRole('textbox', { name: 'Name' }),
  },
  {
    view: 'ClimateSettingScheduleTable',
    page: 'climate-schedules',
    path: '/thermostats/climate_setting_schedules/list',
    params: noParams,
    message: 'Climate settings could not be loaded',
    retry: 'Try again',
    loaded: (page) => page.locator('.pl-schedule-table .pl-schedule-row__name').first(),
  },
  {
    view: 'ClimateSettingScheduleDetails',
    page: 'climate-schedules',
    path: '/thermostats/climate_setting_schedules/get',
    params: async (fakeApi) => ({
      scheduleId: (await seededSchedule(fakeApi)).climate_setting_schedule_id,
    }),
    message: 'This climate setting schedule could not be loaded',
    retry: 'Try again',
    loaded: (page) => page.getByRole('switch', { name: 'Allow manual override' }),
  },
  {
    view: 'ThermostatDetails',
    page: 'thermostat',
    path: '/devices/get',
    params: deviceParams('Living Room Thermostat'),
    message: 'This thermostat could not be loaded',
    retry: 'Try again',
    loaded: (page) => page.getByRole('radiogroup', { name: 'Fan mode' }),
  },
  {
    view: 'ThermostatCard',
    page: 'thermostat',
    path: '/devices/get',
    params: async (fakeApi) => ({
      ...(await deviceParams('Bedroom Thermostat')(fakeApi)),
      view: 'card',
    }),
    message: 'This thermostat could not be loaded',
    retry: 'Try again',
    loaded: (page) => page.getByRole('heading', { name: 'Bedroom Thermostat' }),
  },
  {
    view: 'SupportedDeviceTable',
    page: 'supported-devices',
    path: MODELS,
    params: noParams,
    message: 'There was an error fetching device models.',
    retry: 'Retry',
    loaded: (page) => page.getByRole('region', { name: 'Yale Devices' }),
  },
  {
    view: 'Any view, key exchange (publishable key)',
    page: 'devices',
    path: '/client_sessions/get_or_create',
    params: noParams,
    message: 'Devices could not be loaded',
    retry: 'Try again',
    loaded: (page) => deviceRows(page).filter({ hasText: 'Front Door' }),
  },
];

/** The view's failure message: an alert (or the catalogue's error state) with its text. */
const failure = (page: Page, load: LoadCase): Locator =>
  page.locator('.porchlight-components').getByText(load.message, { exact: true });

test.afterEach(async ({ fakeApi }) => {
  await fakeApi.clearFaults();
});

// One page per view: each fault in turn, with a fresh navigation (a slow case needs the short
// timeout in the URL), so the matrix costs one browser context per view, not one per cell.
for (const load of LOADS) {
  // The playground exchanges the key itself when it is given a short timeout, so the library's
  // own exchange times out only after its 30 s default: the separate test below waits that once.
  const faults = LOAD_FAULTS.filter(
    (fault) => !(load.path === '/client_sessions/get_or_create' && fault.params),
  );
  test(`${load.view} load, each fault: the failure message shows and ${load.retry} recovers`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const viewParams = await load.params(fakeApi);
    for (const fault of faults) {
      await test.step(fault.name, async () => {
        await fakeApi.fault(fault.fault(load.path));
        const started = Date.now();
        await playground.open(load.page, { ...viewParams, ...fault.params });
        await expect(failure(page, load)).toBeVisible();
        test.info().annotations.push({
          type: `${fault.name}: message shown after`,
          description: `${Date.now() - started} ms from navigation`,
        });
        await expect(load.loaded(page)).toBeHidden();
        await fakeApi.clearFaults();
        const retry = page.getByRole('button', { name: load.retry, exact: true });
        await retry.focus();
        await page.keyboard.press('Enter');
        await expect(load.loaded(page)).toBeVisible();
        await expect(failure(page, load)).toBeHidden();
        // Focus stays in the page (on what replaced the button), never falls to the body.
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
      });
    }
  });
}

test("the provider's own key exchange, slow past the library's default 30 s: the failure shows, and Try again exchanges again", async ({
  page,
  playground,
  fakeApi,
}) => {
  // No short timeout here: the provider exchanges the key itself, with the library's default. The
  // page's clock jumps over the wait (its timers are faked; the request itself stays real).
  await page.clock.install();
  await fakeApi.fault({ path: '/client_sessions/get_or_create', kind: 'slow', latency_ms: 60_000 });
  const exchange = page.waitForRequest('**/client_sessions/get_or_create**');
  await playground.open('devices');
  await exchange;
  const sent = await page.evaluate(() => Date.now());
  const message = page.getByText('Devices could not be loaded', { exact: true });
  // The library's default timeout, not an earlier give-up: nothing at 29 s, the failure by 31 s.
  await page.clock.pauseAt(sent + 29_000);
  // Real time for an early give-up to reach the screen, had the timer fired.
  await page.waitForTimeout(1_000);
  await expect(message).toBeHidden();
  await page.clock.fastForward(2_000);
  await page.clock.resume();
  await expect(message).toBeVisible();
  await fakeApi.clearFaults();
  const retry = page.getByRole('button', { name: 'Try again', exact: true });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(deviceRows(page).filter({ hasText: 'Front Door' })).toBeVisible();
  await expect(message).toBeHidden();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

/** A loopback port nothing listens on: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

test('a refusing server: the device table says so within 5 s, and Try again is offered', async ({
  page,
}) => {
  const url = new URL(playgroundUrl('devices'));
  url.searchParams.set('endpoint', `http://127.0.0.1:${await closedPort()}`);
  const started = Date.now();
  await page.goto(url.toString());
  // Issue 17: the message within 5 s of a refusing server. Measured at 0.5–0.8 s from navigation
  // on a loaded two-CPU machine, so 5 s (for this one assertion) leaves a wide margin.
  await expect(page.getByText('Devices could not be loaded', { exact: true })).toBeVisible({
    timeout: 5_000,
  });
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'message shown after', description: `${elapsed} ms` });
  console.log(`refusing server: 'Devices could not be loaded' after ${elapsed} ms`);
  await expect(page.getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
});

test('CreateAccessCodeForm, each fault on its device read: the form still opens and saves', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  for (const [index, fault] of LOAD_FAULTS.entries()) {
    await test.step(fault.name, async () => {
      // The device only names the lock and its code lengths: the form falls back and stays usable.
      await fakeApi.fault(fault.fault('/devices/get'));
      await playground.open('create-access-code', { deviceId: device.device_id, ...fault.params });
      const name = page.getByRole('textbox', { name: 'Name' });
      await expect(name).toBeVisible();
      await name.fill(`Without its device ${index}`);
      await page.getByRole('textbox', { name: 'Code (PIN)' }).fill(`8${index}46${index}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { name: 'Add new access code' })).toBeHidden();
      await fakeApi.clearFaults();
      const { access_codes } = await fakeApi.api<{ access_codes: { name: string }[] }>(
        '/access_codes/list',
        { device_id: device.device_id },
      );
      expect(
        access_codes.filter((code) => code.name === `Without its device ${index}`),
      ).toHaveLength(1);
    });
  }
});
