import {
  type ApiErrorBody,
  PorchlightApiError,
  PorchlightInvalidInputError,
  PorchlightMalformedResponseError,
  PorchlightUnauthorizedError,
} from '../errors/api-errors.js';
import { redact, redactDeep } from '../errors/redact.js';
import { retryAfterSeconds } from './retry-policy.js';

/** Header in which the provider returns the id of each request. */
export const REQUEST_ID_HEADER = 'seam-request-id';

/**
 * Checks the shape of a successful payload; returns what is wrong with it, or `undefined` when it
 * is fine. Used where the client itself relies on the shape (action attempts, catalogue lists).
 */
export type ResponseValidator = (value: unknown) => string | undefined;

/** What a caller expects of a successful answer, and what it sent. */
export interface ExpectedResponse {
  /** Property of the body to return (e.g. `access_codes`); the whole body when absent. */
  key?: string | undefined;
  /** The contract marks `key` optional: its absence resolves to `undefined`, not an error. */
  keyOptional?: boolean | undefined;
  /** Shape check of the returned value. */
  validate?: ResponseValidator | undefined;
  /** The request was a write, which an unreadable answer does not prove undone. */
  write?: boolean | undefined;
}

/** The body's text, or `undefined` when it cannot be read (the connection broke off mid-body). */
export async function readBodyText(response: Response): Promise<string | undefined> {
  try {
    return await response.text();
  } catch {
    return undefined;
  }
}

/**
 * Turns a response and its body's text (`undefined` when unreadable) into its JSON payload, or throws the matching typed error.
 *
 * When `key` is given and missing (and not optional), the response counts as malformed, as does a
 * value `validate` objects to. Server text passes through `redact` so no credential can leak.
 */
export const readResponse = (
  response: Response,
  text: string | undefined,
  expected: ExpectedResponse,
  secrets: readonly string[],
): unknown => {
  const { status } = response;
  const { key, keyOptional, validate, write } = expected;
  // Server-chosen text like any other: a proxy echoing the bearer token here must not leak it.
  const rawRequestId = response.headers.get(REQUEST_ID_HEADER);
  let requestId = rawRequestId === null ? undefined : redact(rawRequestId, secrets);
  // A write answered 2xx was applied, whatever became of the body; one answered by a gateway's
  // 502 or 504 may have been forwarded before the gateway gave up on it.
  const mayHaveSucceeded =
    write === true && ((status >= 200 && status < 300) || status === 502 || status === 504);
  // A gateway's own 429 or 503 page is no JSON, but its Retry-After still says when to return.
  const malformed = (problem: string) =>
    new PorchlightMalformedResponseError(status, requestId, problem, {
      mayHaveSucceeded,
      retryAfter: retryAfterSeconds(response),
    });
  // The connection broke mid-body (or the body was not text): still a typed error with the
  // status and request id the headers already gave us.
  if (text === undefined) throw malformed('the body could not be read');
  const payload = parseJson(text);
  // A browser hides the header cross-origin unless the server exposes it; the body still says.
  requestId ??= payload.ok ? readBodyRequestId(payload.value, secrets) : undefined;
  const errorBody = payload.ok ? readErrorBody(payload.value, secrets) : undefined;
  if (status === 401) {
    throw new PorchlightUnauthorizedError(requestId, errorBody?.message || undefined, {
      type: errorBody?.type,
      data: errorBody?.data,
    });
  }
  if (!payload.ok) throw malformed('the body is not valid JSON');
  if (status < 200 || status >= 300) {
    if (errorBody === undefined) throw malformed('the error body has no error');
    if (errorBody.type === 'invalid_input') {
      throw new PorchlightInvalidInputError(status, requestId, errorBody);
    }
    throw new PorchlightApiError(status, requestId, errorBody, retryAfterSeconds(response));
  }
  const value =
    key === undefined
      ? payload.value
      : (payload.value as Record<string, unknown> | null | undefined)?.[key];
  if (value === undefined && key !== undefined) {
    if (keyOptional) return undefined;
    throw malformed(`the body has no "${key}"`);
  }
  const problem = validate?.(value);
  if (problem !== undefined) throw malformed(problem);
  return value;
};

type Parsed = { ok: true; value: unknown } | { ok: false };

// An empty body is valid for operations that return nothing (some proxies drop `{ ok: true }`).
const parseJson = (text: string): Parsed => {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const errorObject = (value: unknown): Record<string, unknown> | undefined => {
  const error = (value as { error?: unknown } | null | undefined)?.error;
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)
    : undefined;
};

const readBodyRequestId = (value: unknown, secrets: readonly string[]): string | undefined => {
  const id = errorObject(value)?.request_id;
  return typeof id === 'string' && id !== '' ? redact(id, secrets) : undefined;
};

const readErrorBody = (value: unknown, secrets: readonly string[]): ApiErrorBody | undefined => {
  const error = errorObject(value);
  if (error === undefined) return undefined;
  const { type, message, data, validation_errors } = error;
  if (typeof type !== 'string') return undefined;
  return {
    type: redact(type, secrets),
    message: typeof message === 'string' ? redact(message, secrets) : '',
    data: redactDeep(data, secrets),
    validation_errors: redactDeep(validation_errors, secrets),
  };
};
