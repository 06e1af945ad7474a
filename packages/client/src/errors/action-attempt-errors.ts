import type { ActionAttempt } from '../models.js';
import { PorchlightError } from './porchlight-error.js';

/** An action attempt finished with status `error`. */
export class PorchlightActionAttemptError extends PorchlightError {
  override name = 'PorchlightActionAttemptError';
  /** Error type reported by the provider (e.g. `device_offline`). */
  declare readonly type: string;
  /** The provider's own message, without the prefix this error adds. */
  declare readonly errorMessage: string;
  /** Action that failed (e.g. `UNLOCK_DOOR`). */
  declare readonly actionType: string;
  /** The failed attempt as last fetched. */
  declare readonly actionAttempt: ActionAttempt;

  constructor(actionAttempt: ActionAttempt & { error: { type: string; message?: string } }) {
    const { type } = actionAttempt.error;
    // The contract requires a message, but a missing one must not turn into "undefined".
    const message = actionAttempt.error.message ?? '';
    super(`${type} performing ${actionAttempt.action_type}${message ? `: ${message}` : ''}`);
    this.type = type;
    this.errorMessage = message;
    this.actionType = actionAttempt.action_type;
    this.actionAttempt = actionAttempt;
  }
}

/**
 * An action attempt was still pending when the wait bound elapsed. The action was accepted and may
 * still apply: re-read before acting again. When the polls were failing (a dropped connection, a
 * 5xx), `cause` is the last poll's error.
 */
export class PorchlightActionAttemptStillPendingError extends PorchlightError {
  override name = 'PorchlightActionAttemptStillPendingError';
  /** The attempt as last fetched (status `pending`). */
  declare readonly actionAttempt: ActionAttempt;
  /** The bound that elapsed, in milliseconds. */
  declare readonly timeout: number;

  /**
   * @param options.retryAfter - set when a rate-limited poll asked to wait (in ms) past the bound,
   *   so the wait ended before the bound elapsed and the message must not claim it did.
   */
  constructor(
    actionAttempt: ActionAttempt,
    timeout: number,
    options: { cause?: unknown; retryAfter?: number } = {},
  ) {
    // Only given when a poll failed, so `cause` is absent (not `undefined`) otherwise.
    super(
      options.retryAfter === undefined
        ? `Action attempt is still pending after ${timeout} ms`
        : `Action attempt is still pending; the next poll may not come for ${options.retryAfter} ms, past the ${timeout} ms wait`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.actionAttempt = actionAttempt;
    this.timeout = timeout;
  }
}

/**
 * Following an accepted action attempt failed in a way more polls would not fix (the attempt is
 * no longer found, the credentials were refused, the answer was malformed). The action was
 * accepted, so it may have applied or still apply: re-read before acting again. `cause` is the
 * poll's error, with its status and request id when the server answered.
 */
export class PorchlightActionAttemptPollError extends PorchlightError {
  override name = 'PorchlightActionAttemptPollError';
  /** The attempt as last fetched (status `pending`). */
  declare readonly actionAttempt: ActionAttempt;
  /** Always true: the action was accepted before its attempt could no longer be followed. */
  declare readonly mayHaveSucceeded: true;

  constructor(actionAttempt: ActionAttempt, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(
      `Could not follow action attempt ${actionAttempt.action_attempt_id} (${actionAttempt.action_type}): ${detail} (the action may have been processed)`,
      { cause },
    );
    this.actionAttempt = actionAttempt;
    this.mayHaveSucceeded = true;
  }
}
