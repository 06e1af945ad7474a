/** Per-property validation errors in the zod `format()` shape the provider answers with. */
export interface ValidationErrors {
  _errors: string[];
  [property: string]: ValidationErrors | string[];
}

/** An error answered as `{ error: { type, message, … }, ok: false }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly validationErrors?: ValidationErrors,
  ) {
    super(message);
  }
}

/** One failed check: where (property path) and why. */
export interface ValidationIssue {
  path: string[];
  message: string;
}

/** Folds issues into the nested `{ prop: { _errors } }` shape. */
export function formatIssues(issues: ValidationIssue[]): ValidationErrors {
  const root: ValidationErrors = { _errors: [] };
  for (const issue of issues) {
    let node = root;
    for (const key of issue.path) {
      // Own keys only: a property named `__proto__` or `constructor` is just a name here.
      const child = Object.hasOwn(node, key) ? node[key] : undefined;
      const next: ValidationErrors =
        child && !Array.isArray(child) ? child : { _errors: [] as string[] };
      Object.defineProperty(node, key, {
        value: next,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      node = next;
    }
    node._errors.push(issue.message);
  }
  return root;
}

/** A 400 invalid_input error with per-property messages; the message names the first problem. */
export function invalidInput(issues: ValidationIssue[]): ApiError {
  const first = issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return new ApiError(
    400,
    'invalid_input',
    first ? `Invalid input: ${where}${first.message}` : 'Invalid input',
    formatIssues(issues),
  );
}

/** A 404 for an unknown resource, e.g. `notFound('device')` → `device_not_found`. */
export function notFound(resource: string, label = resource.replaceAll('_', ' ')): ApiError {
  const text = `${label.charAt(0).toUpperCase()}${label.slice(1)} not found`;
  return new ApiError(404, `${resource}_not_found`, text);
}

/** Largest request body accepted (1 MiB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A 413 for a request body over {@link MAX_BODY_BYTES}. */
export function tooLarge(): ApiError {
  return new ApiError(
    413,
    'payload_too_large',
    `Request body is larger than ${MAX_BODY_BYTES} bytes`,
  );
}
