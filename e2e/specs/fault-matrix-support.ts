import type { FakeApiHandle, FaultOptions } from '../support/fake-api-handle.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

/**
 * The playground's own client timeout for the "slow" cells (its `timeout` URL parameter), so a
 * spec waits about a second instead of the library's 30 s default; the fault holds the answer
 * well past it.
 */
export const SHORT_TIMEOUT_MS = 2000;
export const SLOW_LATENCY_MS = 8000;

/** One column of the fault matrix: how the fake API misbehaves on the call under test. */
export interface FaultCase {
  /** The column's name in `docs/reliability.md`. */
  name: string;
  fault(path: string): FaultOptions;
  /** Extra playground parameters the case needs (a short client timeout). */
  params?: Record<string, string>;
}

// Counts outlast the client's retries of a read, Chromium's silent resends of a request on a
// reused keep-alive connection and any query retry; each spec clears the fault before recovering.
export const LOAD_FAULTS: FaultCase[] = [
  { name: '5xx', fault: (path) => ({ path, kind: 'status', status: 500, count: 100 }) },
  { name: 'dropped connection', fault: (path) => ({ path, kind: 'drop', count: 100 }) },
  { name: 'malformed body', fault: (path) => ({ path, kind: 'malformed', count: 100 }) },
  {
    name: 'slow past the timeout',
    fault: (path) => ({ path, kind: 'slow', latency_ms: SLOW_LATENCY_MS, count: 100 }),
    params: { timeout: String(SHORT_TIMEOUT_MS) },
  },
];

interface AccessCodeLike {
  access_code_id: string;
  device_id: string;
  name: string;
  code: string | null;
}

/** The first access code of an online lock of the seed. */
export async function seededAccessCode(fakeApi: FakeApiHandle): Promise<AccessCodeLike> {
  const device = await lockWithCodes(fakeApi);
  const { access_codes } = await fakeApi.api<{ access_codes: AccessCodeLike[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  const code = access_codes.find((entry) => entry.code !== null) ?? access_codes[0];
  if (!code) throw new Error('The seeded lock has no access code');
  return code;
}

interface ScheduleLike {
  climate_setting_schedule_id: string;
  name: string;
  device_id: string;
}

/** The first climate setting schedule of the seeded Living Room Thermostat. */
export async function seededSchedule(fakeApi: FakeApiHandle): Promise<ScheduleLike> {
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  const { climate_setting_schedules } = await fakeApi.api<{
    climate_setting_schedules: ScheduleLike[];
  }>('/thermostats/climate_setting_schedules/list', { device_id: device.device_id });
  const schedule = climate_setting_schedules[0];
  if (!schedule) throw new Error('The seeded thermostat has no schedule');
  return schedule;
}

/** Provider requests to a path the fake API answered, any status. */
export async function requestCount(fakeApi: FakeApiHandle, path: string): Promise<number> {
  return (await fakeApi.requests(path)).length;
}
