import { PorchlightError, PorchlightNetworkError } from '@porchlight/client';
import { isServer, QueryClient } from '@tanstack/react-query';
import { failedOffline } from './offline.js';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRY_DELAY = 30_000;
const MAX_QUERY_RETRIES = 3;

/**
 * Whether a failed query is worth asking again. The client already retried network errors and
 * 5xx answers of reads, and a 4xx (bad input, no access, not found) will not change by asking
 * again: retrying those here only multiplied requests and delayed the message (one 500 became
 * 12 requests and 8 s). What is left is an unexpected failure, retried as the spec says, and a
 * network failure while the browser is offline: TanStack holds that retry (`fetchStatus:
 * 'paused'`, which the views say as a wait for the connection) until it is back online.
 *
 * Offline is TanStack's `onlineManager`, or on a page loaded while the browser is already offline
 * (no `offline` event), `navigator.onLine` with the network failure: see {@link failedOffline},
 * which tells the manager, and the window's `online` event resumes the retry.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof PorchlightNetworkError) return failedOffline(error);
  return !(error instanceof PorchlightError);
}

/** The spec's query defaults: 5-minute cache (in the browser), up to 3 retries with exponential delay up to 30 s. */
export function createDefaultQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // On a server TanStack's own default (no garbage-collection timer): a 5-minute timer per
        // query would keep every rendered request's cache alive, and a prerender script running.
        gcTime: isServer ? Number.POSITIVE_INFINITY : FIVE_MINUTES,
        retry: shouldRetryQuery,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY),
      },
      // A mutation may not be idempotent (creating a code): never retried behind the user's back.
      mutations: { retry: false },
    },
  });
}
