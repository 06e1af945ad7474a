import type { DataTag, QueryKey, UseQueryOptions } from '@tanstack/react-query';

/**
 * What a `…Queries` factory returns (the shape of TanStack's `queryOptions`), written out so the
 * published declarations name the API types (`Device`) instead of inlining their whole structure.
 */
export type PorchlightQueryOptions<TData, TKey extends QueryKey> = UseQueryOptions<
  TData,
  Error,
  TData,
  TKey
> & { queryKey: DataTag<TKey, TData, Error> };
