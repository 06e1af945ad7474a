import { PorchlightError } from './porchlight-error.js';

/** Per-property validation messages, as the provider reports them for `invalid_input`. */
export type ValidationErrors = Record<string, { _errors: string[] }>;

/** Fields the provider puts in the `error` object of a failed response. */
export interface ApiErrorBody {
  type: string;
  message: string;
  data?: unknown;
  validation_errors?: unknown;
}

/** The provider answered with an error: carries HTTP status, request id, server message and type. */
export class PorchlightApiError extends PorchlightError {
  override name = 'PorchlightApiError';
  /** HTTP status code of the response. */
  readonly status: number;
  /** Value of the `seam-request-id` response header, when present. */
  readonly requestId: string | undefined;
  /** Machine-readable error type from the server (e.g. `device_not_found`). */
  readonly type: string;
  /** Extra data the server attached to the error, if any. */
  readonly data: unknown;
  /** Seconds the server asked to wait before trying again (a 429's `Retry-After`), if it said. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    requestId: string | undefined,
    body: ApiErrorBody,
    retryAfter?: number | undefined,
  ) {
    super(body.message || `Request failed with status ${status}`);
    this.status = status;
    this.requestId = requestId;
    this.type = body.type;
    this.data = body.data;
    this.retryAfter = retryAfter;
  }
}

/** The provider rejected the input (`invalid_input`); `validationErrors` is keyed by property. */
export class PorchlightInvalidInputError extends PorchlightApiError {
  override name = 'PorchlightInvalidInputError';
  /** Messages per property, each with its list of `_errors`. */
  readonly validationErrors: ValidationErrors;

  constructor(status: number, requestId: string | undefined, body: ApiErrorBody) {
    super(status, requestId, body);
    this.validationErrors = normalizeValidationErrors(body.validation_errors);
  }

  /** First message for a property (what a form shows beside the field), if any. */
  messageFor(property: string): string | undefined {
    // Own keys only: `constructor` or `__proto__` must not reach Object.prototype.
    if (!Object.hasOwn(this.validationErrors, property)) return undefined;
    return this.validationErrors[property]?._errors[0];
  }
}

/** The credentials were refused (HTTP 401). */
export class PorchlightUnauthorizedError extends PorchlightApiError {
  override name = 'PorchlightUnauthorizedError';

  constructor(requestId: string | undefined, message = 'Unauthorized') {
    super(401, requestId, { type: 'unauthorized', message });
  }
}

/** The server answered with a body that is not JSON or lacks the expected shape. */
export class PorchlightMalformedResponseError extends PorchlightApiError {
  override name = 'PorchlightMalformedResponseError';

  constructor(status: number, requestId: string | undefined, problem: string) {
    super(status, requestId, {
      type: 'malformed_response',
      message: `Malformed response (status ${status}${requestId ? `, request ${requestId}` : ''}): ${problem}`,
    });
  }
}

// Keeps only `{ property: { _errors: string[] } }` entries so callers can index safely.
const normalizeValidationErrors = (raw: unknown): ValidationErrors => {
  const result: ValidationErrors = {};
  if (typeof raw !== 'object' || raw === null) return result;
  for (const [key, value] of Object.entries(raw)) {
    const errors = (value as { _errors?: unknown } | null)?._errors;
    if (Array.isArray(errors)) {
      // Defined, not assigned: a property named `__proto__` is data, not the object's prototype.
      Object.defineProperty(result, key, {
        value: { _errors: errors.filter((e): e is string => typeof e === 'string') },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return result;
};
