import { describe, expect, it } from 'vitest';
import { useFakeDate } from '../test-utils/fake-date.js';
import {
  DIGEST,
  ID,
  IMPLEMENTATIONS,
  NOW,
  PAYLOAD,
  SECRET,
  SIG,
  signedHeaders,
} from '../test-utils/signed-message.js';
import { decodeBase64 } from './base64.js';
import {
  PorchlightWebhooksError,
  Webhook,
  WebhookPayloadParseError,
  WebhookVerificationError,
} from './index.js';

const PARSED = { test: 2432232314 };
/**
 * Runs `run` and returns its result or its error. How long hostile input takes is measured in
 * `bench/` (a loaded machine must never fail a test on time), not asserted here.
 */
function outcome(run: () => unknown): { value?: unknown; error?: unknown } {
  try {
    return { value: run() };
  } catch (error) {
    return { error };
  }
}

function verificationReason(run: () => unknown): string {
  const { error } = outcome(run);
  expect(error).toBeInstanceOf(WebhookVerificationError);
  expect(error).toBeInstanceOf(PorchlightWebhooksError);
  expect((error as Error).name).toBe('WebhookVerificationError');
  return (error as WebhookVerificationError).reason;
}

describe.each(IMPLEMENTATIONS)('strict verification (%s)', (_label, portable) => {
  const wh = new Webhook(SECRET, { portable });
  useFakeDate(NOW);

  describe('canonical signatures only', () => {
    it('accepts the canonical padded digest', () => {
      expect(wh.verify(PAYLOAD, signedHeaders())).toEqual(PARSED);
    });

    it('refuses the same digest without padding', () => {
      const unpadded = `v1,${DIGEST.slice(0, -1)}`;
      // The lenient decoder would read it as the very same bytes, which is what made it pass.
      expect(decodeBase64(unpadded.slice(3))).toEqual(decodeBase64(DIGEST));
      expect(
        verificationReason(() =>
          wh.verify(PAYLOAD, signedHeaders({ 'webhook-signature': unpadded })),
        ),
      ).toBe('no_matching_signature');
    });

    it.each(['Z', 'a', 'b'])(
      'refuses a final character %s that differs only in unused bits',
      (last) => {
        const variant = `${DIGEST.slice(0, 42)}${last}=`;
        expect(decodeBase64(variant)).toEqual(decodeBase64(DIGEST));
        expect(
          verificationReason(() =>
            wh.verify(PAYLOAD, signedHeaders({ 'webhook-signature': `v1,${variant}` })),
          ),
        ).toBe('no_matching_signature');
      },
    );

    it('still finds the canonical one among non-canonical ones', () => {
      const list = `v1,${DIGEST.slice(0, -1)} v1,${DIGEST.slice(0, 42)}Z= ${SIG}`;
      expect(wh.verify(PAYLOAD, signedHeaders({ 'webhook-signature': list }))).toEqual(PARSED);
    });
  });

  describe('header containers', () => {
    it('splits two appended signature headers that fetch Headers joins with ", "', () => {
      const fetchHeaders = new Headers({ 'webhook-id': ID, 'webhook-timestamp': String(NOW) });
      fetchHeaders.append('webhook-signature', 'v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=');
      fetchHeaders.append('webhook-signature', SIG);
      expect(fetchHeaders.get('webhook-signature')).toContain(', ');
      expect(wh.verify(PAYLOAD, fetchHeaders)).toEqual(PARSED);
      const reversed = new Headers({ 'webhook-id': ID, 'webhook-timestamp': String(NOW) });
      reversed.append('webhook-signature', SIG);
      reversed.append('webhook-signature', 'v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=');
      expect(wh.verify(PAYLOAD, reversed)).toEqual(PARSED);
    });

    it('refuses a Map with the typed error, as Svix does', () => {
      const map = new Map(Object.entries(signedHeaders()));
      expect(verificationReason(() => wh.verify(PAYLOAD, map as never))).toBe('invalid_headers');
    });

    it.each([
      ['a number', 42],
      ['an object', { toString: () => SIG }],
      ['an array with a number', [SIG, 1]],
    ])('refuses a get() that returns %s', (_label, value) => {
      const getter = {
        get: (name: string) =>
          name === 'webhook-signature' ? value : signedHeaders()[name as 'webhook-id'],
      };
      expect(verificationReason(() => wh.verify(PAYLOAD, getter as never))).toBe('invalid_headers');
    });

    it.each([
      ['a number', 1700000000],
      ['an object', { value: String(NOW) }],
      ['a symbol', Symbol('x')],
    ])('refuses a record whose timestamp value is %s', (_label, value) => {
      expect(
        verificationReason(() =>
          wh.verify(PAYLOAD, signedHeaders({ 'webhook-timestamp': value }) as never),
        ),
      ).toBe('invalid_headers');
    });

    it.each([
      ['undefined', undefined],
      ['a string', 'webhook-id: x'],
      ['a number', 7],
    ])('treats headers that are %s as missing', (_label, value) => {
      expect(verificationReason(() => wh.verify(PAYLOAD, value as never))).toBe('missing_headers');
    });
  });

  describe('secrets and bodies', () => {
    it.each([` ${SECRET} `, `${SECRET}\n`, `\t${SECRET.slice(6)}\r\n`])(
      'trims secret %j',
      (secret) => {
        expect(new Webhook(secret, { portable }).verify(PAYLOAD, signedHeaders())).toEqual(PARSED);
      },
    );

    it('returns the raw text in a non-verification error for a signed non-JSON body', () => {
      const body = '<xml>hi</xml>';
      const signed = signedHeaders({
        'webhook-signature': wh.sign(ID, new Date(NOW * 1000), body),
      });
      const { error } = outcome(() => wh.verify(body, signed));
      expect(error).toBeInstanceOf(WebhookPayloadParseError);
      expect(error).toBeInstanceOf(PorchlightWebhooksError);
      expect(error).not.toBeInstanceOf(WebhookVerificationError);
      expect((error as WebhookPayloadParseError).payload).toBe(body);
    });

    const bytes = new TextEncoder().encode(PAYLOAD);
    it.each([
      ['string', PAYLOAD],
      ['Uint8Array', bytes],
      ['Buffer', Buffer.from(PAYLOAD)],
      ['ArrayBuffer', bytes.slice().buffer],
      ['Uint8Array view into a larger buffer', new Uint8Array([0, ...bytes, 0]).subarray(1, -1)],
      ['DataView', new DataView(bytes.slice().buffer)],
    ])('verifies a %s payload', (_label, payload) => {
      expect(outcome(() => wh.verify(payload as never, signedHeaders())).value).toEqual(PARSED);
    });

    it.each([
      ['null', null],
      ['a number', 42],
      ['a parsed object', PARSED],
      ['an array of numbers', [...bytes]],
    ])('refuses a %s payload with the typed error', (_label, payload) => {
      expect(verificationReason(() => wh.verify(payload as never, signedHeaders()))).toBe(
        'invalid_payload',
      );
    });
  });

  describe('hostile input', () => {
    it('handles 10,000 signatures', () => {
      const many = Array.from(
        { length: 10_000 },
        () => 'v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=',
      );
      expect(
        verificationReason(() =>
          wh.verify(PAYLOAD, signedHeaders({ 'webhook-signature': many.join(' ') })),
        ),
      ).toBe('no_matching_signature');
      const found = outcome(() =>
        wh.verify(PAYLOAD, signedHeaders({ 'webhook-signature': [...many, SIG].join(' ') })),
      );
      expect(found.value).toEqual(PARSED);
    });

    it.each([
      ['signature', 'webhook-signature', `v1,${'A'.repeat(1024 * 1024)}`, 'no_matching_signature'],
      [
        'signature of spaces',
        'webhook-signature',
        ' '.repeat(1024 * 1024),
        'no_matching_signature',
      ],
      ['id', 'webhook-id', 'm'.repeat(1024 * 1024), 'no_matching_signature'],
      ['timestamp', 'webhook-timestamp', '1'.repeat(1024 * 1024), 'invalid_timestamp'],
    ])('handles a 1 MB %s header', (_label, name, value, reason) => {
      expect(verificationReason(() => wh.verify(PAYLOAD, signedHeaders({ [name]: value })))).toBe(
        reason,
      );
    });

    it.each([
      [
        'signature',
        'webhook-signature',
        'v1,hw6D+jquXiPwVQiZTwb2ek9FSrOofldv7tv4JVMsFUÿ=',
        'no_matching_signature',
      ],
      [
        'signature with emoji',
        'webhook-signature',
        `v1,${DIGEST.slice(0, 42)}😀`,
        'no_matching_signature',
      ],
      [
        'timestamp with Arabic-Indic digits',
        'webhook-timestamp',
        '١٧٠٠٠٠٠٠٠٠',
        'invalid_timestamp',
      ],
      [
        'timestamp with full-width digits',
        'webhook-timestamp',
        '１７００００００００',
        'invalid_timestamp',
      ],
      ['id', 'webhook-id', 'msg_ü✓😀', 'no_matching_signature'],
    ])('handles a non-ASCII %s', (_label, name, value, reason) => {
      expect(verificationReason(() => wh.verify(PAYLOAD, signedHeaders({ [name]: value })))).toBe(
        reason,
      );
    });

    it('verifies a message whose id is non-ASCII when it was signed that way', () => {
      const id = 'msg_ü✓😀';
      const signed = {
        ...signedHeaders(),
        'webhook-id': id,
        'webhook-signature': wh.sign(id, new Date(NOW * 1000), PAYLOAD),
      };
      expect(wh.verify(PAYLOAD, signed)).toEqual(PARSED);
    });

    it.each([
      ['a float', `${NOW}.5`],
      ['a float with no fraction', `${NOW}.0`],
      ['negative', `-${NOW}`],
      ['negative zero', '-0'],
      ['20 digits', '1'.repeat(20)],
      ['20 digits with leading zeros', `${'0'.repeat(10)}${NOW}`],
      ['exponent', '1.7e9'],
      ['hex', '0x6553f100'],
      ['padded with spaces', ` ${NOW} `],
      ['empty after trimming', ' '],
    ])('refuses a timestamp that is %s', (_label, value) => {
      expect(
        verificationReason(() => wh.verify(PAYLOAD, signedHeaders({ 'webhook-timestamp': value }))),
      ).toMatch(/^(invalid_timestamp|missing_headers)$/);
    });
  });
});
