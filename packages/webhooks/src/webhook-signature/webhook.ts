import { decodeBase64 } from './base64.js';
import { createHmacDigest, type HmacDigest } from './hmac-digest.js';
import { readSignatureHeaders, type WebhookHeaders } from './signature-headers.js';
import { timingSafeEqualText } from './timing-safe-equal.js';
import {
  WebhookPayloadError,
  WebhookPayloadParseError,
  WebhookSecretError,
  WebhookSignatureError,
  WebhookSignInputError,
  WebhookTimestampError,
} from './webhook-errors.js';

/** Seconds a signed timestamp may differ from now, in either direction. */
export const WEBHOOK_TOLERANCE_IN_SECONDS = 300;

const SECRET_PREFIX = 'whsec_';
const DIGITS = /^\d{1,15}$/;
// A 32-byte digest in padded base64 is always 44 characters.
const SIGNATURE_LENGTH = 44;

/** Options for `new Webhook(...)`, as in the Standard Webhooks library. */
export interface WebhookOptions {
  /** `'raw'`: the secret is the key itself (bytes or a binary string), not base64. */
  format?: 'raw' | undefined;
  /** Use the bundled portable SHA-256 even where Node's native one is reachable. */
  portable?: boolean | undefined;
}

/** Options for `verify`, as in the Standard Webhooks library. */
export interface VerifyOptions {
  /** Parse the payload as JSON and return it (default `true`); `false` returns `undefined`. */
  jsonParse?: boolean | undefined;
}

/** A payload as received: the raw body text, or its bytes (a Node `Buffer` or an `ArrayBuffer` is fine). */
export type WebhookPayload = string | Uint8Array | ArrayBuffer;

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
   * @throws {WebhookVerificationError} (a subclass, with a `reason`) when the webhook is not authentic.
   * @throws {WebhookPayloadParseError} when the webhook is authentic but its body is not JSON.
   */
  verify<T = unknown>(
    payload: WebhookPayload,
    headers: WebhookHeaders,
    options: VerifyOptions = {},
  ): T {
    const { id, timestamp, signature } = readSignatureHeaders(headers);
    const body = payloadOf(payload);
    if (body === undefined) throw new WebhookPayloadError();
    const seconds = checkTimestamp(timestamp);
    const expected = this.#digest(`${id}.${seconds}.`, body);
    if (!matchesAny(signature, expected)) throw new WebhookSignatureError();
    return (options?.jsonParse === false ? undefined : parsePayload(body)) as T;
  }

  /** Returns the `v1,<base64>` signature for a message, as the sender puts in `webhook-signature`. */
  sign(msgId: string, timestamp: Date, payload: WebhookPayload): string {
    if (typeof msgId !== 'string') throw new WebhookSignInputError('msgId must be a string');
    if (!(timestamp instanceof Date) || Number.isNaN(timestamp.getTime())) {
      throw new WebhookSignInputError('timestamp must be a valid Date');
    }
    const body = payloadOf(payload);
    if (body === undefined) {
      throw new WebhookSignInputError('payload must be a string, a Uint8Array or an ArrayBuffer');
    }
    const seconds = Math.floor(timestamp.getTime() / 1000);
    return `v1,${this.#digest(`${msgId}.${seconds}.`, body)}`;
  }
}

function decodeSecret(secret: unknown): Uint8Array {
  if (typeof secret !== 'string') throw new WebhookSecretError('Webhook secret must be a string');
  // Secrets pasted into env files often carry a newline or spaces; they are never part of base64.
  const trimmed = secret.trim();
  const body = trimmed.startsWith(SECRET_PREFIX) ? trimmed.slice(SECRET_PREFIX.length) : trimmed;
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

// Several `version,digest` entries separated by spaces (key rotation), or by ", " when a fetch
// `Headers` joined two header lines; unknown versions are skipped. The candidate is compared
// with the canonical padded encoding, so an unpadded digest or one whose last character differs
// only in unused bits is refused rather than decoded to the same bytes.
function matchesAny(header: string, expected: string): boolean {
  for (const entry of header.split(' ')) {
    const end = entry.endsWith(',') ? entry.length - 1 : entry.length;
    if (end - 3 !== SIGNATURE_LENGTH || !entry.startsWith('v1,')) continue;
    if (timingSafeEqualText(entry.slice(3, end), expected)) return true;
  }
  return false;
}

// Bytes are viewed, not copied; anything else (an already-parsed object, a number) is refused.
// An ArrayBuffer is recognised by its tag too: `instanceof` fails for one from another realm
// (Jest's sandbox, a vm context), while `ArrayBuffer.isView` already covers foreign views.
function payloadOf(payload: unknown): string | Uint8Array | undefined {
  if (typeof payload === 'string' || payload instanceof Uint8Array) return payload;
  if (
    payload instanceof ArrayBuffer ||
    Object.prototype.toString.call(payload) === '[object ArrayBuffer]'
  ) {
    return new Uint8Array(payload as ArrayBuffer);
  }
  if (ArrayBuffer.isView(payload)) {
    return new Uint8Array(payload.buffer, payload.byteOffset, payload.byteLength);
  }
  return undefined;
}

function parsePayload(payload: string | Uint8Array): unknown {
  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new WebhookPayloadParseError(text);
  }
}
