import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Webhook,
  WebhookMissingHeadersError,
  WebhookPayloadError,
  WebhookPayloadParseError,
  WebhookSecretError,
  WebhookSignatureError,
  WebhookSignInputError,
  WebhookTimestampError,
  WebhookVerificationError,
} from './index.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const NOW = 1_700_000_000;
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const PAYLOAD = '{"test": 2432232314}';
const SIG = 'v1,hw6D+jquXiPwVQiZTwb2ek9FSrOofldv7tv4JVMsFUY=';

const headers = (extra: Record<string, string> = {}) => ({
  'webhook-id': ID,
  'webhook-timestamp': String(NOW),
  'webhook-signature': SIG,
  ...extra,
});

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('Webhook', () => {
  const wh = new Webhook(SECRET);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a fetch Headers object', () => {
    expect(wh.verify(PAYLOAD, new Headers(headers()))).toEqual({ test: 2432232314 });
  });

  it('accepts Node-style array header values (a split signature list)', () => {
    const split = { ...headers(), 'webhook-signature': ['v1,AAAA', SIG] };
    expect(wh.verify(PAYLOAD, split)).toEqual({ test: 2432232314 });
  });

  it('accepts the payload as bytes', () => {
    expect(wh.verify(new TextEncoder().encode(PAYLOAD), headers())).toEqual({ test: 2432232314 });
  });

  it('prefers svix-* headers over webhook-* ones, like the Svix library', () => {
    const both = { ...headers({ 'webhook-signature': 'v1,AAAA' }), 'Svix-Signature': SIG };
    expect(wh.verify(PAYLOAD, both)).toEqual({ test: 2432232314 });
  });

  it('returns undefined without parsing when jsonParse is false', () => {
    expect(wh.verify(PAYLOAD, headers(), { jsonParse: false })).toBeUndefined();
  });

  it('raises a non-verification error carrying the raw body for a correctly signed non-JSON body', () => {
    const body = 'not json';
    const signed = headers({ 'webhook-signature': wh.sign(ID, new Date(NOW * 1000), body) });
    const error = caught(() => wh.verify(body, signed));
    expect(error).toBeInstanceOf(WebhookPayloadParseError);
    expect(error).not.toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ name: 'WebhookPayloadParseError', payload: body });
    expect(wh.verify(body, signed, { jsonParse: false })).toBeUndefined();
  });

  it.each([
    ['missing id', { 'webhook-id': '' }, WebhookMissingHeadersError, 'missing_headers'],
    [
      'decimal timestamp',
      { 'webhook-timestamp': '1700000000.5' },
      WebhookTimestampError,
      'invalid_timestamp',
    ],
    [
      'negative timestamp',
      { 'webhook-timestamp': '-1' },
      WebhookTimestampError,
      'invalid_timestamp',
    ],
    [
      'exponent timestamp',
      { 'webhook-timestamp': '1.7e9' },
      WebhookTimestampError,
      'invalid_timestamp',
    ],
    [
      'huge timestamp',
      { 'webhook-timestamp': '9'.repeat(40) },
      WebhookTimestampError,
      'invalid_timestamp',
    ],
    [
      'stale timestamp',
      { 'webhook-timestamp': String(NOW - 301) },
      WebhookTimestampError,
      'timestamp_too_old',
    ],
    [
      'future timestamp',
      { 'webhook-timestamp': String(NOW + 301) },
      WebhookTimestampError,
      'timestamp_too_new',
    ],
    [
      'non-base64 signature',
      { 'webhook-signature': 'v1,@@@@' },
      WebhookSignatureError,
      'no_matching_signature',
    ],
    [
      'comma-less list',
      { 'webhook-signature': 'v1 v1' },
      WebhookSignatureError,
      'no_matching_signature',
    ],
  ] as const)('raises a typed error for %s', (_label, extra, type, code) => {
    const error = caught(() => wh.verify(PAYLOAD, headers(extra)));
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ reason: code, name: 'WebhookVerificationError' });
  });

  it('treats null options like none (JavaScript callers)', () => {
    expect(wh.verify(PAYLOAD, headers(), null as never)).toEqual({ test: 2432232314 });
    expect(new Webhook(SECRET, null as never).sign(ID, new Date(NOW * 1000), PAYLOAD)).toBe(SIG);
  });

  it('reads a millisecond timestamp as seconds far in the future and rejects it', () => {
    const error = caught(() => wh.verify(PAYLOAD, headers({ 'webhook-timestamp': `${NOW}000` })));
    expect(error).toBeInstanceOf(WebhookTimestampError);
    expect(error).toMatchObject({
      reason: 'timestamp_too_new',
      message: 'Message timestamp too new',
    });
  });

  it('raises a typed error when headers are not an object', () => {
    expect(() => wh.verify(PAYLOAD, null as never)).toThrow(WebhookMissingHeadersError);
  });

  it('raises a typed error for an already-parsed payload object', () => {
    expect(() => wh.verify({ test: 1 } as never, headers())).toThrow(WebhookPayloadError);
  });

  it.each([
    ['', "Webhook secret can't be empty"],
    ['whsec_', "Webhook secret can't be empty"],
    ['whsec_not*base64!', 'Webhook secret is not valid base64'],
    [42, 'Webhook secret must be a string'],
  ])('rejects secret %j with a message that never echoes it', (secret, message) => {
    const error = caught(() => new Webhook(secret as string));
    expect(error).toBeInstanceOf(WebhookSecretError);
    expect((error as Error).message).toBe(message);
  });

  it('supports raw secrets like the Standard Webhooks library', () => {
    const raw = Uint8Array.from(Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64'));
    expect(new Webhook(raw, { format: 'raw' }).verify(PAYLOAD, headers())).toEqual({
      test: 2432232314,
    });
    const binary = String.fromCharCode(...raw);
    expect(new Webhook(binary, { format: 'raw' }).sign(ID, new Date(NOW * 1000), PAYLOAD)).toBe(
      SIG,
    );
  });

  it.each([
    [1, new Date(), PAYLOAD, 'msgId must be a string'],
    [ID, new Date(Number.NaN), PAYLOAD, 'timestamp must be a valid Date'],
    [ID, 1700000000, PAYLOAD, 'timestamp must be a valid Date'],
    [ID, new Date(), { a: 1 }, 'payload must be a string, a Uint8Array or an ArrayBuffer'],
  ])('sign rejects bad input with a typed error', (id, date, payload, message) => {
    const error = caught(() => wh.sign(id as string, date as Date, payload as string));
    expect(error).toBeInstanceOf(WebhookSignInputError);
    expect((error as Error).message).toBe(message);
  });

  it('prints its name and message', () => {
    const error = caught(() => wh.verify(PAYLOAD, {}));
    expect(String(error)).toBe('WebhookVerificationError: Missing required headers');
  });
});
