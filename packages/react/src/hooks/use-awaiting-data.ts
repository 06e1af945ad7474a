import type { FetchStatus } from '@tanstack/react-query';
import { useSessionPending } from './use-session-pending.js';

/**
 * Whether a view is waiting for a query's first data: the query is fetching it, or the provider
 * is still getting its client (a publishable key being exchanged), which is the screen's first
 * request. The query sits idle meanwhile, so `fetchStatus` alone would show nothing at all.
 */
export function useAwaitingData(query: { isPending: boolean; fetchStatus: FetchStatus }): boolean {
  const sessionPending = useSessionPending();
  return query.isPending && (query.fetchStatus !== 'idle' || sessionPending);
}
