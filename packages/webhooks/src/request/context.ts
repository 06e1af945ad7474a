import type { RequestContext, WebhooksClientOptions } from './options.js';

const DEFAULT_SERVER_URL = 'https://api.svix.com';

/** Resolves client options into the context every request shares. */
export function createContext(token: string, options: WebhooksClientOptions): RequestContext {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  checkTimeout(options.timeout, 'timeout');
  checkCount(options.retry?.retries, 'retry.retries');
  checkCount(options.retry?.initialDelayMs, 'retry.initialDelayMs');
  checkCount(options.retry?.maxDelayMs, 'retry.maxDelayMs');
  return {
    token,
    serverUrl: options.serverUrl ?? DEFAULT_SERVER_URL,
    timeout: options.timeout,
    // Bound so a host's `window.fetch` is not called with the context as `this`.
    fetch: (input, init) => fetchImpl(input, init),
    headers: { ...options.headers },
    retry: {
      retries: options.retry?.retries ?? 0,
      initialDelayMs: options.retry?.initialDelayMs ?? 50,
      maxDelayMs: options.retry?.maxDelayMs ?? 2000,
    },
  };
}

/**
 * A bad timeout would otherwise surface mid-request as an untyped RangeError from
 * `AbortSignal.timeout`; failing at construction names the option instead.
 */
export function checkTimeout(value: number | undefined, option: string): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${option} must be a finite number of milliseconds >= 0`);
  }
}

function checkCount(value: number | undefined, option: string): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${option} must be a whole number >= 0`);
  }
}
