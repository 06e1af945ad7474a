import type { AccessCode, PorchlightClient } from '@porchlight/client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { requireClient } from '../../provider/porchlight-context.js';
import { QUERY_ROOT } from '../../provider/query-root.js';
import { SEEDED_FRESH_MS } from '../freshness.js';
import { isGone } from '../gone.js';
import { dataKey, type PorchlightDataKey, type PorchlightQueryOptions } from '../query-options.js';
import { unsettledRefetchInterval } from './unsettled-refetch.js';

/**
 * Query keys of access codes. Lists and single codes share a root, so one invalidation can reach
 * both; each list is keyed by its device.
 */
export const accessCodeKeys = {
  all: [...QUERY_ROOT, 'access_codes'] as const,
  lists: () => [...accessCodeKeys.all, 'list'] as const,
  list: (
    deviceId: string,
  ): PorchlightDataKey<
    readonly [...typeof QUERY_ROOT, 'access_codes', 'list', { readonly device_id: string }],
    AccessCode[]
  > => dataKey<AccessCode[]>()([...accessCodeKeys.lists(), { device_id: deviceId }]),
  details: () => [...accessCodeKeys.all, 'get'] as const,
  detail: (
    accessCodeId: string,
  ): PorchlightDataKey<
    readonly [...typeof QUERY_ROOT, 'access_codes', 'get', { readonly access_code_id: string }],
    AccessCode
  > => dataKey<AccessCode>()([...accessCodeKeys.details(), { access_code_id: accessCodeId }]),
};

/**
 * Whether a listed item is a code the hooks can key: lists come from the provider as they are, and
 * a `null` or an item without an id there must be skipped, not read.
 */
export const isListedCode = (item: unknown): item is AccessCode => {
  const id = (item as Partial<AccessCode> | null | undefined)?.access_code_id;
  return typeof id === 'string' && id !== '';
};

/**
 * Whether the provider is still removing a deleted code from its lock (`status: 'removing'`): it
 * stays listed until the lock confirms, but it is no longer the person's to edit, delete or count.
 */
export const isRemovingCode = (code: { status?: unknown } | null | undefined): boolean =>
  code?.status === 'removing';

/**
 * Whether the provider is still carrying a write to the code's lock, so what it says about the code
 * will change with no call of ours: `setting` (a create or update not yet on the lock, which gains
 * the `delay_in_setting_on_device` warning while the lock is offline and turns `set` once it is
 * back) or `removing` (see {@link isRemovingCode}). Every other status (`set`, and `unset` for a
 * time-bound code outside its window) is settled: nothing is pending on the lock.
 */
export const isUnsettledCode = (code: { status?: unknown } | null | undefined): boolean =>
  code?.status === 'setting' || isRemovingCode(code);

/**
 * Whether a code read failed because the code is gone: what a code being removed ends in once the
 * lock confirms, so a view holding it can say it was deleted rather than keep showing it.
 */
export const isCodeGone = isGone;

interface Seed {
  code: AccessCode;
  updatedAt: number;
}

// Seeding 10,000 single-code entries up front would cost more than the list itself; looking the
// code up in the cached lists when a single code is first asked for gives the same result lazily.
function findInLists(queryClient: QueryClient, accessCodeId: string): Seed | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: accessCodeKeys.lists() })) {
    // Not only the hooks write lists: a host's `setQueryData` may hold any shape.
    const list: unknown = query.state.data;
    const code = Array.isArray(list)
      ? list.find((item) => isListedCode(item) && item.access_code_id === accessCodeId)
      : undefined;
    if (code) return { code, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/** Key and fetcher of each access-code query, declared once for hooks and cache reads. */
export const accessCodeQueries = {
  /** A device's codes, without malformed items (`null`, no id); disabled without a device id. */
  list: (
    client: PorchlightClient | null,
    deviceId: string | null | undefined,
  ): PorchlightQueryOptions<AccessCode[], ReturnType<typeof accessCodeKeys.list>> =>
    queryOptions({
      queryKey: accessCodeKeys.list(deviceId ?? ''),
      enabled: client !== null && Boolean(deviceId),
      queryFn: async ({ signal }) => {
        const codes = await requireClient(client).accessCodes.list(
          { device_id: deviceId ?? '' },
          { signal },
        );
        return Array.isArray(codes) ? codes.filter(isListedCode) : codes;
      },
      // Read again while a listed code is unsettled, until every code is: every 3 s at first, less
      // often while the unsettled codes stay as they are (see `unsettledRefetchInterval`). A failed
      // read stops it (the next mount, focus or invalidation reads again, and starts it again if
      // still needed).
      refetchInterval: (query) =>
        unsettledRefetchInterval(
          query,
          Array.isArray(query.state.data) ? query.state.data.filter(isUnsettledCode) : [],
        ),
    }),
  /**
   * One code, seeded from any cached list of its device (see `findInLists`); disabled without an
   * id.
   */
  detail: (
    client: PorchlightClient | null,
    queryClient: QueryClient,
    accessCodeId: string | null | undefined,
  ): PorchlightQueryOptions<AccessCode, ReturnType<typeof accessCodeKeys.detail>> => {
    const id = accessCodeId ?? '';
    return queryOptions({
      queryKey: accessCodeKeys.detail(id),
      enabled: client !== null && id !== '',
      staleTime: SEEDED_FRESH_MS,
      queryFn: ({ signal }) =>
        requireClient(client).accessCodes.get({ access_code_id: id }, { signal }),
      // Read again while the code is unsettled (every 3 s at first, less often while it stays as
      // it is): until it is settled, or (being removed) until the read says it is gone (404). A
      // failed read stops it.
      refetchInterval: (query) =>
        unsettledRefetchInterval(
          query,
          isUnsettledCode(query.state.data) ? [query.state.data] : [],
        ),
      initialData: () => findInLists(queryClient, id)?.code,
      initialDataUpdatedAt: () => findInLists(queryClient, id)?.updatedAt,
    });
  },
};
