import type { HTTPValidationError, HttpErrorOut } from '../models/http-errors.js';
import { PorchlightWebhooksError } from './porchlight-webhooks-error.js';

/**
 * Raised for any non-2xx response. `status`, the decoded `body` and the response `headers`
 * are kept; the message names the status and the server's own explanation so a log line
 * is useful on its own. Request credentials are never part of it.
 */
export class ApiError<TBody = unknown> extends PorchlightWebhooksError {
  override readonly name: string = 'ApiError';
  /** The HTTP status code. */
  readonly status: number;
  /** The decoded error body (JSON), or its text when it was not JSON. */
  readonly body: TBody;
  /** The response headers, lower-case names. */
  readonly headers: Record<string, string>;

  constructor(message: string, status: number, body: TBody, headers: Record<string, string>) {
    super(message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  /** The status code under the name the Svix library uses. */
  get code(): number {
    return this.status;
  }

  /**
   * What `JSON.stringify` (and structured loggers) print: an `Error` alone serialises without
   * its message, which would leave a log line with a status but no explanation.
   */
  toJSON(): {
    name: string;
    message: string;
    status: number;
    body: TBody;
    headers: Record<string, string>;
  } {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      body: this.body,
      headers: this.headers,
    };
  }
}

/**
 * 401, 403, 404 or 409 from any call, 400 from `endpoints.rotateSecret` / `endpoints.sendExample`,
 * 413 from `messages.create` (the statuses the API documents): the body is an `HttpErrorOut`, or
 * the response text when it was not a JSON object (a proxy's HTML page, an empty body).
 */
export class HttpApiError extends ApiError<HttpErrorOut | string> {
  override readonly name: string = 'HttpApiError';
}

/**
 * 422: the body is an `HTTPValidationError` listing each invalid field, or the response text
 * when it was not a JSON object.
 */
export class ValidationApiError extends ApiError<HTTPValidationError | string> {
  override readonly name: string = 'ValidationApiError';
}

/** Any other non-2xx status ('Unknown API Status Code!'); the body is kept as received. */
export class UnknownStatusApiError extends ApiError<unknown> {
  override readonly name: string = 'UnknownStatusApiError';
}

/**
 * 429: too many requests, an undocumented status ('Unknown API Status Code!') with `retryAfter`.
 * Retried by default after `Retry-After` when that is within `retry.maxRetryAfterMs`; otherwise
 * (or once retries run out) thrown.
 */
export class RateLimitApiError extends UnknownStatusApiError {
  override readonly name: string = 'RateLimitApiError';
  /** Seconds the server asked to wait (`Retry-After`, seconds or an HTTP date), if it said. */
  readonly retryAfter: number | undefined;

  constructor(
    message: string,
    body: unknown,
    headers: Record<string, string>,
    retryAfter: number | undefined,
  ) {
    super(message, 429, body, headers);
    this.retryAfter = retryAfter;
  }
}
