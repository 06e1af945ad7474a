import type { DataTag, QueryKey, UnusedSkipTokenOptions } from '@tanstack/react-query';

/**
 * What a `…Queries` factory returns: TanStack's `queryOptions` result for a query function that is
 * never `skipToken`, so it suits `useSuspenseQuery`, `useQuery` and `useQueries` alike, and its
 * `queryKey` carries the data type for `queryClient.getQueryData`. Written out so the published
 * declarations name the API types (`Device`) instead of inlining their whole structure.
 *
 * The factory's `enabled` waits for the provider's client (a publishable-key exchange), and
 * `useSuspenseQuery` ignores `enabled`: render a suspending reader only once `useClient()` is not
 * null, or its first read fails with `PorchlightClientMissingError`.
 */
export type PorchlightQueryOptions<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<
  TData,
  Error,
  TData,
  TKey
> & {
  /** The query's key, tagged with its data type so `queryClient.getQueryData` is typed. */
  queryKey: DataTag<TKey, TData, Error>;
};

/**
 * Set on every query and mutation of Porchlight's hooks, whatever the cache's defaults: a failure
 * stays in the hook's result, where the views say it with their own 'Try again'. A host cache
 * made with `throwOnError: true` threw it to the view's error boundary instead, whose retry could
 * not fetch again (TanStack keeps a query that threw from refetching on mount without a
 * `QueryErrorResetBoundary`), and a failed save replaced the whole view.
 */
export const KEEP_ERRORS_IN_RESULT = { throwOnError: false } as const;

/**
 * Set on every Porchlight mutation (a lock action, a climate or fan change, a code saved or
 * deleted): sent at once or failed at once (rolled back and told, a form's values kept), never
 * held by TanStack while it thinks the browser offline and sent when the connection returns,
 * minutes later, after the person left believing it failed or gave up waiting on 'Saving'.
 */
export const SEND_NOW = { networkMode: 'always' } as const;

/**
 * Tags a key with the data its query holds, as `queryOptions` tags a factory's key, so a host's
 * `queryClient.getQueryData(deviceKeys.detail(id))` is typed `Device | undefined` (not `unknown`)
 * and `setQueryData` on it checks the updater. Types only: the key is the same array.
 */
export const dataKey =
  <TData>() =>
  <const TKey extends QueryKey>(key: TKey): PorchlightDataKey<TKey, TData> =>
    key as PorchlightDataKey<TKey, TData>;

/**
 * A query key tagged with the data its query holds (TanStack's `DataTag`), as the exported
 * entity keys (`deviceKeys.detail(id)`, …) are: cache reads on it are typed.
 */
export type PorchlightDataKey<TKey extends QueryKey, TData> = DataTag<TKey, TData, Error>;
