import type { ActionAttempt } from '../models.js';
import type { ResourceContext } from '../resources/resource-context.js';
import {
  type ActionAttemptOptions,
  resolveActionAttempt,
  waitSettings,
} from './resolve-action-attempt.js';

/**
 * POSTs an operation that answers with an action attempt and, unless told not to, polls
 * `/action_attempts/get` until the attempt is no longer pending.
 */
export const runAction = async (
  context: ResourceContext,
  path: string,
  params: object | undefined,
  options: ActionAttemptOptions = {},
): Promise<ActionAttempt> => {
  const { waitForActionAttempt, signal, timeout } = options;
  const attempt = await context.http.write<ActionAttempt>(path, params, 'action_attempt', {
    signal,
    timeout,
  });
  const wait = waitSettings(waitForActionAttempt, context.waitForActionAttempt);
  if (wait === null) return attempt;
  const get = (id: string, pollSignal?: AbortSignal) =>
    context.http.read<ActionAttempt>(
      '/action_attempts/get',
      { action_attempt_id: id },
      'action_attempt',
      { signal: pollSignal, timeout },
    );
  return resolveActionAttempt(attempt, get, wait, signal);
};
