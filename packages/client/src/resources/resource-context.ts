import type { ResolveActionAttemptOptions } from '../action-attempts/resolve-action-attempt.js';
import type { HttpClient } from '../transport/http-client.js';

/** What every namespace needs: the transport and the client's action-attempt default. */
export interface ResourceContext {
  http: HttpClient;
  waitForActionAttempt: boolean | ResolveActionAttemptOptions;
}
