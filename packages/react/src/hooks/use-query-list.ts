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
  // Each query is subscribed (which fetches what is missing or stale) once, for as long as it
  // stays in the list; one leaving the list is unsubscribed, so its cache entry can be collected.
  // Not all of them again whenever the list changes: a list growing page by page (the thermostats
  // of a device list) then cancelled every fetch under way and refetched every query already read.
  const [subscriptions] = useState(() => new Map<string, () => void>());
  const [listener] = useState(() => notifyManager.batchCalls(rerender));
  const hashes = defaulted.map((options) => options.queryHash).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hashes` names the observers in `current`.
  useEffect(() => {
    const kept = new Set(isRestoring ? [] : hashes.split('\n'));
    for (const [hash, unsubscribe] of subscriptions) {
      if (kept.has(hash)) continue;
      unsubscribe();
      subscriptions.delete(hash);
    }
    if (isRestoring) return;
    for (const { observer, options } of current) {
      if (subscriptions.has(options.queryHash)) continue;
      subscriptions.set(options.queryHash, observer.subscribe(listener));
      // A change between render and subscription is shown now.
      observer.updateResult();
    }
    for (const hash of observers.keys()) {
      if (!kept.has(hash)) observers.delete(hash);
    }
  }, [hashes, isRestoring, observers, subscriptions, listener]);
  useEffect(
    () => () => {
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
    },
    [subscriptions],
  );
  return current.map(({ observer, options }) => observer.getOptimisticResult(options));
}
