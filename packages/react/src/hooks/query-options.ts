import type { DataTag, QueryKey, UnusedSkipTokenOptions } from '@tanstack/react-query';

/**
 * What a `…Queries` factory returns: TanStack's `queryOptions` result for a query function that is
 * never `skipToken`, so it suits `useSuspenseQuery`, `useQuery` and `useQueries` alike, and its
 * `queryKey` carries the data type for `queryClient.getQueryData`. Written out so the published
 * declarations name the API types (`Device`) instead of inlining their whole structure.
 */
export type PorchlightQueryOptions<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<
  TData,
  Error,
  TData,
  TKey
> & { queryKey: DataTag<TKey, TData, Error> };
