import {
  type ActionAttemptOptions,
  resolveActionAttempt,
  waitSettings,
} from '../action-attempts/resolve-action-attempt.js';
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
    const read = (id: string, pollSignal?: AbortSignal) =>
      this.#context.http.read<ActionAttempt>(
        '/action_attempts/get',
        { ...params, action_attempt_id: id },
        'action_attempt',
        { signal: pollSignal, timeout },
      );
    const attempt = await read(params.action_attempt_id, signal);
    const wait = waitSettings(waitForActionAttempt, false);
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
