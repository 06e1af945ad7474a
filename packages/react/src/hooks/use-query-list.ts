import {
  notifyManager,
  type QueryClient,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
  useIsRestoring,
} from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';

/**
 * The results of a list of queries whose length changes between renders, one `QueryObserver`
 * each, kept by query hash. What `useQueries` does for this package's one caller (no suspense,
 * `select`, `combine` or error-boundary throwing), without bundling its `QueriesObserver`
 * (about 1 kB gzip of every page). Results are as `useQuery` returns them: cached data at the
 * first render, a re-render on every change, `refetch` on each.
 */
export function useQueryList<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  queries: readonly QueryObserverOptions<TData, Error, TData, TData, TKey>[],
): QueryObserverResult<TData>[] {
  const isRestoring = useIsRestoring();
  const [observers] = useState(
    () => new Map<string, QueryObserver<TData, Error, TData, TData, TKey>>(),
  );
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const defaulted = queries.map((options) => {
    const withDefaults = queryClient.defaultQueryOptions(options);
    withDefaults._optimisticResults = isRestoring ? 'isRestoring' : 'optimistic';
    return withDefaults;
  });
  const current = defaulted.map((options) => {
    let observer = observers.get(options.queryHash);
    if (observer === undefined) {
      observer = new QueryObserver(queryClient, options);
      observers.set(options.queryHash, observer);
    }
    return { observer, options };
  });
  // As `useQuery`: options that changed since the last render reach the observers after commit.
  useEffect(() => {
    for (const { observer, options } of current) observer.setOptions(options);
  });
  // Subscribed (which fetches what is missing or stale) while the list of queries stays the same;
  // a query leaving the list is unsubscribed, so its cache entry can be collected.
  const hashes = defaulted.map((options) => options.queryHash).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hashes` names the observers in `current`.
  useEffect(() => {
    if (isRestoring) return;
    const listener = notifyManager.batchCalls(rerender);
    const unsubscribes = current.map(({ observer }) => observer.subscribe(listener));
    // A change between render and subscription is shown now.
    for (const { observer } of current) observer.updateResult();
    for (const hash of observers.keys()) {
      if (!hashes.split('\n').includes(hash)) observers.delete(hash);
    }
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [hashes, isRestoring, observers]);
  return current.map(({ observer, options }) => observer.getOptimisticResult(options));
}
