import { PorchlightWebhooksError } from '../errors/porchlight-webhooks-error.js';

/** Why a webhook failed verification; stable for programmatic handling. */
export type WebhookVerificationErrorCode =
  | 'missing_headers'
  | 'invalid_headers'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'no_matching_signature'
  | 'invalid_payload';

/**
 * Base class of every verification failure. Every instance, subclasses included, is named
 * `WebhookVerificationError` and keeps the Standard Webhooks / Svix messages, so code that
 * checks `error.name` or `instanceof WebhookVerificationError` ports over unchanged; the
 * subclasses and the typed `reason` say which check failed.
 */
export class WebhookVerificationError extends PorchlightWebhooksError {
  // One name for all subclasses, as Svix's single verification error class has.
  /**
   * Always `WebhookVerificationError`, subclasses included, as Svix's single class is named;
   * `reason` says which check failed.
   */
  override readonly name = 'WebhookVerificationError';
  /** Machine-readable reason. */
  readonly reason: WebhookVerificationErrorCode;

  constructor(message: string, reason: WebhookVerificationErrorCode) {
    super(message);
    this.reason = reason;
  }
}

/** The id, timestamp or signature header is absent, empty or not a string. */
export class WebhookMissingHeadersError extends WebhookVerificationError {
  constructor(reason: 'missing_headers' | 'invalid_headers' = 'missing_headers') {
    super('Missing required headers', reason);
  }
}

/** The timestamp header is not whole seconds, or lies outside the tolerance window. */
export class WebhookTimestampError extends WebhookVerificationError {}

/** No `v1` signature in the signature header matches the payload. */
export class WebhookSignatureError extends WebhookVerificationError {
  constructor() {
    super('No matching signature found', 'no_matching_signature');
  }
}

/** The payload is not a string or bytes, so it cannot be the raw body that was signed. */
export class WebhookPayloadError extends WebhookVerificationError {
  constructor(message = 'Webhook payload must be the raw body as a string or bytes') {
    super(message, 'invalid_payload');
  }
}

/**
 * A correctly signed payload that is not JSON, when `verify` was asked to parse it. Not a
 * verification failure: the sender is authentic, so this is deliberately not a
 * `WebhookVerificationError`. `payload` holds the verified raw text.
 */
export class WebhookPayloadParseError extends PorchlightWebhooksError {
  override readonly name = 'WebhookPayloadParseError';
  /** The verified body, as text. */
  readonly payload: string;

  constructor(payload: string) {
    super('Webhook payload is authentic but not valid JSON');
    this.payload = payload;
  }
}

/** The secret given to `new Webhook(...)` is unusable. Never contains the secret itself. */
export class WebhookSecretError extends PorchlightWebhooksError {
  override readonly name = 'WebhookSecretError';
}

/** `sign(...)` was called with an argument it cannot sign (bad date, id or payload type). */
export class WebhookSignInputError extends PorchlightWebhooksError {
  override readonly name = 'WebhookSignInputError';
}
