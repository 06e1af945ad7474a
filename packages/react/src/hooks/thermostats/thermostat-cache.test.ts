import type { Device } from '@porchlight/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { deviceKeys } from '../devices/device-queries.js';
import {
  patchCachedThermostat,
  restoreManualOverride,
  settingOf,
  snapshotManualOverride,
} from './thermostat-cache.js';

const thermostat = (properties: Record<string, unknown>, device_id = 'd1') =>
  ({ device_id, properties }) as unknown as Device;

function seeded(properties: Record<string, unknown>) {
  const cache = new QueryClient();
  const other = thermostat({ fan_mode_setting: 'on' }, 'd2');
  cache.setQueryData(deviceKeys.detail('d1'), thermostat(properties));
  cache.setQueryData(deviceKeys.list(), [other, thermostat(properties)]);
  return { cache, other };
}

/** Toggles the flag the way the hook does: snapshot, then the optimistic edit. */
function toggle(cache: QueryClient, allowed: boolean) {
  const snapshot = snapshotManualOverride(cache, 'd1', allowed);
  patchCachedThermostat(cache, 'd1', (properties) => ({
    ...properties,
    default_climate_setting: {
      ...settingOf(properties, 'default_climate_setting'),
      manual_override_allowed: allowed,
    },
  }));
  return snapshot;
}

const copies = (cache: QueryClient) => [
  cache.getQueryData<Device>(deviceKeys.detail('d1'))?.properties as Record<string, unknown>,
  cache.getQueryData<Device[]>(deviceKeys.list())?.[1]?.properties as Record<string, unknown>,
];

describe('restoreManualOverride', () => {
  it('puts back only the flag, keeping what changed meanwhile', () => {
    const { cache, other } = seeded({
      fan_mode_setting: 'auto',
      default_climate_setting: { hvac_mode_setting: 'heat_cool', manual_override_allowed: true },
    });
    const snapshot = toggle(cache, false);
    patchCachedThermostat(cache, 'd1', (properties) => ({ ...properties, fan_mode_setting: 'on' }));
    restoreManualOverride(cache, snapshot);
    for (const properties of copies(cache)) {
      expect(properties).toEqual({
        fan_mode_setting: 'on',
        default_climate_setting: { hvac_mode_setting: 'heat_cool', manual_override_allowed: true },
      });
    }
    expect(cache.getQueryData<Device[]>(deviceKeys.list())?.[0]).toBe(other);
  });

  it('removes a flag, or a default climate, that the edit alone created', () => {
    const { cache } = seeded({ default_climate_setting: { hvac_mode_setting: 'off' } });
    restoreManualOverride(cache, toggle(cache, false));
    for (const properties of copies(cache)) {
      expect(properties).toEqual({ default_climate_setting: { hvac_mode_setting: 'off' } });
    }
    const bare = seeded({ fan_mode_setting: 'auto' });
    restoreManualOverride(bare.cache, toggle(bare.cache, true));
    for (const properties of copies(bare.cache))
      expect(properties).toEqual({ fan_mode_setting: 'auto' });
  });

  it('leaves a flag rewritten since the edit (a newer toggle, a re-read) alone', () => {
    const { cache } = seeded({ default_climate_setting: { manual_override_allowed: true } });
    const snapshot = toggle(cache, false);
    toggle(cache, true);
    cache.setQueryData(deviceKeys.detail('d1'), thermostat({ default_climate_setting: {} }));
    restoreManualOverride(cache, snapshot);
    const [detail, listed] = copies(cache);
    expect(detail).toEqual({ default_climate_setting: {} });
    expect(listed).toEqual({ default_climate_setting: { manual_override_allowed: true } });
  });
});
