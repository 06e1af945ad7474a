import { action, type Namespace, read, write } from './operations.js';

/** Operations of the `/workspaces` namespace. */
export const workspaces = {
  /** `POST /workspaces/create`, resolving to `workspace`. */
  create: write('/workspaces/create', 'workspace'),
  /** `GET /workspaces/get`, resolving to `workspace`. */
  get: read('/workspaces/get', 'workspace'),
  /** `GET /workspaces/list`, resolving to `workspaces`. */
  list: read('/workspaces/list', 'workspaces'),
  /**
   * `POST /workspaces/reset_sandbox`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  resetSandbox: action('/workspaces/reset_sandbox'),
};

/** The `/workspaces` namespace. */
export type Workspaces = Namespace<typeof workspaces>;
