import type { Device } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from '../devices/device-queries.js';

type Properties = Record<string, unknown>;

/** The cached device data as it was before an optimistic edit, to restore on failure. */
export interface ThermostatSnapshot {
  previous: Array<[readonly unknown[], unknown]>;
}

const isDevice = (value: unknown, deviceId: string): value is Device =>
  value !== null && typeof value === 'object' && (value as Device).device_id === deviceId;

const propertiesOf = (device: Device): Properties => {
  const properties = (device as { properties?: unknown }).properties;
  return properties !== null && typeof properties === 'object' && !Array.isArray(properties)
    ? (properties as Properties)
    : {};
};

/**
 * Rewrites the cached thermostat's properties (its own entry and its entry in every cached device
 * list) with `update`. Malformed cache entries (null, non-objects, other ids) are left as they are.
 */
export function patchCachedThermostat(
  queryClient: QueryClient,
  deviceId: string,
  update: (properties: Properties) => Properties,
): void {
  const apply = (device: unknown) =>
    isDevice(device, deviceId)
      ? ({ ...device, properties: update(propertiesOf(device)) } as Device)
      : device;
  queryClient.setQueryData<Device>(
    deviceKeys.detail(deviceId),
    (device) => apply(device) as Device | undefined,
  );
  queryClient.setQueriesData<Device[]>({ queryKey: deviceKeys.lists() }, (devices) =>
    Array.isArray(devices) ? (devices.map(apply) as Device[]) : devices,
  );
}

/** A nested setting object of the properties, or an empty one when absent or malformed. */
export function settingOf(properties: Properties, key: string): Properties {
  const value = properties[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Properties)
    : {};
}

/** Takes a snapshot of every device query, for {@link restoreThermostatSnapshot}. */
export function snapshotThermostats(queryClient: QueryClient): ThermostatSnapshot {
  return { previous: queryClient.getQueriesData({ queryKey: deviceKeys.all }) };
}

/** Puts back every device query as it was when the snapshot was taken. */
export function restoreThermostatSnapshot(
  queryClient: QueryClient,
  snapshot: ThermostatSnapshot | undefined,
): void {
  for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
}
