import type { Device } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { requireClient, useClient } from '../provider/porchlight-context.js';
import { queryKeys } from './query-keys.js';

/** One device by id (served from a list's cache when a list already loaded it). */
export function useDevice(deviceId: string | null | undefined) {
  const client = useClient();
  return useQuery<Device>({
    queryKey: queryKeys.devices.detail(deviceId ?? ''),
    enabled: client !== null && Boolean(deviceId),
    queryFn: ({ signal }) =>
      requireClient(client).devices.get({ device_id: deviceId ?? '' }, { signal }),
  });
}
