import type { Device } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { requireClient, useClient } from '../provider/porchlight-context.js';
import { queryKeys } from './query-keys.js';

/**
 * How long a cached device counts as fresh: a device seeded by a list moments ago opens its
 * details without a second request, and anything older is refetched on mount as usual.
 */
export const DEVICE_FRESH_MS = 10_000;

/** One device by id (served from a list's cache when a list just loaded it). */
export function useDevice(deviceId: string | null | undefined) {
  const client = useClient();
  return useQuery<Device>({
    queryKey: queryKeys.devices.detail(deviceId ?? ''),
    enabled: client !== null && Boolean(deviceId),
    staleTime: DEVICE_FRESH_MS,
    queryFn: ({ signal }) =>
      requireClient(client).devices.get({ device_id: deviceId ?? '' }, { signal }),
  });
}
