import {
  type ApiError,
  HttpApiError,
  RateLimitApiError,
  UnknownStatusApiError,
  ValidationApiError,
} from '../errors/api-error.js';
import type { HTTPValidationError, HttpErrorOut, ValidationError } from '../models/http-errors.js';
import { redact } from './redact.js';

// Spec §8: 401, 403, 404 and 409 are documented for every call; 400 and 413 only for these.
const HTTP_ERROR_STATUSES = new Set([401, 403, 404, 409]);
const HTTP_ERROR_STATUSES_OF: Readonly<Record<string, readonly number[]>> = {
  'endpoints.rotateSecret': [400],
  'endpoints.sendExample': [400],
  'messages.create': [413],
};

const isHttpErrorStatus = (status: number, operation: string) =>
  HTTP_ERROR_STATUSES.has(status) || (HTTP_ERROR_STATUSES_OF[operation]?.includes(status) ?? false);

/** Maps a non-2xx response (and its already-read body text) to the error class its status documents. */
export function errorFromResponse(
  response: Response,
  rawText: string,
  operation: string,
  secrets: readonly string[] = [],
): ApiError {
  // A server may echo the request, token included, and an error ends up in logs whole: its
  // message, and through `toJSON` or a logger's inspection its body and headers too.
  const clean = (message: string) => redact(message, secrets);
  const body = redactStrings(parseOrText(rawText), secrets);
  const text = clean(rawText);
  const headers = Object.fromEntries(
    [...response.headers].map(([name, value]) => [name, clean(value)]),
  );
  const { status } = response;
  if (isHttpErrorStatus(status, operation)) {
    const detail = describeHttpError(body);
    return new HttpApiError(
      clean(`${operation} failed with HTTP ${status}${detail}`),
      status,
      objectOrText(body, text) as HttpErrorOut | string,
      headers,
    );
  }
  if (status === 429) {
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    const wait = retryAfter === undefined ? '' : `; retry after ${retryAfter} s`;
    return new RateLimitApiError(
      clean(`${unknownStatus(operation, 429)} (rate limited${wait}): ${text.slice(0, 500)}`),
      body,
      headers,
      retryAfter,
    );
  }
  if (status === 422) {
    const detail = describeValidation(body);
    return new ValidationApiError(
      clean(`${operation} failed with HTTP 422 (validation)${detail}`),
      status,
      objectOrText(body, text) as HTTPValidationError | string,
      headers,
    );
  }
  return new UnknownStatusApiError(
    clean(`${unknownStatus(operation, status)}: ${text.slice(0, 500)}`),
    status,
    body,
    headers,
  );
}

const unknownStatus = (operation: string, status: number) =>
  `Unknown API Status Code! ${operation} got HTTP ${status}`;

/** `Retry-After` as whole seconds from now: delta-seconds or an HTTP date; garbage is ignored. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text);
  // An HTTP date always names its day or month; bare numbers like `-5` are not dates.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** `value` with every string in it (object keys too) redacted, as JSON decoded it. */
function redactStrings(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redact(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, secrets));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      redact(key, secrets),
      redactStrings(item, secrets),
    ]),
  );
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The documented error bodies are JSON objects; anything else (JSON `null`, a number, an array)
 * is kept as the text received, so `typeof body === 'string'` is the only check a caller needs
 * before reading `body.code` or `body.detail`.
 */
function objectOrText(body: unknown, text: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : text;
}

function describeHttpError(body: unknown): string {
  const { code, detail } = (body ?? {}) as Partial<HttpErrorOut>;
  if (typeof code !== 'string' && typeof detail !== 'string') return '';
  return ` (${code ?? 'error'}): ${detail ?? ''}`;
}

// Total over any body: a proxy's 422 (`{"detail":[null]}`, a string `loc`) must still become a
// `ValidationApiError` with its status and body, not a TypeError raised while wording it.
function describeValidation(body: unknown): string {
  const items: unknown = (body as HTTPValidationError | undefined)?.detail;
  if (!Array.isArray(items)) return '';
  const parts = (items as unknown[])
    .filter((item): item is Partial<ValidationError> => typeof item === 'object' && item !== null)
    .map((item) => {
      const loc = Array.isArray(item.loc) ? item.loc.join('.') : String(item.loc ?? '');
      return `${loc}: ${typeof item.msg === 'string' ? item.msg : ''}`;
    });
  return parts.length === 0 ? '' : `: ${parts.join('; ')}`;
}
