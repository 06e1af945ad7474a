import { usePorchlight } from '../provider/porchlight-context.js';

interface LoadQuery {
  isError: boolean;
  data: unknown;
  refetch: () => unknown;
}

/**
 * Whether a view's data could not be loaded — the request failed, or the provider could not create
 * a client (a publishable key that was not exchanged leaves the query idle, which would otherwise
 * show a blank view) — and what 'Try again' does in each case.
 */
export function useLoadFailure(query: LoadQuery): { failed: boolean; retry: () => void } {
  const { clientError, retryClient } = usePorchlight();
  const clientFailed = clientError !== null && query.data === undefined;
  return {
    failed: clientFailed || query.isError,
    retry: () => {
      if (clientFailed) retryClient();
      else void query.refetch();
    },
  };
}
