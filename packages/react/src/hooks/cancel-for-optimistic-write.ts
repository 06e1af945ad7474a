import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Cancels the queries under `queryKey` before an optimistic write (an answer already on its way
 * would overwrite the write with the old state) and returns the keys of those it stopped, for
 * {@link resumeCancelledQueries}. TanStack does not fetch a cancelled query again by itself: one
 * cancelled during its first load went back to pending with nothing fetching, so a view on it (the
 * device table behind a thermostat's details) waited for ever.
 */
export async function cancelForOptimisticWrite(
  queryClient: QueryClient,
  queryKey: QueryKey,
): Promise<QueryKey[]> {
  const stopped = queryClient
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: 'fetching' })
    .map((query) => query.queryKey);
  await queryClient.cancelQueries({ queryKey });
  return stopped;
}

/**
 * Fetches again, once the save has settled, each query {@link cancelForOptimisticWrite} stopped:
 * shown ones at once, the others when next shown. Only those: the request each had already sent,
 * not a refresh of every query.
 */
export function resumeCancelledQueries(
  queryClient: QueryClient,
  stopped: readonly QueryKey[] | undefined,
): void {
  for (const queryKey of stopped ?? []) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}
