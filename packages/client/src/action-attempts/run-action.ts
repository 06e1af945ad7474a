import type { ActionAttempt } from '../models.js';
import type { ResourceContext } from '../resources/resource-context.js';
import { assertCallOptions } from '../transport/abort.js';
import type { RequestOptions } from '../transport/http-client.js';
import { actionAttemptProblem } from './action-attempt-shape.js';
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
  // `null` from a JavaScript caller is refused as every read refuses it, not a TypeError here.
  assertCallOptions(options);
  const { waitForActionAttempt, signal, timeout } = options;
  // Checked before the POST, so a bad bound never leaves an action started but unwatched.
  const wait = waitSettings(waitForActionAttempt, context.waitForActionAttempt);
  const attempt = await context.http
    .request<ActionAttempt>({
      method: 'POST',
      path,
      params,
      key: 'action_attempt',
      validate: actionAttemptProblem,
      options: { signal, timeout },
    })
    .then((answer) => redactAttempt(context, answer));
  if (wait === null) return attempt;
  const get = (id: string, pollSignal?: AbortSignal, deadline?: number) =>
    getActionAttempt(context, { action_attempt_id: id }, { signal: pollSignal, timeout }, deadline);
  return resolveActionAttempt(attempt, get, wait, signal);
};

/**
 * The attempt with its error's type and message passed through the client's redaction: they are
 * server text that ends up in `PorchlightActionAttemptError`'s message, like an error body.
 */
const redactAttempt = (context: ResourceContext, attempt: ActionAttempt): ActionAttempt => {
  const error = attempt.error as { type?: unknown; message?: unknown } | null | undefined;
  if (error === null || typeof error !== 'object') return attempt;
  const clean = (value: unknown) =>
    typeof value === 'string' ? context.http.redact(value) : value;
  return {
    ...attempt,
    error: { ...error, type: clean(error.type), message: clean(error.message) },
  } as ActionAttempt;
};

/** `GET /action_attempts/get`, refusing an answer that is not a usable action attempt. */
export const getActionAttempt = async (
  context: ResourceContext,
  params: { action_attempt_id: string },
  options: RequestOptions,
  retryDeadline?: number,
): Promise<ActionAttempt> =>
  redactAttempt(
    context,
    await context.http.request<ActionAttempt>({
      method: 'GET',
      path: '/action_attempts/get',
      params,
      key: 'action_attempt',
      validate: actionAttemptProblem,
      options,
      retryDeadline,
    }),
  );
