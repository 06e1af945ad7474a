import { PorchlightApiError } from '@porchlight/client';
import type { FetchStatus } from '@tanstack/react-query';
import { usePorchlight } from '../provider/porchlight-context.js';

interface LoadQuery {
  isError: boolean;
  error?: unknown;
  data: unknown;
  fetchStatus?: FetchStatus | undefined;
  refetch: () => unknown;
}

/** A view's load failure: whether there is one and what 'Try again' does. */
export interface LoadFailureState {
  failed: boolean;
  /**
   * `failed`, and what failed is not being read again. TanStack keeps the error of a query that
   * has data (a list with rows) until a refetch succeeds: a failure being read again is no longer
   * the current one, or its 'Try again' (above all one paused offline, which reads nothing until
   * the connection returns) is not busy and takes repeat presses; once the read ends it is
   * current again, so a retry that failed too is said at once.
   */
  current: boolean;
  /**
   * What 'Try again' does; `undefined` when asking again cannot help because the provider refused
   * the credentials (see {@link isRefusal}): the view then shows its failure without a retry.
   */
  retry: (() => void) | undefined;
  /**
   * The load waits for the connection: TanStack pauses a query's fetch while the browser is
   * offline (`fetchStatus: 'paused'`), which is neither fetching nor failed, and resumes it once
   * the browser is back online; the provider does the same with a publishable-key exchange that
   * failed offline (`clientPaused`), which the query, idle with no client, waits for.
   */
  paused: boolean;
}

/**
 * Whether an error says the provider refused the credentials: a 401 (a publishable key it does
 * not know, an expired or revoked client session) or a 403 (a credential that may not make the
 * call). Told by the client's typed error and its status, never by message text. The same
 * credentials get the same answer, so only the host, with other credentials, can change it.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof PorchlightApiError && (error.status === 401 || error.status === 403);
}

/**
 * Whether a view's data could not be loaded — the request failed, or the provider could not create
 * a client (a publishable key that was not exchanged leaves the query idle, which would otherwise
 * show a blank view) — and what 'Try again' does in each case. `readingAgain` says whether what
 * failed is being read again: by default the query's own fetch (fetching, or paused offline); a
 * view that combines several queries says which of them its 'Try again' is still reading.
 */
export function useLoadFailure(
  query: LoadQuery,
  readingAgain = query.fetchStatus !== undefined && query.fetchStatus !== 'idle',
): LoadFailureState {
  const { clientError, clientPaused, retryClient } = usePorchlight();
  const clientFailed = clientError !== null && query.data === undefined;
  const clientWaits = clientPaused && query.data === undefined;
  const cause = clientFailed ? clientError : query.isError ? query.error : null;
  const failed = clientFailed || query.isError;
  return {
    failed,
    current: failed && !readingAgain,
    paused: clientWaits || (!clientFailed && query.fetchStatus === 'paused'),
    retry: isRefusal(cause)
      ? undefined
      : () => {
          if (clientFailed) retryClient();
          else void query.refetch();
        },
  };
}
