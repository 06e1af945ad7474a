import { usePorchlight } from '../provider/porchlight-context.js';

/**
 * Whether the provider is still getting its client (a publishable key being exchanged). Queries
 * sit idle meanwhile, so a view that shows a form while its data is idle must wait for this too:
 * otherwise the form appears, then gives way to a spinner once the client arrives, and whatever
 * the person typed is lost. An exchange waiting for the connection (`clientPaused`) is still
 * pending: it is made again once the browser is back online.
 */
export function useSessionPending(): boolean {
  const { client, clientError } = usePorchlight();
  return client === null && clientError === null;
}
