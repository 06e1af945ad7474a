// Compiled by the package's typecheck: the bodies of the documented error statuses are typed
// with the text a non-JSON body is kept as, so reading `code` needs a `typeof` check first.
import { expectTypeOf } from 'vitest';
import type { HTTPValidationError, HttpErrorOut } from '../index.js';
import { ApiError, HttpApiError, ValidationApiError } from '../index.js';

declare const error: unknown;

if (error instanceof HttpApiError) {
  expectTypeOf(error.body).toEqualTypeOf<HttpErrorOut | string>();
  // @ts-expect-error the body may be the response text
  error.body.code;
  if (typeof error.body !== 'string') expectTypeOf(error.body.code).toEqualTypeOf<string>();
}
if (error instanceof ValidationApiError) {
  expectTypeOf(error.body).toEqualTypeOf<HTTPValidationError | string>();
  // @ts-expect-error the body may be the response text
  error.body.detail;
}
// Svix's usage (`if (e instanceof ApiException) e.code, e.body`) ports to `ApiError`, whose body is
// `any` after `instanceof`, as `ApiException`'s is.
if (error instanceof ApiError) {
  expectTypeOf(error.code).toEqualTypeOf<number>();
  expectTypeOf(error.body).toBeAny();
  expectTypeOf(error.headers).toEqualTypeOf<Record<string, string>>();
}
