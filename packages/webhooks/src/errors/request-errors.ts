import { PorchlightWebhooksError } from './porchlight-webhooks-error.js';

/** The request never got a response (DNS, refused connection, reset…); `cause` has the detail. */
export class NetworkError extends PorchlightWebhooksError {
  override readonly name = 'NetworkError';
}

/** No response arrived within the configured `timeout`. */
export class RequestTimeoutError extends PorchlightWebhooksError {
  override readonly name = 'RequestTimeoutError';

  constructor(
    message: string,
    /** The timeout that elapsed, in milliseconds. */
    readonly timeout: number,
  ) {
    super(message);
  }
}

/** A 2xx response whose body is not the JSON the operation promises. */
export class ResponseParseError extends PorchlightWebhooksError {
  override readonly name = 'ResponseParseError';

  constructor(
    message: string,
    /** The HTTP status of the unreadable response. */
    readonly status: number,
  ) {
    super(message);
  }
}
