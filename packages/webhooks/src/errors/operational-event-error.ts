import { PorchlightWebhooksError } from './porchlight-webhooks-error.js';

/**
 * `operationalEventFromJson` was given something that is not an operational event: not a JSON
 * object with a string `type`, or a known event type whose `data` is not an object. Raised on an
 * authentic payload too (verify before decoding), so it is not a `WebhookVerificationError`.
 */
export class OperationalEventParseError extends PorchlightWebhooksError {
  override readonly name = 'OperationalEventParseError';
}
