export {
  ApiError,
  HttpApiError,
  RateLimitApiError,
  UnknownStatusApiError,
  ValidationApiError,
} from './api-error.js';
export { OperationalEventParseError } from './operational-event-error.js';
export { PorchlightWebhooksError } from './porchlight-webhooks-error.js';
export { NetworkError, RequestTimeoutError, ResponseParseError } from './request-errors.js';
export { RequiredError } from './required-error.js';
