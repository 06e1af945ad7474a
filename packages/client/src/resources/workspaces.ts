import type { ActionAttemptOptions } from '../action-attempts/resolve-action-attempt.js';
import { runAction } from '../action-attempts/run-action.js';
import type { ActionAttempt } from '../models.js';
import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/workspaces` namespace. */
export class Workspaces {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /workspaces/create`, resolving to `workspace`. */
  create(
    params: OperationParams<'/workspaces/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/workspaces/create', 'workspace'>> {
    return this.#context.http.write('/workspaces/create', params, 'workspace', options);
  }

  /** `GET /workspaces/get`, resolving to `workspace`. */
  get(
    params?: OperationParams<'/workspaces/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/workspaces/get', 'workspace'>> {
    return this.#context.http.read('/workspaces/get', params, 'workspace', options);
  }

  /** `GET /workspaces/list`, resolving to `workspaces`. */
  list(
    params?: OperationParams<'/workspaces/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/workspaces/list', 'workspaces'>> {
    return this.#context.http.read('/workspaces/list', params, 'workspaces', options);
  }

  /**
   * `POST /workspaces/reset_sandbox`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  resetSandbox(
    params?: OperationParams<'/workspaces/reset_sandbox'>,
    options?: ActionAttemptOptions,
  ): Promise<ActionAttempt> {
    return runAction(this.#context, '/workspaces/reset_sandbox', params, options);
  }
}
