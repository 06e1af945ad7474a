import { RequiredError } from '../errors/required-error.js';

/** Throws the documented `RequiredError` when a required parameter is `null` or `undefined`. */
export function assertRequired(operation: string, params: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(params)) {
    if (value === null || value === undefined) throw new RequiredError(field, operation);
  }
}
