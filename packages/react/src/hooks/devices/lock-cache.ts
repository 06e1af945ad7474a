import type { Device } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { findDevice, isDevice, patchCachedDevice } from './device-cache.js';
import { deviceKeys } from './device-queries.js';

/** The cached device data as it was before an optimistic flip, to restore on failure. */
export interface LockSnapshot {
  deviceId: string;
  previous: Array<[readonly unknown[], unknown]>;
}

function withLocked(device: Device, locked: boolean): Device {
  return { ...device, properties: { ...device.properties, locked } } as Device;
}

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
  patchCachedDevice(queryClient, deviceId, (device) => withLocked(device, locked));
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
  for (const [key, data] of snapshot.previous) {
    const before = findDevice(data, deviceId);
    if (!before) continue;
    queryClient.setQueryData(key, (current: unknown) =>
      Array.isArray(current)
        ? current.map((device) => (isDevice(device, deviceId) ? before : device))
        : isDevice(current, deviceId)
          ? before
          : current,
    );
  }
}
