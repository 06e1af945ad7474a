import { describe, expect, it } from 'vitest';
import { buildState } from './build-state.js';
import { SEED_KEYS } from './keys.js';

const BASE = 'http://127.0.0.1:8787';
const defaults = { seed: 'default' as const, devices: 0, codes: 0 };

describe('default seed', () => {
  const state = buildState(defaults, SEED_KEYS, BASE);
  const devices = [...state.devices.values()];
  const locks = devices.filter((d) => d.properties.locked !== undefined);
  const codes = [...state.accessCodes.values()];

  it('has the accounts, locks and thermostats the views need', () => {
    expect(state.connectedAccounts.size).toBeGreaterThanOrEqual(2);
    expect(
      [...state.connectedAccounts.values()].some((a) =>
        a.errors.some((e) => e.error_code === 'account_disconnected'),
      ),
    ).toBe(true);
    expect(locks.length).toBeGreaterThanOrEqual(8);
    expect(new Set(locks.map((d) => d.device_type)).size).toBeGreaterThanOrEqual(5);
    expect(locks.filter((d) => !d.capabilities_supported.includes('lock'))).toHaveLength(1);
    expect(new Set(locks.map((d) => d.properties.battery?.status ?? null))).toEqual(
      new Set(['good', 'full', 'low', 'critical', null]),
    );
    expect(
      locks.some(
        (d) => !d.properties.online && d.errors.some((e) => e.error_code === 'device_offline'),
      ),
    ).toBe(true);
    expect(
      devices.filter((d) => d.errors.some((e) => e.is_connected_account_error)).length,
    ).toBeGreaterThanOrEqual(1);
    expect(locks.some((d) => d.properties.supported_code_lengths?.length === 1)).toBe(true);
    expect(locks.some((d) => (d.properties.supported_code_lengths?.length ?? 0) > 1)).toBe(true);
    const thermostats = devices.filter((d) => d.device_type.endsWith('_thermostat'));
    expect(thermostats.map((d) => d.device_type).sort()).toEqual([
      'ecobee_thermostat',
      'honeywell_resideo_thermostat',
      'nest_thermostat',
    ]);
    expect(
      new Set(
        thermostats.map(
          (d) => `${d.properties.is_heating_available}/${d.properties.is_cooling_available}`,
        ),
      ).size,
    ).toBe(3);
    expect(new Set(thermostats.map((d) => d.properties.fan_mode_setting)).size).toBe(2);
  });

  it('has ≥20 access codes over every timing, with issues and an offline code', () => {
    const now = state.startedAt;
    expect(codes.length).toBeGreaterThanOrEqual(20);
    const timed = codes.filter((c) => c.type === 'time_bound');
    expect(timed.some((c) => Date.parse(c.ends_at ?? '') < now)).toBe(true);
    expect(timed.some((c) => Date.parse(c.starts_at ?? '') > now)).toBe(true);
    expect(
      timed.some((c) => Date.parse(c.starts_at ?? '') <= now && Date.parse(c.ends_at ?? '') > now),
    ).toBe(true);
    expect(codes.some((c) => c.type === 'ongoing')).toBe(true);
    expect(codes.some((c) => c.errors.some((e) => e.is_access_code_error))).toBe(true);
    expect(codes.some((c) => c.warnings.length > 0)).toBe(true);
    expect(codes.filter((c) => c.is_offline_access_code && c.type === 'time_bound')).toHaveLength(
      1,
    );
    for (const code of codes) {
      const device = state.devices.get(code.device_id);
      expect(device?.properties.supported_code_lengths).toContain(code.code?.length);
    }
  });

  it('is deterministic: same ids on every build', () => {
    const again = buildState(defaults, SEED_KEYS, BASE, Date.now() + 5000);
    expect([...again.devices.keys()]).toEqual([...state.devices.keys()]);
    expect([...again.accessCodes.keys()]).toEqual([...state.accessCodes.keys()]);
    expect([...again.deviceModels.keys()]).toEqual([...state.deviceModels.keys()]);
    expect([...again.climateSettingSchedules.keys()]).toEqual([
      ...state.climateSettingSchedules.keys(),
    ]);
  });
});

describe('scale and empty seeds', () => {
  it('builds thousands of devices and puts 10,000 codes on the first lock', () => {
    const state = buildState({ seed: 'scale', devices: 5000, codes: 12_000 }, SEED_KEYS, BASE);
    expect(state.devices.size).toBe(5000);
    expect(state.accessCodes.size).toBe(12_000);
    const first = [...state.devices.values()].find((d) => d.properties.locked !== undefined);
    const onFirst = [...state.accessCodes.values()].filter((c) => c.device_id === first?.device_id);
    expect(onFirst.length).toBeGreaterThanOrEqual(10_000);
  });

  it('catalogue has the default world and 2,000 supported models across 100 manufacturers', () => {
    const state = buildState({ seed: 'catalogue', devices: 0, codes: 0 }, SEED_KEYS, BASE);
    expect(state.manufacturers.size).toBe(100);
    expect(state.deviceModels.size).toBe(2000);
    const names = new Set([...state.manufacturers.values()].map((m) => m.display_name));
    expect(names.size).toBe(100);
    expect(
      [...state.deviceModels.values()].every((m) =>
        ['stable', 'beta'].includes(m.manufacturer.integration),
      ),
    ).toBe(true);
    expect(state.devices.size).toBeGreaterThan(0);
    const again = buildState({ seed: 'catalogue', devices: 0, codes: 0 }, SEED_KEYS, BASE);
    expect([...again.deviceModels.keys()]).toEqual([...state.deviceModels.keys()]);
  });

  it('empty has a workspace, session and catalogue but no devices', () => {
    const state = buildState({ seed: 'empty', devices: 0, codes: 0 }, SEED_KEYS, BASE);
    expect(state.devices.size).toBe(0);
    expect(state.clientSessions.size).toBe(1);
    expect(state.manufacturers.size).toBeGreaterThanOrEqual(10);
  });
});
