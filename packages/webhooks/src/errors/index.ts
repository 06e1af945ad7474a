export { ApiError, HttpApiError, UnknownStatusApiError, ValidationApiError } from './api-error.js';
export { NetworkError, RequestTimeoutError, ResponseParseError } from './request-errors.js';
export { RequiredError } from './required-error.js';
