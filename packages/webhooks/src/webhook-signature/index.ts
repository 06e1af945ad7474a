export { PorchlightWebhooksError } from '../errors/porchlight-webhooks-error.js';
export type { HeaderGetter, WebhookHeaders } from './signature-headers.js';
export {
  type VerifyOptions,
  WEBHOOK_TOLERANCE_IN_SECONDS,
  Webhook,
  type WebhookOptions,
  type WebhookPayload,
} from './webhook.js';
export {
  WebhookMissingHeadersError,
  WebhookPayloadError,
  WebhookPayloadParseError,
  WebhookSecretError,
  WebhookSignatureError,
  WebhookSignInputError,
  WebhookTimestampError,
  WebhookVerificationError,
  type WebhookVerificationErrorCode,
} from './webhook-errors.js';
