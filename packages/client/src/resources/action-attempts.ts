import {
  type ActionAttemptOptions,
  assertResolveOptions,
  resolveActionAttempt,
  waitSettings,
} from '../action-attempts/resolve-action-attempt.js';
import { getActionAttempt } from '../action-attempts/run-action.js';
import type { ActionAttempt } from '../models.js';
import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/action_attempts` namespace. */
export class ActionAttempts {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /**
   * `GET /action_attempts/get`: the attempt as it is now. Pass `waitForActionAttempt` to poll
   * until it is no longer pending instead.
   */
  async get(
    params: OperationParams<'/action_attempts/get'>,
    options: ActionAttemptOptions = {},
  ): Promise<ActionAttempt> {
    const { waitForActionAttempt = false, signal, timeout } = options;
    const wait = waitSettings(waitForActionAttempt, false);
    if (wait !== null) assertResolveOptions(wait);
    const read = (id: string, pollSignal?: AbortSignal) =>
      getActionAttempt(
        this.#context,
        { ...params, action_attempt_id: id },
        { signal: pollSignal, timeout },
      );
    const attempt = await read(params.action_attempt_id, signal);
    return wait === null ? attempt : resolveActionAttempt(attempt, read, wait, signal);
  }

  /** `GET /action_attempts/list`, resolving to `action_attempts`. */
  list(
    params: OperationParams<'/action_attempts/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/action_attempts/list', 'action_attempts'>> {
    return this.#context.http.read('/action_attempts/list', params, 'action_attempts', options);
  }
}
