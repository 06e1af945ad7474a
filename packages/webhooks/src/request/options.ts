/** Opt-in retries of network failures, timeouts and 5xx responses. */
export interface RetryOptions {
  /** Extra attempts after the first (default 0: no retries). */
  retries: number;
  /** Delay before the first retry in ms, doubled each time (default 50). */
  initialDelayMs?: number;
  /** Upper bound of one delay in ms (default 2000). */
  maxDelayMs?: number;
}

/** Options of `new WebhooksClient(token, options)`. */
export interface WebhooksClientOptions {
  /** Base URL of the service, without `/api/v1` (default `https://api.svix.com`). */
  serverUrl?: string;
  /** Milliseconds before a request is abandoned; no timeout by default. */
  timeout?: number;
  /** The `fetch` to use (default `globalThis.fetch`), e.g. for proxies or tests. */
  fetch?: typeof fetch;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
  /** Retry network failures and 5xx responses; off unless set. */
  retry?: RetryOptions;
}

/** Options every operation accepts. */
export interface RequestOptions {
  /**
   * Makes the call safe to repeat: the server returns the first result for a repeated key.
   * POSTs without one get a random key, reused across retries.
   */
  idempotencyKey?: string;
  /** Cancels the request. */
  signal?: AbortSignal;
  /** Extra headers for this request only. */
  headers?: Record<string, string>;
  /** Overrides the client's timeout for this request (ms). */
  timeout?: number;
}

/** Everything a request needs from the client, resolved once. */
export interface RequestContext {
  token: string;
  serverUrl: string;
  timeout: number | undefined;
  fetch: typeof fetch;
  headers: Record<string, string>;
  retry: Required<RetryOptions>;
}
