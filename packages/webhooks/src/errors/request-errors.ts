import { PorchlightWebhooksError } from './porchlight-webhooks-error.js';

/** The request never got a response (DNS, refused connection, reset…); `cause` has the detail. */
export class NetworkError extends PorchlightWebhooksError {
  override readonly name = 'NetworkError';
}

/** No response arrived within the configured `timeout`. */
export class RequestTimeoutError extends PorchlightWebhooksError {
  override readonly name = 'RequestTimeoutError';
  /** The timeout that elapsed, in milliseconds. */
  readonly timeout: number;

  constructor(message: string, timeout: number) {
    super(message);
    this.timeout = timeout;
  }
}

/** A 2xx response whose body is not the JSON the operation promises. */
export class ResponseParseError extends PorchlightWebhooksError {
  override readonly name = 'ResponseParseError';
  /** The HTTP status of the unreadable response. */
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}
