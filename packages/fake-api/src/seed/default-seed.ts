import { createRandom } from '../state/random.js';
import type { Device, Issue } from '../state/types.js';
import type { WorkspaceState } from '../state/workspace-state.js';
import { DEFAULT_CODES, DEFAULT_SCHEDULES } from './default-codes.js';
import { DEFAULT_ACCOUNTS, DEFAULT_LOCKS, DEFAULT_THERMOSTATS } from './default-devices.js';
import { seedEvents } from './default-events.js';
import { buildLock, buildThermostat, withCelsius } from './device-factory.js';
import { at, buildAccessCode, buildAccount } from './seed-helpers.js';

function deviceErrors(
  online: boolean | undefined,
  accountDisconnected: boolean,
  createdAt: string,
): Issue[] {
  if (accountDisconnected) {
    return [
      {
        error_code: 'account_disconnected',
        message: 'Account Disconnected',
        is_connected_account_error: true,
        created_at: createdAt,
      },
    ];
  }
  if (online === false) {
    return [
      {
        error_code: 'device_offline',
        message: 'Device is offline',
        is_device_error: true,
        created_at: createdAt,
      },
    ];
  }
  return [];
}

function seedAccountsAndDevices(state: WorkspaceState, baseUrl: string): Map<string, Device> {
  const random = createRandom('default:devices');
  const start = state.startedAt;
  const accountIds = new Map<string, string>();
  DEFAULT_ACCOUNTS.forEach((row, i) => {
    const account = buildAccount(random.uuid(), row, at(start, -24 * (90 - i)));
    accountIds.set(row.key, account.connected_account_id);
    state.connectedAccounts.set(account.connected_account_id, account);
  });
  const byName = new Map<string, Device>();
  const workspaceId = state.workspace.workspace_id;
  const rows = [...DEFAULT_LOCKS, ...DEFAULT_THERMOSTATS];
  rows.forEach((row, i) => {
    const createdAt = at(start, -24 * (60 - i));
    const disconnected = DEFAULT_ACCOUNTS.some((a) => a.key === row.account && 'disconnected' in a);
    const input = {
      ...row,
      accountId: accountIds.get(row.account) ?? '',
      workspaceId,
      createdAt,
      errors: deviceErrors(row.online, disconnected, createdAt),
    };
    const device =
      'locked' in row
        ? buildLock({ ...input, locked: row.locked, codeLengths: row.codeLengths }, random, baseUrl)
        : buildThermostat(input as Parameters<typeof buildThermostat>[0], random, baseUrl);
    state.devices.set(device.device_id, device);
    byName.set(row.name, device);
  });
  return byName;
}

function seedCodes(state: WorkspaceState, devices: Map<string, Device>): void {
  const random = createRandom('default:codes');
  const start = state.startedAt;
  DEFAULT_CODES.forEach((row, i) => {
    const device = devices.get(row.device);
    if (!device) return;
    const createdAt = at(start, -24 * 30 + i);
    const code = buildAccessCode(
      {
        access_code_id: random.uuid(),
        device_id: device.device_id,
        name: row.name,
        code: row.code,
        created_at: createdAt,
        ...(row.window
          ? { starts_at: at(start, row.window[0]), ends_at: at(start, row.window[1]) }
          : {}),
        errors: row.error
          ? [{ ...row.error, is_access_code_error: true, created_at: createdAt }]
          : [],
        warnings: row.warning ? [{ ...row.warning, created_at: createdAt }] : [],
        is_offline_access_code: row.offline ?? false,
      },
      start,
    );
    state.accessCodes.set(code.access_code_id, code);
  });
}

function seedSchedules(state: WorkspaceState, devices: Map<string, Device>): void {
  const random = createRandom('default:schedules');
  const start = state.startedAt;
  DEFAULT_SCHEDULES.forEach((row, i) => {
    const device = devices.get(row.device);
    if (!device) return;
    const setting = withCelsius({
      hvac_mode_setting: row.mode,
      automatic_heating_enabled: 'heat' in row,
      automatic_cooling_enabled: 'cool' in row,
      manual_override_allowed: row.override,
      ...('heat' in row ? { heating_set_point_fahrenheit: row.heat } : {}),
      ...('cool' in row ? { cooling_set_point_fahrenheit: row.cool } : {}),
    });
    const schedule = {
      climate_setting_schedule_id: random.uuid(),
      schedule_type: 'time_bound' as const,
      device_id: device.device_id,
      name: row.name,
      schedule_starts_at: at(start, row.window[0]),
      schedule_ends_at: at(start, row.window[1]),
      created_at: at(start, -24 * 20 + i),
      errors: [],
      ...setting,
    };
    state.climateSettingSchedules.set(schedule.climate_setting_schedule_id, schedule);
    if (row.window[0] <= 0 && row.window[1] > 0) {
      device.properties.active_climate_setting_schedule = schedule;
      device.properties.is_climate_setting_schedule_active = true;
    }
  });
}

/** Fills a state with the default playground workspace. */
export function seedDefault(state: WorkspaceState, baseUrl: string): void {
  const devices = seedAccountsAndDevices(state, baseUrl);
  seedCodes(state, devices);
  seedSchedules(state, devices);
  seedEvents(state);
}
