import {
  type ApiErrorBody,
  PorchlightApiError,
  PorchlightInvalidInputError,
  PorchlightMalformedResponseError,
  PorchlightUnauthorizedError,
} from '../errors/api-errors.js';
import { redact, redactDeep } from '../errors/redact.js';
import { parseRetryAfter } from './retry-policy.js';

/** Header in which the provider returns the id of each request. */
export const REQUEST_ID_HEADER = 'seam-request-id';

/**
 * Checks the shape of a successful payload; returns what is wrong with it, or `undefined` when it
 * is fine. Used where the client itself relies on the shape (action attempts, catalogue lists).
 */
export type ResponseValidator = (value: unknown) => string | undefined;

/**
 * Turns a response into its JSON payload, or throws the matching typed error.
 *
 * `key` names the property the caller needs (e.g. `access_codes`); when given and missing, the
 * response counts as malformed, as does a value `validate` objects to. Server text passes through
 * `redact` so no credential can leak.
 */
export const readResponse = async (
  response: Response,
  key: string | undefined,
  secrets: readonly string[],
  validate?: ResponseValidator,
): Promise<unknown> => {
  const { status } = response;
  // Server-chosen text like any other: a proxy echoing the bearer token here must not leak it.
  const rawRequestId = response.headers.get(REQUEST_ID_HEADER);
  const requestId = rawRequestId === null ? undefined : redact(rawRequestId, secrets);
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The connection broke mid-body (or the body was not text): still a typed error with the
    // status and request id the headers already gave us.
    throw new PorchlightMalformedResponseError(status, requestId, 'the body could not be read');
  }
  const payload = parseJson(text);
  const errorBody = payload.ok ? readErrorBody(payload.value, secrets) : undefined;
  if (status === 401)
    throw new PorchlightUnauthorizedError(requestId, errorBody?.message || undefined);
  if (!payload.ok) {
    throw new PorchlightMalformedResponseError(status, requestId, 'the body is not valid JSON');
  }
  if (status < 200 || status >= 300) {
    if (errorBody === undefined) {
      throw new PorchlightMalformedResponseError(status, requestId, 'the error body has no error');
    }
    if (errorBody.type === 'invalid_input') {
      throw new PorchlightInvalidInputError(status, requestId, errorBody);
    }
    const retryAfter =
      status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
    throw new PorchlightApiError(status, requestId, errorBody, retryAfter);
  }
  const value =
    key === undefined
      ? payload.value
      : (payload.value as Record<string, unknown> | null | undefined)?.[key];
  if (value === undefined && key !== undefined) {
    throw new PorchlightMalformedResponseError(status, requestId, `the body has no "${key}"`);
  }
  const problem = validate?.(value);
  if (problem !== undefined) throw new PorchlightMalformedResponseError(status, requestId, problem);
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

const readErrorBody = (value: unknown, secrets: readonly string[]): ApiErrorBody | undefined => {
  const error = (value as { error?: unknown } | null | undefined)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, message, data, validation_errors } = error as Record<string, unknown>;
  if (typeof type !== 'string') return undefined;
  return {
    type: redact(type, secrets),
    message: typeof message === 'string' ? redact(message, secrets) : '',
    data: redactDeep(data, secrets),
    validation_errors: redactDeep(validation_errors, secrets),
  };
};
