import { PorchlightError } from './porchlight-error.js';

/** The request never got a response (connection refused, reset, DNS failure, …). */
export class PorchlightNetworkError extends PorchlightError {
  override name = 'PorchlightNetworkError';

  constructor(path: string, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`Network error calling ${path}: ${detail}`, { cause });
  }
}

/** The request took longer than the configured `timeout`. */
export class PorchlightTimeoutError extends PorchlightError {
  override name = 'PorchlightTimeoutError';
  /** The timeout that elapsed, in milliseconds. */
  readonly timeout: number;

  constructor(path: string, timeout: number) {
    super(`Request to ${path} timed out after ${timeout} ms`);
    this.timeout = timeout;
  }
}
