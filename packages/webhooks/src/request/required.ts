import { RequiredError } from '../errors/required-error.js';

/** Throws the documented `RequiredError` when a required parameter is `null` or `undefined`. */
export function assertRequired(operation: string, params: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(params)) {
    if (value === null || value === undefined) throw new RequiredError(field, operation);
  }
}

// encodeURIComponent leaves dots alone and URL parsing resolves dot segments, so an endpoint id
// of '..' turns `DELETE /app/app_x/endpoint/../` into `DELETE /app/app_x/` (the whole
// application); an empty value likewise addresses a different route.
const UNSENDABLE_SEGMENTS = new Set(['', '.', '..']);

/** Throws `RequiredError` for a path value that would make the URL address another resource. */
export function assertPathValues(operation: string, pathParams: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(pathParams)) {
    if (!UNSENDABLE_SEGMENTS.has(String(value))) continue;
    throw new RequiredError(
      field,
      operation,
      `${JSON.stringify(String(value))} cannot be sent as a path segment, because an empty, '.' or '..' segment makes the URL address a different resource (such as the parent application); pass the real ${field}.`,
    );
  }
}
