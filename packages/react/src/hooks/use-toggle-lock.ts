import type { ActionAttempt, Device } from '@porchlight/client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireClient, useClient } from '../provider/porchlight-context.js';
import { queryKeys } from './query-keys.js';

/** What the toggle needs to know about the device. */
export interface ToggleLockVariables {
  deviceId: string;
  /** The lock state the person saw: unlock when locked, lock when unlocked. */
  locked: boolean;
}

interface Snapshot {
  previous: Array<[readonly unknown[], unknown]>;
}

function withLocked(device: Device, locked: boolean): Device {
  return { ...device, properties: { ...device.properties, locked } } as Device;
}

function flipCachedDevice(queryClient: QueryClient, deviceId: string, locked: boolean): Snapshot {
  const previous = queryClient.getQueriesData({ queryKey: queryKeys.devices.all });
  queryClient.setQueryData<Device>(queryKeys.devices.detail(deviceId), (device) =>
    device ? withLocked(device, locked) : device,
  );
  queryClient.setQueriesData<Device[]>({ queryKey: queryKeys.devices.lists() }, (devices) =>
    devices?.map((device) => (device.device_id === deviceId ? withLocked(device, locked) : device)),
  );
  return { previous };
}

/**
 * Locks or unlocks with the spec's optimistic update: the cached device flips at once, device
 * lists are refetched afterwards, and a failure restores the previous state (the error is left
 * for the caller to tell the person about).
 */
export function useToggleLock() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation<ActionAttempt, Error, ToggleLockVariables, Snapshot>({
    mutationFn: ({ deviceId, locked }) => {
      const { locks } = requireClient(client);
      return locked
        ? locks.unlockDoor({ device_id: deviceId })
        : locks.lockDoor({ device_id: deviceId });
    },
    onMutate: async ({ deviceId, locked }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.devices.all });
      return flipCachedDevice(queryClient, deviceId, !locked);
    },
    onError: (_error, _variables, snapshot) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.devices.all }),
  });
}
