import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOT } from './query-root.js';

/** Who filled a cache (a client, or the credentials a client is made from), and since when. */
interface CacheClaim {
  owner: unknown;
  /** A fresh object per claim, so a session that comes back is still a different one. */
  session: object;
}

const claims = new WeakMap<QueryClient, CacheClaim>();

/**
 * Drops every cached Porchlight query as soon as the credentials change (a new session or user),
 * before the new session's client even exists, so one person's devices are never shown under
 * another's session: not while a publishable key is exchanged for the new user, and not in a host
 * `QueryClient` that outlives the provider (a provider mounted again for someone else).
 */
export function claimCache(queryClient: QueryClient, owner: unknown): void {
  const previous = claims.get(queryClient);
  if (previous?.owner === owner) return;
  claims.set(queryClient, { owner, session: {} });
  if (previous === undefined) return;
  // During the provider's render, so the views render next on empty entries, never the previous
  // session's data. Removed, not reset: a reset refetches with the queries' previous client. The
  // previous session's requests are cancelled first, so none writes (or seeds) its answer back.
  void queryClient.cancelQueries({ queryKey: QUERY_ROOT });
  queryClient.removeQueries({ queryKey: QUERY_ROOT });
}

/**
 * The session the cache belongs to now, compared by identity: a mutation started under one
 * session must not write its outcome (a rollback, a patch) into the next session's cache.
 */
export function cacheSession(queryClient: QueryClient): object | undefined {
  return claims.get(queryClient)?.session;
}
