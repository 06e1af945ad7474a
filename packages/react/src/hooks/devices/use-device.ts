import type { Device } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { deviceQueries } from './device-queries.js';

/**
 * One device by id, served at once from any cached device list that holds it (read again in the
 * background once that list is older than 10 s); idle without an id.
 */
export function useDevice(params: {
  /** The device to read; `null`, `undefined` or `''` leaves the query idle. */
  device_id: string | null | undefined;
}): UseQueryResult<Device> {
  const { client, queryClient } = useRequireProvider('useDevice');
  return useQuery(
    { ...deviceQueries.detail(client, params.device_id, queryClient), ...KEEP_ERRORS_IN_RESULT },
    queryClient,
  );
}
