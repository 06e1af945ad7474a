import type { ActionAttempt } from '../models.js';
import { PorchlightError } from './porchlight-error.js';

/** An action attempt finished with status `error`. */
export class PorchlightActionAttemptError extends PorchlightError {
  override name = 'PorchlightActionAttemptError';
  /** Error type reported by the provider (e.g. `device_offline`). */
  readonly type: string;
  /** The provider's own message, without the prefix this error adds. */
  readonly errorMessage: string;
  /** Action that failed (e.g. `UNLOCK_DOOR`). */
  readonly actionType: string;
  /** The failed attempt as last fetched. */
  readonly actionAttempt: ActionAttempt;

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

/** An action attempt was still pending when the wait bound elapsed. */
export class PorchlightActionAttemptStillPendingError extends PorchlightError {
  override name = 'PorchlightActionAttemptStillPendingError';
  /** The attempt as last fetched (status `pending`). */
  readonly actionAttempt: ActionAttempt;
  /** The bound that elapsed, in milliseconds. */
  readonly timeout: number;

  constructor(actionAttempt: ActionAttempt, timeout: number) {
    super(`Action attempt is still pending after ${timeout} ms`);
    this.actionAttempt = actionAttempt;
    this.timeout = timeout;
  }
}
