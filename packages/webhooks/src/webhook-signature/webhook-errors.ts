/** Why a webhook failed verification; stable for programmatic handling. */
export type WebhookVerificationErrorCode =
  | 'missing_headers'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'no_matching_signature'
  | 'invalid_payload';

/**
 * Base class of every verification failure. Same name and messages as the Standard Webhooks
 * and Svix libraries, so `catch (e) { if (e instanceof WebhookVerificationError) … }` ports over.
 */
export class WebhookVerificationError extends Error {
  override readonly name: string = 'WebhookVerificationError';
  /** Machine-readable reason. */
  readonly code: WebhookVerificationErrorCode;

  constructor(message: string, code: WebhookVerificationErrorCode) {
    super(message);
    this.code = code;
  }
}

/** The id, timestamp or signature header is absent or empty. */
export class WebhookMissingHeadersError extends WebhookVerificationError {
  override readonly name = 'WebhookMissingHeadersError';
  constructor() {
    super('Missing required headers', 'missing_headers');
  }
}

/** The timestamp header is not whole seconds, or lies outside the tolerance window. */
export class WebhookTimestampError extends WebhookVerificationError {
  override readonly name = 'WebhookTimestampError';
}

/** No `v1` signature in the signature header matches the payload. */
export class WebhookSignatureError extends WebhookVerificationError {
  override readonly name = 'WebhookSignatureError';
  constructor() {
    super('No matching signature found', 'no_matching_signature');
  }
}

/** The payload is not a string or bytes, or (when JSON parsing is on) not JSON. */
export class WebhookPayloadError extends WebhookVerificationError {
  override readonly name = 'WebhookPayloadError';
  constructor(message = 'Webhook payload is not valid JSON') {
    super(message, 'invalid_payload');
  }
}

/** The secret given to `new Webhook(...)` is unusable. Never contains the secret itself. */
export class WebhookSecretError extends Error {
  override readonly name = 'WebhookSecretError';
}

/** `sign(...)` was called with an argument it cannot sign (bad date, id or payload type). */
export class WebhookSignInputError extends Error {
  override readonly name = 'WebhookSignInputError';
}
