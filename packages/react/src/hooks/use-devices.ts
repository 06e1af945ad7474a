import type { Device } from '@porchlight/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { requireClient, useClient } from '../provider/porchlight-context.js';
import { type DeviceListParams, queryKeys } from './query-keys.js';

/**
 * The workspace's devices. Each listed device also seeds its single-device cache, so opening
 * its details needs no further request.
 */
export function useDevices(params: DeviceListParams = {}) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useQuery<Device[]>({
    queryKey: queryKeys.devices.list(params),
    enabled: client !== null,
    queryFn: async ({ signal }) => {
      const devices = await requireClient(client).devices.list(params, { signal });
      for (const device of devices) {
        // A malformed entry (null, no id) must not fail the whole list: the views skip it.
        const id = (device as Partial<Device> | null)?.device_id;
        if (typeof id === 'string' && id !== '') {
          queryClient.setQueryData(queryKeys.devices.detail(id), device);
        }
      }
      return devices;
    },
  });
}
