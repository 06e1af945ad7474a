import { VERSION } from '../version.js';
import { assertHeaders } from './header-values.js';
import type { RequestContext, RetryPolicy, WebhooksClientOptions } from './options.js';

const DEFAULT_SERVER_URL = 'https://api.svix.com';

// The regions the Svix library routes by token suffix (svix 1.x `src/index.ts`).
const REGIONS: Readonly<Record<string, string>> = {
  us: 'https://api.us.svix.com',
  eu: 'https://api.eu.svix.com',
  in: 'https://api.in.svix.com',
  ca: 'https://api.ca.svix.com',
  au: 'https://api.au.svix.com',
};

/** The server a token is meant for: the region its `.xx` suffix names, as Svix reads it. */
export function serverUrlFor(token: string): string {
  const region = token.split('.')[1];
  return (
    (region !== undefined && Object.hasOwn(REGIONS, region) && REGIONS[region]) ||
    DEFAULT_SERVER_URL
  );
}

/** Resolves client options into the context every request shares. */
export function createContext(token: string, options: WebhooksClientOptions): RequestContext {
  const timeout = options.timeout ?? options.requestTimeout;
  checkTimeout(timeout, options.timeout === undefined ? 'requestTimeout' : 'timeout');
  assertHeaders(options.headers ?? {}, 'new WebhooksClient');
  return {
    token,
    serverUrl: checkServerUrl(options.serverUrl) ?? serverUrlFor(token),
    timeout,
    // Called without a receiver, so a host's `window.fetch` never sees the context as `this`;
    // the global one is looked up per call (as Svix does), so instrumentation or a test mock
    // installed after the client was created is still used.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    headers: { ...userAgent(), ...options.headers },
    retry: retryPolicy(options),
  };
}

function retryPolicy(options: WebhooksClientOptions): RetryPolicy {
  const retry = options.retry === false ? { retries: 0 } : (options.retry ?? {});
  checkCount(retry.retries, 'retry.retries');
  checkCount(retry.initialDelayMs, 'retry.initialDelayMs');
  checkCount(retry.maxDelayMs, 'retry.maxDelayMs');
  checkCount(retry.maxRetryAfterMs, 'retry.maxRetryAfterMs');
  checkCount(options.numRetries, 'numRetries');
  const schedule = options.retryScheduleInMs;
  if (schedule !== undefined) {
    if (!Array.isArray(schedule)) throw new RangeError('retryScheduleInMs must be an array');
    for (const [index, delay] of schedule.entries()) {
      checkCount(delay, `retryScheduleInMs[${index}]`);
    }
  }
  return {
    retries: retry.retries ?? schedule?.length ?? options.numRetries ?? 2,
    initialDelayMs: retry.initialDelayMs ?? 50,
    maxDelayMs: retry.maxDelayMs ?? 2000,
    maxRetryAfterMs: retry.maxRetryAfterMs ?? 30_000,
    schedule: schedule ? [...schedule] : undefined,
  };
}

// Browsers refuse (or preflight) a custom User-Agent, so it is only sent where Node runs.
function userAgent(): Record<string, string> {
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions
    ?.node;
  return node ? { 'user-agent': `@porchlight/webhooks/${VERSION} (node ${node})` } : {};
}

/**
 * A bad timeout would otherwise surface mid-request as an untyped RangeError from
 * `AbortSignal.timeout`; failing at construction names the option instead. One beyond the timer
 * range is accepted and clamped where the timer is set (`timerDelay`).
 */
export function checkTimeout(value: number | undefined, option: string): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${option} must be a finite number of milliseconds >= 0`);
  }
}

/**
 * An empty or scheme-less `serverUrl` (`SVIX_SERVER_URL=` in a `.env` file) would otherwise make
 * every call fail as a NetworkError after its retries. The value is not echoed: it may hold
 * credentials.
 */
function checkServerUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = parsed(value);
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new TypeError(
      'serverUrl must be an absolute http(s) URL such as https://api.svix.com; leave it out to use the server the token names',
    );
  }
  // fetch refuses such a URL and quotes it, password included, in its error: every call would
  // fail after its retries with the secret in the message.
  if (url.username !== '' || url.password !== '') {
    throw new TypeError(
      'serverUrl must not contain a user name or password: the token is the only credential sent',
    );
  }
  return value;
}

// `new URL` rather than `URL.canParse`, which browsers before 2024 lack.
function parsed(value: unknown): URL | undefined {
  try {
    return new URL(String(value));
  } catch {
    return undefined;
  }
}

function checkCount(value: number | undefined, option: string): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${option} must be a whole number >= 0`);
  }
}
