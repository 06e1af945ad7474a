import {
  PorchlightActionAttemptError,
  PorchlightActionAttemptPollError,
  PorchlightActionAttemptStillPendingError,
} from '../errors/action-attempt-errors.js';
import { PorchlightApiError } from '../errors/api-errors.js';
import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';
import { PorchlightNetworkError, PorchlightTimeoutError } from '../errors/transport-errors.js';
import type { ActionAttempt } from '../models.js';
import {
  createCallSignal,
  isAbsentOrNonNegative,
  sleep,
  timerDelay,
  untilAborted,
} from '../transport/abort.js';

/** Bound on waiting for an action attempt (the spec's business constants). */
export const DEFAULT_ACTION_ATTEMPT_TIMEOUT = 60_000;

/** Pause between two polls of `/action_attempts/get`. */
export const DEFAULT_POLLING_INTERVAL = 500;

/** How long and how often to poll an action attempt. */
export interface ResolveActionAttemptOptions {
  /** Milliseconds to wait before raising the still-pending error (default 60 000). */
  timeout?: number | undefined;
  /** Milliseconds between polls (default 500). */
  pollingInterval?: number | undefined;
}

/**
 * Options of every method that starts an action attempt: wait for it (the default), wait with
 * custom bounds, or return the pending attempt at once with `false`.
 */
export interface ActionAttemptOptions {
  /** Wait (default), wait with custom bounds, or `false` to return the pending attempt at once. */
  waitForActionAttempt?: boolean | ResolveActionAttemptOptions | undefined;
  /** Aborts the action request and the polling; the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /**
   * Milliseconds each request (the action itself, each poll) may take, retries included; the
   * whole wait is bounded by `waitForActionAttempt.timeout`.
   */
  timeout?: number | undefined;
}

/**
 * Fetches the current state of an attempt. `deadline` (`Date.now()` when the wait bound ends) is
 * when the poll's own retries must stop waiting: a rate-limited poll is answered at once, not
 * slept through, so the bound's Retry-After rule applies.
 */
export type GetActionAttempt = (
  id: string,
  signal?: AbortSignal,
  deadline?: number,
) => Promise<ActionAttempt>;

type FailedActionAttempt = ActionAttempt & { error: { type: string; message: string } };

const isFailed = (attempt: ActionAttempt): attempt is FailedActionAttempt =>
  attempt.status === 'error';

/**
 * Polls an action attempt until it is no longer pending.
 *
 * The attempt exists, so the action was accepted: a poll that fails on the way (a dropped
 * connection, its own timeout, a 5xx, a 429) says nothing about the action and is followed by the
 * next poll, until the bound.
 *
 * @returns the successful attempt.
 * @throws {PorchlightActionAttemptError} when it ends with status `error`.
 * @throws {PorchlightActionAttemptStillPendingError} when still pending after `timeout`, or at once
 * when a poll's Retry-After forbids polling again before then (`cause`: the last poll's error
 * when the polls were failing).
 * @throws {PorchlightActionAttemptPollError} (`mayHaveSucceeded: true`) when a poll fails in a way
 * more polls would not fix (another 4xx, a malformed answer).
 */
export const resolveActionAttempt = async (
  actionAttempt: ActionAttempt,
  getActionAttempt: GetActionAttempt,
  options: ResolveActionAttemptOptions = {},
  signal?: AbortSignal,
): Promise<ActionAttempt> => {
  assertResolveOptions(options);
  const timeout = options.timeout ?? DEFAULT_ACTION_ATTEMPT_TIMEOUT;
  const interval = options.pollingInterval ?? DEFAULT_POLLING_INTERVAL;
  let attempt = actionAttempt;
  if (attempt.status === 'pending') {
    if (timeout <= 0) throw new PorchlightActionAttemptStillPendingError(attempt, timeout);
    // The bound covers the polls themselves too: a poll that hangs is cut off at the deadline
    // instead of stretching the wait past it. Its signal aborts with EXPIRED when the bound
    // elapses, and with the caller's reason on the caller's abort.
    const bound = createCallSignal(timeout, signal, () => EXPIRED);
    let lastFailure: unknown;
    let wait = interval;
    try {
      while (attempt.status === 'pending') {
        try {
          await sleep(wait, bound.signal);
          wait = interval;
          // Raced as well: a getter may ignore the signal (`(id) => client.actionAttempts.get(…)`),
          // and its slow poll must not hold back the caller's abort or the wait bound.
          attempt = await untilAborted(
            getActionAttempt(attempt.action_attempt_id, bound.signal, bound.deadline),
            bound.signal,
          );
          lastFailure = undefined;
        } catch (error) {
          if (bound.signal.reason === EXPIRED) {
            throw new PorchlightActionAttemptStillPendingError(attempt, timeout, {
              cause: lastFailure,
            });
          }
          // The caller's abort rejects at once with the caller's reason.
          if (bound.signal.aborted) throw bound.signal.reason;
          if (!isTransientPollFailure(error)) {
            throw new PorchlightActionAttemptPollError(attempt, error);
          }
          lastFailure = error;
          // A rate-limited poll waits as long as the server asks, not the usual interval.
          const asked = retryAfterMs(error);
          // Told not to poll again before the bound: sitting out the rest of it could learn
          // nothing, and a last poll sooner than asked would only be refused, so say so now.
          if (asked > interval && Date.now() + asked >= bound.deadline) {
            throw new PorchlightActionAttemptStillPendingError(attempt, timeout, {
              cause: error,
              retryAfter: asked,
            });
          }
          wait = Math.max(interval, asked);
        }
      }
    } finally {
      bound.dispose();
    }
  }
  if (isFailed(attempt)) throw new PorchlightActionAttemptError(attempt);
  return attempt;
};

/**
 * Whether a failed poll may well succeed next time: the request got no answer (or not in time),
 * or the server was failing or overloaded.
 */
const isTransientPollFailure = (error: unknown): boolean =>
  error instanceof PorchlightNetworkError ||
  error instanceof PorchlightTimeoutError ||
  (error instanceof PorchlightApiError && (error.status >= 500 || error.status === 429));

const retryAfterMs = (error: unknown): number =>
  error instanceof PorchlightApiError && error.retryAfter !== undefined
    ? timerDelay(error.retryAfter * 1000)
    : 0;

const EXPIRED = Symbol('action attempt wait expired');

/**
 * Checks the bounds of a wait, so a typo fails with a typed error instead of polling forever
 * (`NaN`) or spinning (`0` interval).
 *
 * @throws {PorchlightInvalidOptionsError} naming the option.
 */
export const assertResolveOptions = (options: ResolveActionAttemptOptions): void => {
  const { timeout, pollingInterval } = options;
  if (!isAbsentOrNonNegative(timeout)) {
    throw new PorchlightInvalidOptionsError(
      'waitForActionAttempt.timeout must be a non-negative number of milliseconds',
    );
  }
  if (pollingInterval !== undefined && !(Number.isFinite(pollingInterval) && pollingInterval > 0)) {
    throw new PorchlightInvalidOptionsError(
      'waitForActionAttempt.pollingInterval must be a positive number of milliseconds',
    );
  }
};

/**
 * Resolves the `waitForActionAttempt` option: `undefined` and `true` wait with defaults. Its bounds
 * are checked here, before the request, so a bad bound never leaves an action started but
 * unwatched.
 *
 * @throws {PorchlightInvalidOptionsError} naming the option.
 */
export const waitSettings = (
  option: ActionAttemptOptions['waitForActionAttempt'],
  clientDefault: ActionAttemptOptions['waitForActionAttempt'] = true,
): ResolveActionAttemptOptions | null => {
  const value = option ?? clientDefault;
  if (value === false) return null;
  if (value === true) return {};
  // A JavaScript caller's `0` or `'no'` is refused as the client option refuses it, not taken
  // for `{}` and waited on with the default bounds.
  if (typeof value !== 'object' || value === null) {
    throw new PorchlightInvalidOptionsError(
      'waitForActionAttempt must be a boolean or { timeout, pollingInterval }',
    );
  }
  assertResolveOptions(value);
  return value;
};
