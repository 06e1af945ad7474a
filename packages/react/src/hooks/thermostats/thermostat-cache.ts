import type { Device } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { findDevice, isDevice, patchCachedDevice } from '../devices/device-cache.js';
import { deviceKeys } from '../devices/device-queries.js';

type Properties = Record<string, unknown>;

/**
 * One thermostat's `default_climate_setting.manual_override_allowed` as each cached query held it
 * before an optimistic edit, to put back on failure without touching anything else.
 */
export interface ManualOverrideSnapshot {
  deviceId: string;
  /** The value the optimistic edit wrote. */
  written: boolean;
  /** Each device query holding the device, with the device's default climate as it was. */
  previous: Array<{ queryKey: readonly unknown[]; setting: Properties | undefined }>;
}

/** The value when it is a plain object (not null, not an array), else undefined. */
const objectOf = (value: unknown): Properties | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Properties)
    : undefined;

const propertiesOf = (device: Device): Properties =>
  objectOf((device as { properties?: unknown }).properties) ?? {};

/**
 * Rewrites the cached thermostat's properties (its own entry and its entry in every cached device
 * list) with `update`. Malformed cache entries (null, non-objects, other ids) are left as they are.
 */
export function patchCachedThermostat(
  queryClient: QueryClient,
  deviceId: string,
  update: (properties: Properties) => Properties,
): void {
  patchCachedDevice(
    queryClient,
    deviceId,
    (device) => ({ ...device, properties: update(propertiesOf(device)) }) as Device,
  );
}

/** A nested setting object of the properties, or an empty one when absent or malformed. */
export function settingOf(properties: Properties, key: string): Properties {
  return objectOf(properties[key]) ?? {};
}

const MANUAL_OVERRIDE = 'manual_override_allowed';

/** The default climate of the device, or undefined when absent or malformed. */
function defaultClimateOf(device: Device): Properties | undefined {
  return objectOf(propertiesOf(device).default_climate_setting);
}

/**
 * Notes the thermostat's manual-override flag in every device query holding it, before the
 * optimistic edit writes `written`, for {@link restoreManualOverride}.
 */
export function snapshotManualOverride(
  queryClient: QueryClient,
  deviceId: string,
  written: boolean,
): ManualOverrideSnapshot {
  const previous: ManualOverrideSnapshot['previous'] = [];
  for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: deviceKeys.all })) {
    const device = findDevice(data, deviceId);
    if (device) previous.push({ queryKey, setting: defaultClimateOf(device) });
  }
  return { deviceId, written, previous };
}

/**
 * Puts back only the thermostat's manual-override flag, in each query as it was before the edit.
 * The rest of the device stays as it is now: a climate or fan-mode save that succeeded meanwhile
 * must not be undone. A query whose flag no longer holds the edited value was rewritten since (a
 * newer toggle, a re-read) and is newer than the snapshot, so it is left alone.
 */
export function restoreManualOverride(
  queryClient: QueryClient,
  snapshot: ManualOverrideSnapshot | undefined,
): void {
  if (!snapshot) return;
  const { deviceId, written } = snapshot;
  for (const { queryKey, setting: before } of snapshot.previous) {
    const restore = (device: unknown): unknown => {
      if (!isDevice(device, deviceId)) return device;
      const now = defaultClimateOf(device);
      if (now?.[MANUAL_OVERRIDE] !== written) return device;
      const { [MANUAL_OVERRIDE]: _edited, ...setting } = now;
      if (before && MANUAL_OVERRIDE in before) setting[MANUAL_OVERRIDE] = before[MANUAL_OVERRIDE];
      const properties: Properties = { ...propertiesOf(device), default_climate_setting: setting };
      // The edit created the default climate to hold the flag: without it there is none again.
      if (!before && Object.keys(setting).length === 0) delete properties.default_climate_setting;
      return { ...device, properties } as Device;
    };
    queryClient.setQueryData(queryKey, (data: unknown) => {
      if (!Array.isArray(data)) return restore(data);
      const restored = data.map(restore);
      return restored.some((entry, index) => entry !== data[index]) ? restored : data;
    });
  }
}
