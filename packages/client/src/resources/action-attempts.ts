import {
  type ActionAttemptOptions,
  resolveActionAttempt,
  waitSettings,
} from '../action-attempts/resolve-action-attempt.js';
import { getActionAttempt } from '../action-attempts/run-action.js';
import type { ActionAttempt } from '../models.js';
import { assertCallOptions } from '../transport/abort.js';
import type { OperationParams } from './operation-types.js';
import { type Namespace, namespace } from './operations.js';
import type { ResourceContext } from './resource-context.js';

/** Operations of the `/action_attempts` namespace. */
export const actionAttempts = namespace('/action_attempts', (op) => ({
  /**
   * `GET /action_attempts/get`: the attempt as it is now. Pass `waitForActionAttempt` to poll
   * until it is no longer pending instead.
   */
  get:
    (context: ResourceContext) =>
    async (
      params: OperationParams<'/action_attempts/get'>,
      options: ActionAttemptOptions = {},
    ): Promise<ActionAttempt> => {
      assertCallOptions(options);
      const { waitForActionAttempt = false, signal, timeout } = options;
      const wait = waitSettings(waitForActionAttempt, false);
      const get = (id: string, pollSignal?: AbortSignal, deadline?: number) =>
        getActionAttempt(
          context,
          { ...params, action_attempt_id: id },
          { signal: pollSignal, timeout },
          deadline,
        );
      const attempt = await get(params.action_attempt_id, signal);
      return wait === null ? attempt : resolveActionAttempt(attempt, get, wait, signal);
    },
  /** `GET /action_attempts/list`, resolving to `action_attempts`. */
  list: op.read('action_attempts'),
}));

/** The `/action_attempts` namespace. */
export type ActionAttempts = Namespace<typeof actionAttempts>;
