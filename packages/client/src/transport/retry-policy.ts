/** Header that tells the server which retry a request is (1 for the first retry, …). */
export const RETRY_COUNT_HEADER = 'seam-retry-count';

/** Retries after the first attempt (spec §9). */
export const DEFAULT_RETRIES = 2;

/** Delay before the first retry; each further retry doubles it (spec §9). */
export const DEFAULT_RETRY_DELAY = 50;

/** Milliseconds to wait before retry number `retry` (1-based): 50, 100, 200, … */
export const retryDelay = (retry: number, base = DEFAULT_RETRY_DELAY): number =>
  base * 2 ** (retry - 1);

// Errors that prove the request never reached a server, so even a POST can be sent again.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

const errorCode = (error: unknown): unknown => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code ?? (error as { code?: unknown } | null)?.code;
};

/**
 * Whether a failed fetch may be retried. Idempotent reads always may; a POST only when the
 * connection was provably never made, because a dropped POST may already have created something.
 */
export const canRetryNetworkError = (error: unknown, idempotent: boolean): boolean =>
  idempotent || NOT_SENT_CODES.has(String(errorCode(error)));

/** A 5xx may be retried only for idempotent requests (no duplicate access codes). */
export const canRetryStatus = (status: number, idempotent: boolean): boolean =>
  idempotent && status >= 500 && status <= 599;
