import type { ActionAttemptOptions } from '../action-attempts/resolve-action-attempt.js';
import { runAction } from '../action-attempts/run-action.js';
import type { ActionAttempt } from '../models.js';
import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/locks` namespace. */
export class Locks {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /locks/get`, resolving to `device`. */
  get(
    params?: OperationParams<'/locks/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/locks/get', 'device'>> {
    return this.#context.http.read('/locks/get', params, 'device', options);
  }

  /** `GET /locks/list`, resolving to `devices`. */
  list(
    params?: OperationParams<'/locks/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/locks/list', 'devices'>> {
    return this.#context.http.read('/locks/list', params, 'devices', options);
  }

  /**
   * `POST /locks/lock_door`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  lockDoor(
    params: OperationParams<'/locks/lock_door'>,
    options?: ActionAttemptOptions,
  ): Promise<ActionAttempt> {
    return runAction(this.#context, '/locks/lock_door', params, options);
  }

  /**
   * `POST /locks/unlock_door`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  unlockDoor(
    params: OperationParams<'/locks/unlock_door'>,
    options?: ActionAttemptOptions,
  ): Promise<ActionAttempt> {
    return runAction(this.#context, '/locks/unlock_door', params, options);
  }
}
