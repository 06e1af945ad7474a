import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRY_DELAY = 30_000;

/** The spec's query defaults: 5-minute cache, 3 retries with exponential delay up to 30 s. */
export function createDefaultQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: FIVE_MINUTES,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY),
      },
      // A mutation may not be idempotent (creating a code): never retried behind the user's back.
      mutations: { retry: false },
    },
  });
}
