import { PorchlightError } from './porchlight-error.js';

/**
 * Validation messages of one property: `_errors` about the property itself, and the same shape
 * again for each of its nested fields (`default_climate_setting.cooling_set_point_fahrenheit`).
 */
export interface FieldValidationErrors {
  /** Messages about this property itself (`Required`), what a form shows beside its field. */
  _errors: string[];
  // `string[]` only so `_errors` fits the index signature: every other key holds a nested field.
  /** The messages of each nested field, keyed by its name. */
  [field: string]: FieldValidationErrors | string[];
}

/** Per-property validation messages, as the provider reports them for `invalid_input`. */
export type ValidationErrors = Record<string, FieldValidationErrors>;

/** Fields the provider puts in the `error` object of a failed response. */
export interface ApiErrorBody {
  /** Machine-readable error type (`device_not_found`, `invalid_input`, …). */
  type: string;
  /** The server's message, shown as the thrown error's message. */
  message: string;
  /** Extra data the server attached, passed on as {@link PorchlightApiError.data}. */
  data?: unknown;
  /** For `invalid_input`, the per-property messages {@link PorchlightInvalidInputError} reads. */
  validation_errors?: unknown;
}

/** The provider answered with an error: carries HTTP status, request id, server message and type. */
export class PorchlightApiError extends PorchlightError {
  override name = 'PorchlightApiError';
  /** HTTP status code of the response. */
  declare readonly status: number;
  /**
   * Id of the request: the `seam-request-id` response header, or the error body's `request_id`
   * when the header is absent (a browser hides it cross-origin unless the server exposes it).
   */
  declare readonly requestId: string | undefined;
  /** Machine-readable error type from the server (e.g. `device_not_found`). */
  declare readonly type: string;
  /** Extra data the server attached to the error, if any. */
  declare readonly data: unknown;
  /** Seconds the server asked to wait before trying again (a 429's `Retry-After`), if it said. */
  declare readonly retryAfter: number | undefined;

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

/**
 * The provider rejected the input (`invalid_input`); `validationErrors` is keyed by property,
 * `formErrors` holds what concerns the input as a whole.
 */
export class PorchlightInvalidInputError extends PorchlightApiError {
  override name = 'PorchlightInvalidInputError';
  /** Messages per property, each with its list of `_errors` and its nested fields' messages. */
  declare readonly validationErrors: ValidationErrors;
  /** Messages about the input as a whole, no property's (e.g. `Unrecognized key(s) in object`). */
  declare readonly formErrors: string[];

  constructor(status: number, requestId: string | undefined, body: ApiErrorBody) {
    super(status, requestId, body);
    // The root's `_errors` concern no property. A rest copy defines its keys, so a `__proto__`
    // field stays data.
    const { _errors: formErrors, ...fields } = normalizeNode(body.validation_errors, 0) ?? {
      _errors: [],
    };
    this.validationErrors = fields as ValidationErrors;
    this.formErrors = formErrors;
  }

  /**
   * First message for a property (what a form shows beside the field), if any. A nested field is
   * named by its dotted path (`default_climate_setting.cooling_set_point_fahrenheit`); a property
   * whose own name holds a dot is found by that name first. Only the field's own messages count,
   * not those of the fields nested in it.
   */
  messageFor(property: string): string | undefined {
    return (
      fieldAt(this.validationErrors, [property]) ??
      fieldAt(this.validationErrors, property.split('.'))
    )?._errors[0];
  }
}

/**
 * The credentials were refused (HTTP 401, whatever its `type`). The server's type (e.g.
 * `invalid_publishable_key`) and data are kept; `type` is `unauthorized` when it gave none, so
 * tell this error by its class or its `status`, not by `type`.
 */
export class PorchlightUnauthorizedError extends PorchlightApiError {
  override name = 'PorchlightUnauthorizedError';

  constructor(
    requestId: string | undefined,
    message = 'Unauthorized',
    body: { type?: string | undefined; data?: unknown } = {},
  ) {
    super(401, requestId, { type: body.type || 'unauthorized', message, data: body.data });
  }
}

/** The server answered with a body that is not JSON or lacks the expected shape. */
export class PorchlightMalformedResponseError extends PorchlightApiError {
  override name = 'PorchlightMalformedResponseError';
  /**
   * True when the request was a write the server may have applied: its answer was a 2xx (the
   * write was done, only its answer is unreadable) or a gateway's 502/504 (the gateway may have
   * forwarded it). Re-read before trying again, or a retry could do the work twice.
   */
  declare readonly mayHaveSucceeded: boolean;

  constructor(
    status: number,
    requestId: string | undefined,
    problem: string,
    options: { mayHaveSucceeded?: boolean; retryAfter?: number | undefined } = {},
  ) {
    // The message names the problem as before; the flag alone says the write may have applied.
    super(
      status,
      requestId,
      {
        type: 'malformed_response',
        message: `Malformed response (status ${status}${requestId ? `, request ${requestId}` : ''}): ${problem}`,
      },
      options.retryAfter,
    );
    this.mayHaveSucceeded = options.mayHaveSucceeded ?? false;
  }
}

// Server bodies are parsed JSON, so they are trees; the bound only guards a hostile nesting (the
// client's own redaction already cuts bodies at this depth).
const MAX_DEPTH = 32;

// Keeps only `{ _errors: string[], field: <same shape> }` nodes so callers can index safely: a
// node is kept when it has an `_errors` list or a kept field, and its non-string messages are
// dropped. `_errors` is not a field name, so it is never read as a nested node.
const normalizeNode = (raw: unknown, depth: number): FieldValidationErrors | undefined => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || depth > MAX_DEPTH) {
    return undefined;
  }
  const errors = (raw as { _errors?: unknown })._errors;
  let kept = Array.isArray(errors);
  const node = {
    _errors: kept ? (errors as unknown[]).filter((e): e is string => typeof e === 'string') : [],
  } as FieldValidationErrors;
  for (const [key, value] of Object.entries(raw)) {
    if (key === '_errors') continue;
    const field = normalizeNode(value, depth + 1);
    if (field === undefined) continue;
    kept = true;
    // Defined, not assigned: a property named `__proto__` is data, not the object's prototype.
    Object.defineProperty(node, key, {
      value: field,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return kept ? node : undefined;
};

// The node at a path of field names, through own keys only: `constructor` or `__proto__` must
// not reach Object.prototype.
const fieldAt = (
  fields: ValidationErrors,
  path: readonly string[],
): FieldValidationErrors | undefined => {
  let node: ValidationErrors | FieldValidationErrors = fields;
  for (const name of path) {
    if (name === '_errors' || !Object.hasOwn(node, name)) return undefined;
    // Normalised on arrival: every key but `_errors` holds a nested field.
    node = node[name] as FieldValidationErrors;
  }
  // `path` is never empty (a property name, or its dotted parts), so this is a field.
  return node as FieldValidationErrors;
};
