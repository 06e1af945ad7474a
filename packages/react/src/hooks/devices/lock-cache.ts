import type { Device } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from './device-queries.js';

/** The cached device data as it was before an optimistic flip, to restore on failure. */
export interface LockSnapshot {
  deviceId: string;
  previous: Array<[readonly unknown[], unknown]>;
}

function withLocked(device: Device, locked: boolean): Device {
  return { ...device, properties: { ...device.properties, locked } } as Device;
}

const isDevice = (value: unknown, deviceId: string): value is Device =>
  value !== null && typeof value === 'object' && (value as Device).device_id === deviceId;

/**
 * Sets `locked` on the cached device and on its entries in every cached device list, after
 * taking a snapshot. Malformed cache entries (null, non-objects) are left as they are.
 */
export function flipCachedLock(
  queryClient: QueryClient,
  deviceId: string,
  locked: boolean,
): LockSnapshot {
  const previous = queryClient.getQueriesData({ queryKey: deviceKeys.all });
  queryClient.setQueryData<Device>(deviceKeys.detail(deviceId), (device) =>
    isDevice(device, deviceId) ? withLocked(device, locked) : device,
  );
  queryClient.setQueriesData<Device[]>({ queryKey: deviceKeys.lists() }, (devices) =>
    Array.isArray(devices)
      ? devices.map((device) => (isDevice(device, deviceId) ? withLocked(device, locked) : device))
      : devices,
  );
  return { deviceId, previous };
}

/**
 * Puts the snapshot's device back as it was when the snapshot was taken, in the detail and every
 * list. Only that device: the snapshot also holds other locks' flips of actions still under way
 * (or already rolled back), which restoring whole queries would undo or bring back.
 */
export function restoreLockSnapshot(queryClient: QueryClient, snapshot: LockSnapshot | undefined) {
  if (!snapshot) return;
  const { deviceId } = snapshot;
  const entryIn = (data: unknown) =>
    Array.isArray(data) ? data.find((device) => isDevice(device, deviceId)) : data;
  for (const [key, data] of snapshot.previous) {
    const before = entryIn(data);
    if (!isDevice(before, deviceId)) continue;
    queryClient.setQueryData(key, (current: unknown) =>
      Array.isArray(current)
        ? current.map((device) => (isDevice(device, deviceId) ? before : device))
        : isDevice(current, deviceId)
          ? before
          : current,
    );
  }
}
