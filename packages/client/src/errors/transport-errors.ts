import { PorchlightError } from './porchlight-error.js';

/** The request never got a response (connection refused, reset, DNS failure, …). */
export class PorchlightNetworkError extends PorchlightError {
  override name = 'PorchlightNetworkError';
  /**
   * True when the request was a write that may have reached the server before the connection
   * failed: re-read before trying again, or a retry could do the work twice.
   */
  declare readonly mayHaveSucceeded: boolean;

  constructor(path: string, cause: unknown, options: { mayHaveSucceeded?: boolean } = {}) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    const honest = options.mayHaveSucceeded ? ' (the request may have been processed)' : '';
    super(`Network error calling ${path}: ${detail}${honest}`, { cause });
    this.mayHaveSucceeded = options.mayHaveSucceeded ?? false;
  }
}

/** The request took longer than the configured `timeout`. */
export class PorchlightTimeoutError extends PorchlightError {
  override name = 'PorchlightTimeoutError';
  /** The timeout that elapsed, in milliseconds. */
  declare readonly timeout: number;
  /** The API path that timed out. */
  declare readonly path: string;
  /** True when the request was a write the server may have processed before the timeout. */
  declare readonly mayHaveSucceeded: boolean;

  constructor(path: string, timeout: number, options: { mayHaveSucceeded?: boolean } = {}) {
    const honest = options.mayHaveSucceeded ? ' (the request may have been processed)' : '';
    super(`Request to ${path} timed out after ${timeout} ms${honest}`);
    this.timeout = timeout;
    this.path = path;
    this.mayHaveSucceeded = options.mayHaveSucceeded ?? false;
  }
}
