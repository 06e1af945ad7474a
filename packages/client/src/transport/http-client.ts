import {
  PorchlightInvalidOptionsError,
  PorchlightInvalidParamsError,
} from '../errors/porchlight-error.js';
import { redact, redactFetchError } from '../errors/redact.js';
import { PorchlightNetworkError, PorchlightTimeoutError } from '../errors/transport-errors.js';
import {
  assertCallOptions,
  type CallSignal,
  createCallSignal,
  sleep,
  untilAborted,
} from './abort.js';
import { headerProblem } from './header-values.js';
import { bodyOnlyFields, toQueryString } from './query-string.js';
import { type ResponseValidator, readBodyText, readResponse } from './response.js';
import {
  canRetryNetworkError,
  canRetryStatus,
  DEFAULT_RETRIES,
  DEFAULT_RETRY_DELAY,
  RETRY_COUNT_HEADER,
  retryAfterMs,
  retryDelay,
  wasNeverSent,
} from './retry-policy.js';

/** A `fetch`-compatible function. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The host's `fetch`, or else the global one resolved per call so a global fetch patched later
 * (tests, polyfills) is honoured. A host's fetch is called without a receiver: `this.#fetch(…)`
 * would call it on the client, and a browser's `window.fetch` refuses that with "Illegal
 * invocation".
 */
export const callableFetch = (hostFetch: FetchLike | undefined): FetchLike =>
  hostFetch
    ? (input, init) => hostFetch(input, init)
    : (input, init) => globalThis.fetch(input, init);

/** Per-call options accepted by every method. */
export interface RequestOptions {
  /** Aborts the call (and its retries); the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /**
   * Milliseconds the whole call may take, retries included; overrides the client's timeout
   * (0 means no limit).
   */
  timeout?: number | undefined;
}

/** Settings of the transport. */
export interface HttpClientOptions {
  endpoint: string;
  headers: Record<string, string>;
  /** Values that must never appear in an error message. */
  secrets?: string[] | undefined;
  fetch?: FetchLike | undefined;
  timeout?: number | undefined;
  retries?: number | undefined;
  retryDelay?: number | undefined;
}

/** One request to the provider. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Query parameters (GET) or JSON body (POST). */
  params?: object | undefined;
  /** Property of the response body to return; the whole body when absent. */
  key?: string | undefined;
  /**
   * The contract marks `key` optional (`/events/get` may answer with only a `message`): its
   * absence resolves to `undefined` instead of a malformed-response error.
   */
  keyOptional?: boolean | undefined;
  /** Shape check of the returned value; a complaint raises a malformed-response error. */
  validate?: ResponseValidator | undefined;
  options?: RequestOptions | undefined;
  /**
   * A `GET` the provider also accepts as `POST` with a JSON body (every read of the contract that
   * takes fields): sent that way, and still retried as a read, when a parameter is an object a
   * query string cannot carry (`custom_metadata_has`) or the URL would be longer than
   * {@link MAX_GET_URL_LENGTH}.
   */
  postable?: boolean | undefined;
  /**
   * `Date.now()` after which no retry wait of this request may end, besides its own timeout: an
   * action attempt's poll answers its wait bound at once rather than sleeping through it on a
   * Retry-After, so the bound's rule (say at once that the attempt is still pending) can apply.
   */
  retryDeadline?: number | undefined;
}

/** Sends requests with auth headers, retries, timeout and typed errors. */
export class HttpClient {
  declare readonly endpoint: string;
  readonly #options: HttpClientOptions;
  readonly #fetch: FetchLike;

  constructor(options: HttpClientOptions) {
    // A header fetch refuses would fail every call with a TypeError that quotes its value (the
    // credential) and, on a read, be retried as if the network had failed; refuse it here.
    for (const [name, value] of Object.entries(options.headers)) {
      const problem = headerProblem(name, value);
      if (problem !== undefined) throw new PorchlightInvalidOptionsError(problem);
    }
    this.endpoint = options.endpoint.replace(/\/+$/, '');
    this.#options = options;
    this.#fetch = callableFetch(options.fetch);
  }

  /**
   * Replaces this client's credentials in server text the client passes on outside the error
   * path (an action attempt's error), as error bodies already are.
   */
  redact(text: string): string {
    return redact(text, this.#options.secrets ?? []);
  }

  /**
   * A contract read: `GET path?query`, or `POST` with a JSON body when a parameter is an object;
   * idempotent either way, and therefore retried on network errors and 5xx.
   */
  read<T>(path: string, params?: object, key?: string, options?: RequestOptions): Promise<T> {
    return this.request<T>({ method: 'GET', path, params, key, options, postable: true });
  }

  /** {@link read} of an answer whose `key` the contract marks optional: absent, it is `undefined`. */
  readOptional<T>(
    path: string,
    params: object | undefined,
    key: string,
    options?: RequestOptions,
  ): Promise<T | undefined> {
    return this.request<T | undefined>({
      method: 'GET',
      path,
      params,
      key,
      keyOptional: true,
      options,
      postable: true,
    });
  }

  /** `POST path` with a JSON body; never retried on a 5xx. */
  write<T>(path: string, params?: object, key?: string, options?: RequestOptions): Promise<T> {
    return this.request<T>({ method: 'POST', path, params, key, options });
  }

  /** Sends one request and returns the (keyed) JSON payload. */
  async request<T>(request: HttpRequest): Promise<T> {
    const { method, path, params, options } = request;
    // Checked and serialized before anything is sent, so bad input never reaches the wire.
    assertCallOptions(options);
    assertParams(path, params);
    const bodyOnly = request.postable ? bodyOnlyFields(params) : [];
    // The other fields of a read keep the query rules (a null is still refused) either way, so a
    // call does not change meaning because one of its fields happens to be an object.
    const query = method === 'GET' ? toQueryString(omit(params, bodyOnly)) : '';
    const getUrl = `${this.endpoint}${path}${query ? `?${query}` : ''}`;
    const wire =
      method === 'GET' &&
      request.postable &&
      (bodyOnly.length > 0 || getUrl.length > MAX_GET_URL_LENGTH)
        ? 'POST'
        : method;
    const body = wire === 'POST' ? toJsonBody(path, params) : undefined;
    const url = wire === 'GET' ? getUrl : `${this.endpoint}${path}`;
    const timeout = options?.timeout ?? this.#options.timeout ?? DEFAULT_TIMEOUT;
    // The timeout covers the whole call, retries included.
    const call = createCallSignal(
      timeout,
      options?.signal,
      () => new PorchlightTimeoutError(path, timeout),
    );
    try {
      return (await this.#send(url, request, wire, body, call)) as T;
    } finally {
      call.dispose();
    }
  }

  async #send(
    url: string,
    request: HttpRequest,
    wire: HttpRequest['method'],
    body: string | undefined,
    call: CallSignal,
  ): Promise<unknown> {
    // A read stays a read when it travels as POST: repeating it changes nothing.
    const idempotent = request.method === 'GET';
    const retries = this.#options.retries ?? DEFAULT_RETRIES;
    const secrets = this.#options.secrets ?? [];
    for (let attempt = 0; ; attempt++) {
      // A host fetch that drops `signal` would send the request anyway (unlocking a door the
      // caller had already cancelled), even though the call rejects with the abort.
      if (call.signal.aborted) throw call.signal.reason;
      let response: Response;
      try {
        // Raced against the signal: a host's fetch that drops `signal` (a polyfill, a wrapper
        // rebuilding `init`) must not outlive the timeout or the caller's abort.
        response = await untilAborted(
          this.#fetch(url, this.#init(wire, body, attempt, call.signal)),
          call.signal,
        );
      } catch (error) {
        if (call.signal.aborted) throw honestAbortReason(call.signal.reason, idempotent);
        const backoff = this.#backoff(attempt + 1);
        if (
          attempt >= retries ||
          !canRetryNetworkError(error, idempotent) ||
          !endsInTime(call, backoff, request)
        ) {
          throw new PorchlightNetworkError(request.path, redactError(error, secrets), {
            mayHaveSucceeded: !idempotent && !wasNeverSent(error),
            origin: new URL(url).origin,
          });
        }
        await sleep(backoff, call.signal);
        continue;
      }
      // The server's own word on when to come back (429 or 503 Retry-After) replaces the backoff:
      // repeating a 503 sooner than it asked only meets the same 503. A 5xx is retried after the
      // backoff at the soonest, whatever it asks (a 0 s Retry-After).
      const asked = retryAfterMs(response);
      const wait = canRetryStatus(response.status, idempotent)
        ? Math.max(asked ?? 0, this.#backoff(attempt + 1))
        : asked;
      if (
        idempotent &&
        attempt < retries &&
        wait !== undefined &&
        Number.isFinite(wait) &&
        endsInTime(call, wait, request)
      ) {
        // A read the server asked to repeat later (or a 5xx) waits as told, bounded. A wait that
        // is too long or would outlast the deadline is not taken: the answer, with its
        // `retryAfter`, is reported at once.
        discardBody(response);
        await sleep(wait, call.signal);
        continue;
      }
      let text: string | undefined;
      try {
        // Raced like the fetch: such a fetch's body would not stop reading on the signal either.
        text = await untilAborted(readBodyText(response), call.signal);
      } catch (error) {
        if (call.signal.aborted) throw honestAbortReason(call.signal.reason, idempotent);
        throw error;
      }
      // A read whose connection broke off mid-body met a network failure, not the server's
      // answer: it is repeated like one. A write's broken answer is reported: the write may be done.
      const backoff = this.#backoff(attempt + 1);
      if (
        text === undefined &&
        idempotent &&
        attempt < retries &&
        endsInTime(call, backoff, request)
      ) {
        await sleep(backoff, call.signal);
        continue;
      }
      return readResponse(
        response,
        text,
        {
          key: request.key,
          keyOptional: request.keyOptional,
          validate: request.validate,
          write: !idempotent,
        },
        secrets,
      );
    }
  }

  #init(
    method: HttpRequest['method'],
    body: string | undefined,
    attempt: number,
    signal: AbortSignal,
  ): RequestInit {
    const headers: Record<string, string> = { ...this.#options.headers };
    if (attempt > 0) headers[RETRY_COUNT_HEADER] = String(attempt);
    if (body === undefined) return { method, headers, signal };
    headers['content-type'] = 'application/json';
    return { method, headers, body, signal };
  }

  #backoff(retry: number): number {
    return retryDelay(retry, this.#options.retryDelay ?? DEFAULT_RETRY_DELAY);
  }
}

// A wait (backoff, a 429's Retry-After) that would end after the call's timeout could only end in
// a timeout error, after waiting for nothing: the failure it would retry is reported at once.
const endsInTime = (call: CallSignal, ms: number, request: HttpRequest): boolean =>
  Date.now() + ms < Math.min(call.deadline, request.retryDeadline ?? Number.POSITIVE_INFINITY);

/**
 * Longest URL a read is sent with as `GET`; a longer postable read goes as `POST` with a JSON
 * body. Servers and proxies refuse long requests: a request line over 8 KiB (nginx, Apache: 414),
 * request headers over 16 KiB in all (Node: 431). 4,000 characters stays under both with room for
 * the headers; `device_ids` with 100 ids already takes about 4,800.
 */
export const MAX_GET_URL_LENGTH = 4_000;

/** Calls that set no timeout give up after this long, so a dead server never hangs a view. */
export const DEFAULT_TIMEOUT = 30_000;

// A timed-out write may have been processed: say so, so the caller re-reads before retrying.
const honestAbortReason = (reason: unknown, idempotent: boolean): unknown =>
  !idempotent && reason instanceof PorchlightTimeoutError && !reason.mayHaveSucceeded
    ? new PorchlightTimeoutError(reason.path, reason.timeout, { mayHaveSucceeded: true })
    : reason;

// Frees the connection of an answer the client will not read. A host fetch's body need not be a
// web stream: node-fetch v2 (behind cross-fetch and isomorphic-fetch in Node) gives a Node stream,
// which has no cancel() and would otherwise fail the retry with a TypeError.
// Not awaited: a host fetch's body whose cancel never settles must not hold the retry past the
// call's timeout or abort, which the wait that follows is raced against.
const discardBody = (response: Response): void => {
  const body = response.body as
    | { cancel?: () => Promise<void>; destroy?: () => void }
    | null
    | undefined;
  try {
    if (typeof body?.cancel === 'function') {
      Promise.resolve(body.cancel()).catch(() => undefined);
    } else if (typeof body?.destroy === 'function') body.destroy();
  } catch {
    // Nothing left to free.
  }
};

// Parameters are the API's field objects; anything else (a bare id string, an array) is a misuse
// that would otherwise be sent as nonsense (`0=a&1=b`, a JSON string body).
const assertParams = (path: string, params: unknown): void => {
  if (params === undefined) return;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    const kind = params === null ? 'null' : Array.isArray(params) ? 'an array' : typeof params;
    throw new PorchlightInvalidParamsError(path, `expected an object of fields, got ${kind}`);
  }
};

const omit = (params: object | undefined, names: readonly string[]): object | undefined =>
  params === undefined || names.length === 0
    ? params
    : Object.fromEntries(Object.entries(params).filter(([name]) => !names.includes(name)));

// Operations without fields (e.g. reset_sandbox) declare no body, so none is sent.
const toJsonBody = (path: string, params: object | undefined): string | undefined => {
  if (params === undefined) return undefined;
  try {
    return JSON.stringify(params, refuseSilentNull);
  } catch (error) {
    if (error instanceof UnsendableValue)
      throw new PorchlightInvalidParamsError(path, error.message);
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new PorchlightInvalidParamsError(
      path,
      `the body cannot be serialized as JSON (${detail})`,
    );
  }
};

// JSON turns NaN, Infinity, an invalid Date and a hole in an array into `null` without a word, and
// the provider reads `null` as "clear this field" (a session's `expires_at`) or answers with an
// error about a value the caller never wrote. Reads' query strings refuse the same values, so
// bodies do too; toJsonBody adds the operation's path to the reason.
class UnsendableValue extends Error {}

function refuseSilentNull(this: unknown, key: string, value: unknown): unknown {
  const problem = silentNullProblem(this, key, value);
  if (problem === undefined) return value;
  const field = Array.isArray(this) ? `index ${key} of an array field` : `field "${key}"`;
  throw new UnsendableValue(`${field} ${problem}, which JSON would send as null`);
}

const silentNullProblem = (holder: unknown, key: string, value: unknown): string | undefined => {
  // The replacer sees a Date after its toJSON, so the holder has the original.
  const original = (holder as Record<string, unknown>)[key];
  if (original instanceof Date && Number.isNaN(original.getTime())) return 'is an invalid date';
  if (typeof value === 'number' && !Number.isFinite(value)) return `is ${value}`;
  const dropped = value === undefined || typeof value === 'function' || typeof value === 'symbol';
  return Array.isArray(holder) && dropped ? `is ${typeof value}` : undefined;
};

// The original error is kept (as the network error's cause) only when nothing had to be removed
// from it: not from its message, nor from anything a logger prints of it (stack, own fields, its
// `cause` chain), since a host's fetch may reject with anything. Otherwise the cause is a plain
// Error with the redacted message.
const redactError = (error: unknown, secrets: readonly string[]): unknown => {
  const text = error instanceof Error ? error.message : safeString(error);
  const message = redactFetchError(text, secrets);
  return message === text && !quotesSecret(error, secrets) ? error : new Error(message);
};

// `String` throws for an object without a prototype; the rejection must still become an error.
const safeString = (value: unknown): string => {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
};

// Whether any text reachable from a thrown value (bounded, as it is not ours) would be redacted.
const quotesSecret = (thrown: unknown, secrets: readonly string[]): boolean => {
  const pending: unknown[] = [thrown];
  const seen = new Set<unknown>();
  try {
    for (let visits = 0; pending.length > 0; visits++) {
      // Too much to inspect is treated as unsafe: the plain redacted message is kept instead.
      if (visits > 256) return true;
      const value = pending.pop();
      if (typeof value === 'string') {
        if (redactFetchError(value, secrets) !== value) return true;
        continue;
      }
      if (typeof value !== 'object' || value === null || seen.has(value)) continue;
      seen.add(value);
      if (value instanceof Error) pending.push(value.message, value.stack, value.cause);
      pending.push(...Object.values(value));
    }
  } catch {
    // A throwing getter or proxy: nothing can be vouched for.
    return true;
  }
  return false;
};
