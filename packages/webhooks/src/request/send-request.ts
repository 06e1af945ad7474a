import { NetworkError, RequestTimeoutError, ResponseParseError } from '../errors/request-errors.js';
import { abortReason, attemptSignal } from './attempt-signal.js';
import { buildUrl, type QueryValue } from './build-url.js';
import { checkTimeout } from './context.js';
import { errorFromResponse } from './error-from-response.js';
import { assertHeaders, assertHeaderValue } from './header-values.js';
import type { RequestContext, RequestOptions } from './options.js';
import { randomIdempotencyKey, randomRequestId } from './random.js';
import { redactFetchError } from './redact.js';
import { assertPathValues } from './required.js';
import { retryDelay, sleep } from './retry.js';

/** One operation call, as the resources describe it. */
export interface RequestSpec<T> {
  /** Name used in error messages, e.g. `endpoints.create`. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the server URL with `{param}` placeholders, e.g. `/api/v1/app/{app_id}/`. */
  path: string;
  pathParams?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** `false` for the two operations that send no bearer token. */
  auth?: boolean;
  /** Turns the JSON body of a 2xx response into the result; absent: the result is `undefined`. */
  decode?: (json: never) => T;
}

/**
 * Sends one operation: builds URL and headers once, then tries up to `retry.retries + 1`
 * times. The idempotency key is fixed before the first attempt so a retried POST is
 * recognised by the server and never creates a second message; retries say which they are
 * in `svix-retry-count`, as the Svix library does.
 */
export async function sendRequest<T>(
  context: RequestContext,
  spec: RequestSpec<T>,
  options: RequestOptions = {},
): Promise<T> {
  checkTimeout(options.timeout, `${spec.operation}: timeout`);
  assertPathValues(spec.operation, spec.pathParams ?? {});
  assertHeaders(options.headers ?? {}, spec.operation);
  if (options.idempotencyKey !== undefined) {
    assertHeaderValue('idempotencyKey', options.idempotencyKey, spec.operation);
  }
  const url = buildUrl(context.serverUrl, spec.path, spec.pathParams ?? {}, spec.query);
  const headers = buildHeaders(context, spec, options);
  const body = encodeBody(spec.body);
  // Left out rather than `undefined` when there is none: RequestInit's `body` does not take
  // `undefined` under `exactOptionalPropertyTypes`, which tsconfig.exact.json compiles with.
  const init: RequestInit = {
    method: spec.method,
    headers,
    ...(body === undefined ? {} : { body }),
  };
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) headers['svix-retry-count'] = String(attempt);
    try {
      return await attemptOnce(context, spec, init, url, options);
    } catch (error) {
      const delay = retryDelay(context.retry, attempt, error, options.signal);
      if (delay === undefined) throw error;
      await sleep(delay, options.signal);
    }
  }
}

function buildHeaders(
  context: RequestContext,
  spec: RequestSpec<unknown>,
  options: RequestOptions,
): Record<string, string> {
  const own = lowerCased(options.headers);
  const headers: Record<string, string> = {
    ...lowerCased(context.headers),
    ...own,
    accept: 'application/json',
    'svix-req-id': String(randomRequestId()),
  };
  if (spec.auth !== false) headers.authorization = `Bearer ${context.token}`;
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  // A key the caller chose, as an option or as this call's own header in any casing, names the
  // operation for the server; replacing it would let a repeated call create a second message.
  const key =
    options.idempotencyKey ??
    own['idempotency-key'] ??
    (spec.method === 'POST' ? randomIdempotencyKey() : undefined);
  if (key !== undefined) headers['idempotency-key'] = key;
  return headers;
}

// One spelling per header name, so a caller's `Accept` cannot merge with ours into `a, b`.
function lowerCased(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

function encodeBody(body: unknown): string | undefined {
  // Date fields serialise to ISO 8601 through Date.prototype.toJSON.
  return body === undefined ? undefined : JSON.stringify(body);
}

async function attemptOnce<T>(
  context: RequestContext,
  spec: RequestSpec<T>,
  init: RequestInit,
  url: string,
  options: RequestOptions,
): Promise<T> {
  const timeout = options.timeout ?? context.timeout;
  const { signal, timer, dispose } = attemptSignal(options.signal, timeout);
  let response: Response;
  let text: string;
  try {
    // A host fetch that drops `init.signal` would send the request anyway: a message the caller
    // had already cancelled would still be created and delivered.
    if (signal?.aborted) throw abortReason(signal);
    // Raced against the signal as well: a host-supplied fetch (or its body) may ignore
    // `init.signal`, and a caller's cancel or the timeout must still end the call.
    response = await untilAborted(context.fetch(url, signal ? { ...init, signal } : init), signal);
    // Read inside the same guard: a connection that drops or times out mid-body is a network
    // failure (typed and retryable), not a stray TypeError or DOMException.
    text = await untilAborted(response.text(), signal);
  } catch (error) {
    throw failure(error, spec, options.signal, timer, timeout, context.token);
  } finally {
    dispose();
  }
  if (response.status < 200 || response.status > 299) {
    throw errorFromResponse(response, text, spec.operation, [context.token]);
  }
  return decodeBody(text, response.status, spec);
}

/** Settles as `promise` does, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    // Always observed, so a fetch that rejects after the abort is no unhandled rejection.
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

// The caller's own abort is re-thrown untouched, as every fetch-based API does.
function failure(
  error: unknown,
  spec: RequestSpec<unknown>,
  signal: AbortSignal | undefined,
  timer: AbortSignal | undefined,
  timeout: number | undefined,
  token: string,
): unknown {
  if (signal?.aborted) return abortReason(signal);
  const where = `${spec.method} ${spec.path}`;
  if (timer?.aborted) {
    return new RequestTimeoutError(
      `${spec.operation} timed out after ${timeout} ms (${where})`,
      timeout ?? 0,
    );
  }
  // fetch may quote a header value in its message (trimmed, so not the exact token); the cause
  // is replaced as well when anything had to be removed, since it carries the same text.
  const text = error instanceof Error ? error.message : String(error);
  const reason = redactFetchError(text, [token]);
  return new NetworkError(`${spec.operation} could not reach the server (${where}): ${reason}`, {
    cause: reason === text ? error : new Error(reason),
  });
}

function decodeBody<T>(text: string, status: number, spec: RequestSpec<T>): T {
  if (!spec.decode) return undefined as T;
  try {
    return spec.decode(JSON.parse(text) as never);
  } catch {
    throw new ResponseParseError(
      `${spec.operation} got HTTP ${status} with a body that is not the expected JSON`,
      status,
    );
  }
}
