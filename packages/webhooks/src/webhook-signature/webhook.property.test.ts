import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Webhook, WebhookVerificationError } from './index.js';

const secretArb = fc
  .uint8Array({ minLength: 1, maxLength: 64 })
  .map((bytes) => `whsec_${Buffer.from(bytes).toString('base64')}`);
const idArb = fc.stringMatching(/^msg_[A-Za-z0-9]{1,30}$/);
const payloadArb = fc.json();

function headersFor(wh: Webhook, id: string, now: Date, payload: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': wh.sign(id, now, payload),
  };
}

describe.each([false, true])('sign-then-verify (portable: %s)', (portable) => {
  it('always verifies and returns the parsed payload', () => {
    fc.assert(
      fc.property(secretArb, idArb, payloadArb, (secret, id, payload) => {
        const wh = new Webhook(secret, { portable });
        const headers = headersFor(wh, id, new Date(), payload);
        expect(wh.verify(payload, headers)).toEqual(JSON.parse(payload));
      }),
    );
  });

  it('fails once any byte of the payload changes', () => {
    fc.assert(
      fc.property(
        secretArb,
        idArb,
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (secret, id, body, at, flip) => {
          const wh = new Webhook(secret, { portable });
          const now = new Date();
          const headers = {
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
            'webhook-signature': wh.sign(id, now, body),
          };
          const tampered = body.slice();
          const index = at % tampered.length;
          tampered[index] = (tampered[index] as number) ^ flip;
          expect(() => wh.verify(tampered, headers, { jsonParse: false })).toThrow(
            'No matching signature found',
          );
        },
      ),
    );
  });

  it('fails once the signed timestamp changes, even within the tolerance', () => {
    fc.assert(
      fc.property(
        secretArb,
        idArb,
        payloadArb,
        // ±299, not ±300: a clock tick during the run must not push it out of tolerance.
        fc.integer({ min: -299, max: 299 }).filter((shift) => shift !== 0),
        (secret, id, payload, shift) => {
          const wh = new Webhook(secret, { portable });
          const now = new Date(Math.floor(Date.now() / 1000) * 1000);
          const headers = headersFor(wh, id, now, payload);
          const moved = String(Number(headers['webhook-timestamp']) + shift);
          expect(() => wh.verify(payload, { ...headers, 'webhook-timestamp': moved })).toThrow(
            'No matching signature found',
          );
        },
      ),
    );
  });

  it('fails once any character of the signature, id or secret changes', () => {
    fc.assert(
      fc.property(secretArb, idArb, payloadArb, fc.nat(), (secret, id, payload, at) => {
        const wh = new Webhook(secret, { portable });
        const headers = headersFor(wh, id, new Date(), payload);
        const sig = headers['webhook-signature'];
        // Any digest character but the last, whose low bits are base64 padding and carry no data.
        const index = 3 + (at % (sig.length - 5));
        const swapped = sig[index] === 'A' ? 'B' : 'A';
        const forged = {
          ...headers,
          'webhook-signature': sig.slice(0, index) + swapped + sig.slice(index + 1),
        };
        expect(() => wh.verify(payload, forged)).toThrow(WebhookVerificationError);
        expect(() => wh.verify(payload, { ...headers, 'webhook-id': `${id}x` })).toThrow(
          WebhookVerificationError,
        );
        const other = new Webhook(`${secret.slice(0, -4)}AAAA`, { portable });
        if (other.sign(id, new Date(), payload) !== headers['webhook-signature']) {
          expect(() => other.verify(payload, headers)).toThrow(WebhookVerificationError);
        }
      }),
    );
  });
});
