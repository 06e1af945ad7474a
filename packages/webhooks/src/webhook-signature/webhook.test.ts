import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { useFakeDate } from '../test-utils/fake-date.js';
import { ID, NOW, PAYLOAD, SECRET, SIG, signedHeaders } from '../test-utils/signed-message.js';
import { caught } from '../test-utils/thrown.js';
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

describe('Webhook', () => {
  const wh = new Webhook(SECRET);
  useFakeDate(NOW);

  it('accepts a fetch Headers object', () => {
    expect(wh.verify(PAYLOAD, new Headers(signedHeaders()))).toEqual({ test: 2432232314 });
  });

  it('accepts Node-style array header values (a split signature list)', () => {
    const split = { ...signedHeaders(), 'webhook-signature': ['v1,AAAA', SIG] };
    expect(wh.verify(PAYLOAD, split)).toEqual({ test: 2432232314 });
  });

  it('accepts the payload as bytes', () => {
    expect(wh.verify(new TextEncoder().encode(PAYLOAD), signedHeaders())).toEqual({
      test: 2432232314,
    });
  });

  it('accepts an ArrayBuffer from another realm (Jest sandboxes, vm contexts) for verify and sign', () => {
    // `instanceof ArrayBuffer` is false across realms, e.g. for `await response.arrayBuffer()`
    // inside Jest's node environment; a Uint8Array from there already worked.
    const bytes = [...new TextEncoder().encode(PAYLOAD)];
    const foreign = runInNewContext(
      `new Uint8Array(${JSON.stringify(bytes)}).buffer`,
    ) as ArrayBuffer;
    expect(foreign instanceof ArrayBuffer).toBe(false);
    expect(wh.verify(foreign, signedHeaders())).toEqual({ test: 2432232314 });
    expect(wh.sign(ID, new Date(NOW * 1000), foreign)).toBe(SIG);
  });

  it('prefers svix-* headers over webhook-* ones, like the Svix library', () => {
    const both = { ...signedHeaders({ 'webhook-signature': 'v1,AAAA' }), 'Svix-Signature': SIG };
    expect(wh.verify(PAYLOAD, both)).toEqual({ test: 2432232314 });
  });

  it('returns undefined without parsing when jsonParse is false', () => {
    expect(wh.verify(PAYLOAD, signedHeaders(), { jsonParse: false })).toBeUndefined();
  });

  it('raises a non-verification error carrying the raw body for a correctly signed non-JSON body', () => {
    const body = 'not json';
    const signed = signedHeaders({ 'webhook-signature': wh.sign(ID, new Date(NOW * 1000), body) });
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
    const error = caught(() => wh.verify(PAYLOAD, signedHeaders(extra)));
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ reason: code, name: 'WebhookVerificationError' });
  });

  it('treats null options like none (JavaScript callers)', () => {
    expect(wh.verify(PAYLOAD, signedHeaders(), null as never)).toEqual({ test: 2432232314 });
    expect(new Webhook(SECRET, null as never).sign(ID, new Date(NOW * 1000), PAYLOAD)).toBe(SIG);
  });

  it('reads a millisecond timestamp as seconds far in the future and rejects it', () => {
    const error = caught(() =>
      wh.verify(PAYLOAD, signedHeaders({ 'webhook-timestamp': `${NOW}000` })),
    );
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
    expect(() => wh.verify({ test: 1 } as never, signedHeaders())).toThrow(WebhookPayloadError);
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
    expect(new Webhook(raw, { format: 'raw' }).verify(PAYLOAD, signedHeaders())).toEqual({
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
