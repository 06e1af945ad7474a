import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import { type Namespace, namespace } from './operations.js';
import type { ResourceContext } from './resource-context.js';

/** Operations of the `/workspaces` namespace. */
export const workspaces = namespace('/workspaces', (op) => ({
  /** `POST /workspaces/create`, resolving to `workspace`. */
  create: op.write('workspace'),
  /**
   * `GET /workspaces/get`, resolving to `workspace`, or `undefined` when the answer has none
   * (the contract makes it optional).
   */
  get:
    (context: ResourceContext) =>
    (
      params?: OperationParams<'/workspaces/get'>,
      options?: RequestOptions,
    ): Promise<OperationResult<'/workspaces/get', 'workspace'> | undefined> =>
      context.http.readOptional('/workspaces/get', params, 'workspace', options),
  /** `GET /workspaces/list`, resolving to `workspaces`. */
  list: op.read('workspaces'),
  /**
   * `POST /workspaces/reset_sandbox`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  resetSandbox: op.action(),
}));

/** The `/workspaces` namespace. */
export type Workspaces = Namespace<typeof workspaces>;
