import { PorchlightError } from './porchlight-error.js';

/** The request never got a response (connection refused, reset, DNS failure, …). */
export class PorchlightNetworkError extends PorchlightError {
  override name = 'PorchlightNetworkError';
  /**
   * True when the request was a write that may have reached the server before the connection
   * failed: re-read before trying again, or a retry could do the work twice.
   */
  declare readonly mayHaveSucceeded: boolean;

  /**
   * @param options.origin the endpoint's origin, named in the message: a request sent to the
   * default (production) endpoint by mistake, or to a mistyped host, says where it went.
   */
  constructor(
    path: string,
    cause: unknown,
    options: { mayHaveSucceeded?: boolean; origin?: string } = {},
  ) {
    const honest = options.mayHaveSucceeded ? ' (the request may have been processed)' : '';
    super(`Network error calling ${options.origin ?? ''}${path}: ${causeText(cause)}${honest}`, {
      cause,
    });
    this.mayHaveSucceeded = options.mayHaveSucceeded ?? false;
  }
}

// Node's fetch says only 'fetch failed'; why (ECONNREFUSED, ENOTFOUND, a TLS error) is in its
// cause, which a log line showing the message alone would lose.
function causeText(cause: unknown): string {
  const texts: string[] = [];
  let current: unknown = cause;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    const text = describe(current);
    if (text !== '' && !texts.includes(text)) texts.push(text);
    if (!(current instanceof Error)) break;
    current = current.cause;
  }
  return texts.join(': ');
}

// A cause that is no Error (a rejected string, undici's `{ code: 'ECONNRESET' }`) says what it can.
function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  const code = (cause as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : '';
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
