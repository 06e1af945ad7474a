import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * When the answer to an action was lost, or its action attempt was still pending when the client
 * stopped waiting, the provider may apply the change later. The views re-read at these delays
 * after such a failure, so they show the device's real state without the person acting again.
 */
export const LATE_REREAD_DELAYS_MS = [2000, 5000, 10000] as const;

/**
 * Whether an action that failed this way may still take effect: the request may have been
 * processed before its answer was lost (`mayHaveSucceeded`), or its action attempt was still
 * pending. Duck-typed, so errors from another copy of the client count too.
 */
export function mayStillApply(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { mayHaveSucceeded, name } = error as { mayHaveSucceeded?: unknown; name?: unknown };
  return mayHaveSucceeded === true || name === 'PorchlightActionAttemptStillPendingError';
}

/**
 * Re-reads the queries under `queryKey` after a failed action: at once, and again at
 * {@link LATE_REREAD_DELAYS_MS} when the action may still take effect. Queries nobody is showing
 * any more are only marked stale, so a closed view costs no request.
 */
export function rereadAfterFailure(
  queryClient: QueryClient,
  queryKey: QueryKey,
  error: unknown,
): void {
  const reread = () => void queryClient.invalidateQueries({ queryKey });
  reread();
  if (!mayStillApply(error)) return;
  for (const delay of LATE_REREAD_DELAYS_MS) setTimeout(reread, delay);
}
