import { decodeBase64, encodeBase64 } from './base64.js';
import { createHmacDigest, type HmacDigest } from './hmac-digest.js';
import { readSignatureHeaders, type WebhookHeaders } from './signature-headers.js';
import { timingSafeEqual } from './timing-safe-equal.js';
import {
  WebhookPayloadError,
  WebhookSecretError,
  WebhookSignatureError,
  WebhookSignInputError,
  WebhookTimestampError,
} from './webhook-errors.js';

/** Seconds a signed timestamp may differ from now, in either direction. */
export const WEBHOOK_TOLERANCE_IN_SECONDS = 300;

const SECRET_PREFIX = 'whsec_';
const DIGITS = /^\d{1,15}$/;
const DIGEST_LENGTH = 32;

/** Options for `new Webhook(...)`, as in the Standard Webhooks library. */
export interface WebhookOptions {
  /** `'raw'`: the secret is the key itself (bytes or a binary string), not base64. */
  format?: 'raw';
  /** Use the bundled portable SHA-256 even where Node's native one is reachable. */
  portable?: boolean;
}

/** Options for `verify`, as in the Standard Webhooks library. */
export interface VerifyOptions {
  /** Parse the payload as JSON and return it (default `true`); `false` returns `undefined`. */
  jsonParse?: boolean;
}

/** A payload as received: the raw body text, or its bytes (a Node `Buffer` is fine). */
export type WebhookPayload = string | Uint8Array;

/**
 * Signs and verifies Standard Webhooks / Svix signatures (HMAC-SHA256 over
 * `id.timestamp.payload`). Same shape as the `standardwebhooks` and `svix` `Webhook`
 * classes; synchronous, and needs no `Buffer`, so it runs in Node 20+, browsers and edge.
 *
 * @example
 * const wh = new Webhook(process.env.WEBHOOK_SECRET);
 * const event = wh.verify(rawBody, request.headers); // throws WebhookVerificationError
 */
export class Webhook {
  /** The prefix of a base64 secret, which may be omitted. */
  static readonly prefix = SECRET_PREFIX;
  readonly #digest: HmacDigest;

  /** @throws {WebhookSecretError} when the secret is empty or not base64. */
  constructor(secret: string | Uint8Array, options: WebhookOptions = {}) {
    // `?.` because JavaScript callers may pass `null`, which the default does not replace.
    const key = options?.format === 'raw' ? rawKey(secret) : decodeSecret(secret);
    if (key.length === 0) throw new WebhookSecretError("Webhook secret can't be empty");
    this.#digest = createHmacDigest(key, options?.portable === true);
  }

  /**
   * Checks the signature headers against the raw payload and returns the parsed JSON
   * (`undefined` for an empty body). Pass the body exactly as received, never re-serialised.
   * @throws {WebhookVerificationError} (a subclass naming the reason) when the webhook is not authentic.
   */
  verify<T = unknown>(
    payload: WebhookPayload,
    headers: WebhookHeaders,
    options: VerifyOptions = {},
  ): T {
    const { id, timestamp, signature } = readSignatureHeaders(headers);
    if (typeof payload !== 'string' && !(payload instanceof Uint8Array)) {
      throw new WebhookPayloadError('Webhook payload must be the raw body as a string or bytes');
    }
    const seconds = checkTimestamp(timestamp);
    const expected = this.#digest(`${id}.${seconds}.`, payload);
    if (!matchesAny(signature, expected)) throw new WebhookSignatureError();
    return (options?.jsonParse === false ? undefined : parsePayload(payload)) as T;
  }

  /** Returns the `v1,<base64>` signature for a message, as the sender puts in `webhook-signature`. */
  sign(msgId: string, timestamp: Date, payload: WebhookPayload): string {
    if (typeof msgId !== 'string') throw new WebhookSignInputError('msgId must be a string');
    if (!(timestamp instanceof Date) || Number.isNaN(timestamp.getTime())) {
      throw new WebhookSignInputError('timestamp must be a valid Date');
    }
    if (typeof payload !== 'string' && !(payload instanceof Uint8Array)) {
      throw new WebhookSignInputError('payload must be a string or a Uint8Array');
    }
    const seconds = Math.floor(timestamp.getTime() / 1000);
    return `v1,${encodeBase64(this.#digest(`${msgId}.${seconds}.`, payload))}`;
  }
}

function decodeSecret(secret: unknown): Uint8Array {
  if (typeof secret !== 'string') throw new WebhookSecretError('Webhook secret must be a string');
  const body = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = decodeBase64(body);
  // Never echo the secret: say what is wrong, not what was given.
  if (!key) throw new WebhookSecretError('Webhook secret is not valid base64');
  return key;
}

function rawKey(secret: unknown): Uint8Array {
  if (secret instanceof Uint8Array) return secret.slice();
  if (typeof secret === 'string') return Uint8Array.from(secret, (c) => c.charCodeAt(0) & 255);
  throw new WebhookSecretError('Webhook secret must be a string or a Uint8Array');
}

// Whole seconds only: '1700000000abc' or '1.7e9' are rejected rather than read leniently.
function checkTimestamp(header: string): number {
  if (!DIGITS.test(header)) {
    throw new WebhookTimestampError('Invalid Signature Headers', 'invalid_timestamp');
  }
  const seconds = Number(header);
  const now = Math.floor(Date.now() / 1000);
  if (now - seconds > WEBHOOK_TOLERANCE_IN_SECONDS) {
    throw new WebhookTimestampError('Message timestamp too old', 'timestamp_too_old');
  }
  if (seconds - now > WEBHOOK_TOLERANCE_IN_SECONDS) {
    throw new WebhookTimestampError('Message timestamp too new', 'timestamp_too_new');
  }
  return seconds;
}

// Several space-separated `version,digest` entries (key rotation); unknown versions are skipped.
function matchesAny(header: string, expected: Uint8Array): boolean {
  for (const entry of header.split(' ')) {
    const comma = entry.indexOf(',');
    if (comma !== 2 || !entry.startsWith('v1')) continue;
    const candidate = decodeBase64(entry.slice(comma + 1));
    if (candidate?.length === DIGEST_LENGTH && timingSafeEqual(candidate, expected)) return true;
  }
  return false;
}

function parsePayload(payload: WebhookPayload): unknown {
  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new WebhookPayloadError();
  }
}
