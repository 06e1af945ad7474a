import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccessCodeDevice,
  requireClient,
  useAccessCodesClient,
} from './access-codes-client.js';

/** Key of the device an access code view shows; shares the core's `devices` root. */
export const accessCodeDeviceKey = (deviceId: string) =>
  ['porchlight', 'devices', 'get', { device_id: deviceId }] as const;

/** The lock an access code view belongs to (name, lock state, supported code lengths). */
export function useAccessCodeDevice(deviceId: string) {
  const client = useAccessCodesClient();
  const query = useQuery<AccessCodeDevice>({
    queryKey: accessCodeDeviceKey(deviceId),
    enabled: client !== null && deviceId !== '',
    queryFn: () => requireClient(client).devices.get({ device_id: deviceId }),
  });
  return { device: query.data, isPending: query.isPending && query.fetchStatus !== 'idle' };
}

/**
 * Lock or unlock with the optimistic flip of spec §4: the cached device shows the new state at
 * once, rolls back if the call fails, and is refetched either way.
 */
export function useLockToggle(deviceId: string) {
  const client = useAccessCodesClient();
  const queryClient = useQueryClient();
  const key = accessCodeDeviceKey(deviceId);
  const mutation = useMutation<unknown, Error, boolean, { previous?: AccessCodeDevice }>({
    mutationFn: (locked) => {
      const { locks } = requireClient(client);
      return locked
        ? locks.unlockDoor({ device_id: deviceId })
        : locks.lockDoor({ device_id: deviceId });
    },
    onMutate: async (locked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AccessCodeDevice>(key);
      if (previous) {
        queryClient.setQueryData<AccessCodeDevice>(key, {
          ...previous,
          properties: { ...previous.properties, locked: !locked },
        });
      }
      return { previous };
    },
    onError: (_error, _locked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['porchlight', 'devices'] }),
  });
  return { toggle: (locked: boolean) => mutation.mutate(locked), isPending: mutation.isPending };
}
