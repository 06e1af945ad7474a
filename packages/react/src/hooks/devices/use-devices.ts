import type { Device } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { type DeviceListParams, deviceQueries } from './device-queries.js';

/**
 * The workspace's devices. Each listed device also seeds its single-device cache, so opening
 * its details needs no further request.
 */
export function useDevices(params: DeviceListParams = {}): UseQueryResult<Device[]> {
  const { client, queryClient } = useRequireProvider('useDevices');
  return useQuery({ ...deviceQueries.list(client, params), ...KEEP_ERRORS_IN_RESULT }, queryClient);
}
