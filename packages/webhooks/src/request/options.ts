/** Retries of network failures, timeouts, 5xx and 429 responses; on by default. */
export interface RetryOptions {
  /** Extra attempts after the first (default 2). */
  retries?: number | undefined;
  /** Delay before the first retry in ms, doubled each time, with jitter (default 50). */
  initialDelayMs?: number | undefined;
  /** Upper bound of one backoff delay in ms (default 2000). */
  maxDelayMs?: number | undefined;
  /**
   * Longest `Retry-After` of a 429 that is waited out, in ms (default 30000). A longer one
   * fails at once with a `RateLimitApiError` whose `retryAfter` says when to come back.
   */
  maxRetryAfterMs?: number | undefined;
}

/** Options of `new WebhooksClient(token, options)` (and of `new Svix(token, options)`). */
export interface WebhooksClientOptions {
  /**
   * Base URL of the service, without `/api/v1`. Default: the region a token names in its
   * suffix (`….eu` → `https://api.eu.svix.com`), else `https://api.svix.com`, as in Svix.
   */
  serverUrl?: string | undefined;
  /**
   * Milliseconds before one attempt is abandoned; no timeout by default. Each retry gets the full
   * time again, so a call may last `(retries + 1) × timeout` plus the waits between attempts.
   */
  timeout?: number | undefined;
  /** Svix's name for `timeout`; `timeout` wins when both are set. */
  requestTimeout?: number | undefined;
  /**
   * The `fetch` to use, e.g. for proxies or tests. Default: `globalThis.fetch` as it is at each
   * call, so one replaced later (tracing, mocks) is used too.
   */
  fetch?: typeof fetch | undefined;
  /** Extra headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /** Retry settings; `false` turns retries off. On by default: 2 retries, 50 ms doubling. */
  retry?: RetryOptions | false | undefined;
  /** Svix's option: the delay before each retry in ms; its length is the number of retries. */
  retryScheduleInMs?: number[] | undefined;
  /** Svix's option: the number of retries, with the default 50 ms doubling delays. */
  numRetries?: number | undefined;
  /** Accepted for Svix compatibility; this client logs nothing. */
  debug?: boolean | undefined;
}

/** Options every operation accepts. */
export interface RequestOptions {
  /**
   * Makes the call safe to repeat: the server returns the first result for a repeated key.
   * POSTs without one get a random key, reused across retries.
   */
  idempotencyKey?: string | undefined;
  /** Cancels the request. */
  signal?: AbortSignal | undefined;
  /** Extra headers for this request only. */
  headers?: Record<string, string> | undefined;
  /** Overrides the client's per-attempt timeout for this request (ms). */
  timeout?: number | undefined;
}

/** How a client retries, resolved once. */
export interface RetryPolicy {
  retries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
  /** Fixed delays (Svix's `retryScheduleInMs`), used instead of the doubling backoff. */
  schedule: readonly number[] | undefined;
}

/** Everything a request needs from the client, resolved once. */
export interface RequestContext {
  token: string;
  serverUrl: string;
  timeout: number | undefined;
  fetch: typeof fetch;
  headers: Record<string, string>;
  retry: RetryPolicy;
}
