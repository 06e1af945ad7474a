import type { Device } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';

/** The state each lock action under way leads to, per cache and device. */
const pending = new WeakMap<QueryClient, Map<string, { locked: boolean }>>();

/**
 * Notes a lock action under way until the returned function is called: a device read that lands
 * meanwhile (a refetch on tab focus, another lock's success) still holds the provider's old state,
 * and showing it would flip the lock back on screen until the action ends. A later action on the
 * same device takes over; ending the earlier one then leaves it in place.
 */
export function holdPendingLock(
  queryClient: QueryClient,
  deviceId: string,
  locked: boolean,
): () => void {
  let devices = pending.get(queryClient);
  if (!devices) {
    devices = new Map();
    pending.set(queryClient, devices);
  }
  const entry = { locked };
  devices.set(deviceId, entry);
  return () => {
    if (devices.get(deviceId) === entry) devices.delete(deviceId);
  };
}

function withLock<T>(device: T, devices: Map<string, { locked: boolean }>): T {
  const id = (device as Partial<Device> | null)?.device_id;
  const entry = typeof id === 'string' ? devices.get(id) : undefined;
  if (!entry) return device;
  const { properties } = device as Device;
  if (properties?.locked === entry.locked) return device;
  return { ...device, properties: { ...properties, locked: entry.locked } };
}

/** A device as read, with the state of a lock action still under way on it. */
export function withPendingLock<T>(queryClient: QueryClient, device: T): T {
  const devices = pending.get(queryClient);
  return devices?.size ? withLock(device, devices) : device;
}

/** Devices as read, each with the state of a lock action still under way on it. */
export function withPendingLocks<T>(queryClient: QueryClient, devices: T[]): T[] {
  const held = pending.get(queryClient);
  return held?.size ? devices.map((device) => withLock(device, held)) : devices;
}
