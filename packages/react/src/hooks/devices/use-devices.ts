import type { Device } from '@porchlight/client';
import { type QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { type DeviceListParams, deviceQueries, isDeviceListPartial } from './device-queries.js';

/** How far the read of a device list has come, beside TanStack's own result. */
export interface DeviceListProgress {
  /**
   * `data` holds the pages read so far and more are being read (or wait for the connection). A
   * workspace of more than one page (500 devices) shows its first page this way at once.
   */
  isFetchingMore: boolean;
  /**
   * `data` holds every device of the list. False before the first page, while more pages are
   * read, and when a later page failed (`isError`, with the devices read before it in `data`).
   */
  isComplete: boolean;
}

/** What {@link useDevices} returns: TanStack's query result and the read's progress. */
export type UseDevicesResult = UseQueryResult<Device[]> & DeviceListProgress;

const PROGRESS_KEYS = ['isFetchingMore', 'isComplete'] as const;
const isProgressKey = (key: PropertyKey): key is keyof DeviceListProgress =>
  (PROGRESS_KEYS as readonly PropertyKey[]).includes(key);

/**
 * The result with the progress fields read on access, as TanStack reads its own: a component
 * re-renders only for the fields it reads. Both read `fetchStatus`, so the end of the read (which
 * may leave `data` as it was) renders a component that reads them again.
 */
function withProgress(
  result: UseQueryResult<Device[]>,
  queryClient: QueryClient,
  params: DeviceListParams,
): UseDevicesResult {
  const progress = (key: keyof DeviceListProgress): boolean => {
    const reading = result.fetchStatus !== 'idle';
    const partial = isDeviceListPartial(queryClient, params, result.data);
    if (key === 'isFetchingMore') return partial && reading;
    return result.data !== undefined && !partial;
  };
  return new Proxy(result, {
    get: (target, key) => (isProgressKey(key) ? progress(key) : Reflect.get(target, key)),
    has: (target, key) => isProgressKey(key) || Reflect.has(target, key),
    ownKeys: (target) => [...Reflect.ownKeys(target), ...PROGRESS_KEYS],
    getOwnPropertyDescriptor: (target, key) =>
      isProgressKey(key)
        ? { value: progress(key), enumerable: true, configurable: true, writable: false }
        : Reflect.getOwnPropertyDescriptor(target, key),
  }) as UseDevicesResult;
}

/**
 * The workspace's devices. Each listed device also seeds its single-device cache, so opening
 * its details needs no further request. A list of more than one page (500 devices) shows its
 * first page as soon as it arrives: `isFetchingMore` says more are being read, `isComplete` that
 * `data` holds every device. A re-read keeps the whole list shown until it ends.
 */
export function useDevices(params: DeviceListParams = {}): UseDevicesResult {
  const { client, queryClient } = useRequireProvider('useDevices');
  const result = useQuery(
    { ...deviceQueries.list(client, params), ...KEEP_ERRORS_IN_RESULT },
    queryClient,
  );
  return withProgress(result, queryClient, params);
}
