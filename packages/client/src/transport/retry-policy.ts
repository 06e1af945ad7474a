/** Header that tells the server which retry a request is (1 for the first retry, …). */
export const RETRY_COUNT_HEADER = 'seam-retry-count';

/** Retries after the first attempt (the spec's business constants). */
export const DEFAULT_RETRIES = 2;

/** Delay before the first retry; each further retry doubles it (the spec's business constants). */
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
 * Whether a failed fetch provably never reached a server (refused connection, failed DNS lookup),
 * so nothing can have been processed. The one rule for both retrying a POST and the
 * `mayHaveSucceeded` it reports, so the two cannot disagree.
 */
export const wasNeverSent = (error: unknown): boolean =>
  NOT_SENT_CODES.has(String(errorCode(error)));

/**
 * Whether a failed fetch may be retried. Idempotent reads always may; a POST only when the
 * connection was provably never made, because a dropped POST may already have created something.
 */
export const canRetryNetworkError = (error: unknown, idempotent: boolean): boolean =>
  idempotent || wasNeverSent(error);

/** A 5xx may be retried only for idempotent requests (no duplicate access codes). */
export const canRetryStatus = (status: number, idempotent: boolean): boolean =>
  idempotent && status >= 500 && status <= 599;

/** The longest Retry-After a read waits out before it reports the 429 instead. */
export const MAX_RETRY_AFTER_MS = 10_000;

/**
 * Seconds a Retry-After header asks for (delta-seconds or an HTTP date), or undefined. Anything
 * else is ignored: `Date.parse` reads '1.5' or '-1' as dates in 2001, which would mean "retry now".
 */
export const parseRetryAfter = (value: string | null): number | undefined => {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date always names its weekday and month in letters.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

/** Statuses whose Retry-After is the server's word on when to come back (RFC 9110 §10.2.3). */
const hasRetryAfter = (status: number): boolean => status === 429 || status === 503;

/** Seconds a 429's or 503's Retry-After asks to wait: undefined for other statuses or without a usable header. */
export const retryAfterSeconds = (response: Response): number | undefined =>
  hasRetryAfter(response.status) ? parseRetryAfter(response.headers.get('retry-after')) : undefined;

/**
 * Milliseconds a 429's or 503's Retry-After asks to wait: undefined without a usable header,
 * `Infinity` when longer than {@link MAX_RETRY_AFTER_MS} (too long to wait out).
 */
export const retryAfterMs = (response: Response): number | undefined => {
  const seconds = retryAfterSeconds(response);
  if (seconds === undefined) return undefined;
  return seconds * 1000 <= MAX_RETRY_AFTER_MS ? seconds * 1000 : Number.POSITIVE_INFINITY;
};
