import type { Device } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from './device-queries.js';

/** Whether a cache entry is the device with this id (malformed entries are not). */
export const isDevice = (value: unknown, deviceId: string): value is Device =>
  value !== null && typeof value === 'object' && (value as Device).device_id === deviceId;

/** The first entry for the device in a cached device query: a single device or a list. */
export function findDevice(data: unknown, deviceId: string): Device | undefined {
  if (Array.isArray(data)) return data.find((entry) => isDevice(entry, deviceId));
  return isDevice(data, deviceId) ? data : undefined;
}

/**
 * Rewrites the cached device (its own entry and its entry in every cached device list) with
 * `update`. Malformed cache entries (null, non-objects, other ids) are left as they are.
 */
export function patchCachedDevice(
  queryClient: QueryClient,
  deviceId: string,
  update: (device: Device) => Device,
): void {
  const apply = (device: unknown) => (isDevice(device, deviceId) ? update(device) : device);
  queryClient.setQueryData<Device>(
    deviceKeys.detail(deviceId),
    (device) => apply(device) as Device | undefined,
  );
  queryClient.setQueriesData<Device[]>({ queryKey: deviceKeys.lists() }, (devices) =>
    Array.isArray(devices) ? (devices.map(apply) as Device[]) : devices,
  );
}
