import type { Device, PorchlightClient } from '@porchlight/client';
import { type QueryClient, queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { requireClient } from '../../provider/porchlight-context.js';
import { QUERY_ROOT } from '../../provider/query-root.js';
import { SEEDED_FRESH_MS } from '../freshness.js';
import { dataKey, type PorchlightDataKey, type PorchlightQueryOptions } from '../query-options.js';
import { listEveryDevice } from './device-pages.js';
import { withPendingLock, withPendingLocks } from './pending-locks.js';

/** Filters of the device list. */
export interface DeviceListParams {
  /** Only these devices. */
  device_ids?: string[] | undefined;
  /** Only the devices of these connected accounts. */
  connected_account_ids?: string[] | undefined;
  /**
   * At most this many devices, newest first, in one request. Without it the list reads every
   * page, however many devices the workspace holds.
   */
  limit?: number | undefined;
}

/** Query keys of devices: one root, so a single invalidation reaches lists and single devices. */
export const deviceKeys = {
  all: [...QUERY_ROOT, 'devices'] as const,
  lists: () => [...deviceKeys.all, 'list'] as const,
  list: (
    params: DeviceListParams = {},
  ): PorchlightDataKey<
    readonly [...typeof QUERY_ROOT, 'devices', 'list', DeviceListParams],
    Device[]
  > => dataKey<Device[]>()([...deviceKeys.lists(), params]),
  detail: (
    deviceId: string,
  ): PorchlightDataKey<
    readonly [...typeof QUERY_ROOT, 'devices', 'get', { readonly device_id: string }],
    Device
  > => dataKey<Device>()([...deviceKeys.all, 'get', { device_id: deviceId }]),
};

/**
 * The cached device lists whose data is only the pages read so far: a read still under way, or
 * one whose later page failed or was cancelled. Held per query, so it goes with the query.
 */
const partialLists = new WeakSet<object>();
/**
 * The arrays of first pages the reads have shown. A result whose own `data` is one of them is
 * partial even after its query has finished reading, until the whole list reaches that result:
 * `isComplete` never says complete over rows that are still the first pages.
 */
const firstPages = new WeakSet<object>();

/**
 * Whether the list of these filters, as a result holds it (`data`), is only its first pages:
 * more are being read, or a later page failed or was cancelled. False for a list not yet read.
 */
export function isDeviceListPartial(
  queryClient: QueryClient,
  params: DeviceListParams,
  data: readonly Device[] | undefined,
): boolean {
  if (data === undefined) return false;
  if (firstPages.has(data)) return true;
  const query = queryClient
    .getQueryCache()
    .find({ queryKey: deviceKeys.list(params), exact: true });
  return query !== undefined && partialLists.has(query);
}

/**
 * A device as a cached list holds it, with when that list was read. The list's own fetch seeds
 * each device's entry, but a list that reached the cache otherwise (hydrated from a server
 * prefetch, written by the host) or a device entry collected while the list stayed shown would
 * leave the details loading a device already on screen.
 */
function findInLists(
  queryClient: QueryClient,
  deviceId: string,
): { device: Device; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: deviceKeys.lists() })) {
    const list: unknown = query.state.data;
    if (!Array.isArray(list)) continue;
    // As in the list's seeding: malformed entries are skipped and a repeated id keeps its first.
    const device = list.find((item) => (item as Partial<Device> | null)?.device_id === deviceId) as
      | Device
      | undefined;
    if (device) return { device, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * Key and fetcher of each device query, declared once for hooks, prefetching and cache reads.
 * A list also seeds each listed device's own entry, so opening its details costs no request.
 */
export const deviceQueries = {
  list: (
    client: PorchlightClient | null,
    params: DeviceListParams = {},
  ): PorchlightQueryOptions<Device[], ReturnType<typeof deviceKeys.list>> =>
    queryOptions({
      queryKey: deviceKeys.list(params),
      enabled: client !== null,
      queryFn: async ({ signal, client: queryClient, queryKey }) => {
        const api = requireClient(client);
        const query = queryClient.getQueryCache().find({ queryKey, exact: true });
        // A complete list stays as it is until its re-read ends: showing the re-read's first page
        // meanwhile would drop the rows the person is looking at (or scrolled to).
        const shownComplete = query?.state.data !== undefined && !partialLists.has(query);
        const seeded = new Set<string>();
        const seed = (devices: readonly Device[]) => {
          for (const device of devices) {
            // A malformed entry (null, no id) must not fail the whole list: the views skip it.
            // A repeated id keeps its first entry, the one the table lists and opens.
            const id = (device as Partial<Device> | null)?.device_id;
            if (typeof id === 'string' && id !== '' && !seeded.has(id)) {
              seeded.add(id);
              queryClient.setQueryData(deviceKeys.detail(id), device);
            }
          }
        };
        const showSoFar = (soFar: Device[]) => {
          if (query === undefined || shownComplete || signal.aborted) return;
          // A re-read of a list cut short (a failed or cancelled page) shows its pages once they
          // hold more than is shown, never fewer.
          const shown: unknown = query.state.data;
          if (Array.isArray(shown) && shown.length >= soFar.length) return;
          seed(soFar);
          partialLists.add(query);
          // The array stored, which structural sharing may have copied from `soFar`.
          const stored = queryClient.setQueryData(queryKey, soFar);
          if (stored) firstPages.add(stored);
        };
        // A read cancelled (an unmount, a lock flip) leaves only its first pages, which a cache's
        // `staleTime` would otherwise keep as fresh: marked stale at once (TanStack aborts as it
        // cancels), before a screen mounted next decides whether to read the list again.
        const cutShort = () => {
          if (query && partialLists.has(query)) query.invalidate();
        };
        signal.addEventListener('abort', cutShort, { once: true });
        const read = await listEveryDevice(
          (page, options) => api.devices.list(page, options),
          params,
          signal,
          (soFar) => showSoFar(withPendingLocks(queryClient, soFar)),
        ).finally(() => signal.removeEventListener('abort', cutShort));
        const devices = withPendingLocks(queryClient, read);
        seed(devices);
        if (query) partialLists.delete(query);
        // The whole list equal to the first pages shown (later pages empty now) is stored as that
        // same array by structural sharing: it is complete.
        const shown = query?.state.data;
        if (shown && firstPages.has(shown) && replaceEqualDeep(shown, devices) === shown) {
          firstPages.delete(shown);
        }
        return devices;
      },
    }),
  /**
   * One device; given the cache, seeded from any cached list holding it (fresh for
   * `SEEDED_FRESH_MS` from that list's read, refetched in the background after). Disabled without
   * an id.
   */
  detail: (
    client: PorchlightClient | null,
    deviceId: string | null | undefined,
    queryClient?: QueryClient,
  ): PorchlightQueryOptions<Device, ReturnType<typeof deviceKeys.detail>> => {
    const id = deviceId ?? '';
    return queryOptions({
      queryKey: deviceKeys.detail(id),
      enabled: client !== null && id !== '',
      staleTime: SEEDED_FRESH_MS,
      queryFn: async ({ signal, client: cache }) =>
        withPendingLock(
          cache,
          await requireClient(client).devices.get({ device_id: id }, { signal }),
        ),
      ...(queryClient && id !== ''
        ? {
            initialData: () => findInLists(queryClient, id)?.device,
            initialDataUpdatedAt: () => findInLists(queryClient, id)?.updatedAt,
          }
        : {}),
    });
  },
};
