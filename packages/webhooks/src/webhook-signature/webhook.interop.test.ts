import fc from 'fast-check';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { describe, expect, it, vi } from 'vitest';
import { useFakeDate } from '../test-utils/fake-date.js';
import { IMPLEMENTATIONS } from '../test-utils/signed-message.js';
import { Webhook, WebhookVerificationError } from './index.js';

// Agreement with the two reference libraries on random input: svix 1.x (whose `Webhook`
// wraps standardwebhooks, but reads `svix-*` headers too) and standardwebhooks itself.

const secretArb = fc
  .uint8Array({ minLength: 1, maxLength: 64 })
  .map((bytes) => `whsec_${Buffer.from(bytes).toString('base64')}`);
const idArb = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' });
const payloadArb = fc.json();
// Whole seconds from 1970 to past 2286 (11 digits).
const secondsArb = fc.integer({ min: 0, max: 10_000_000_000 });
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

function rejects(run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch {
    return true;
  }
}

describe.each(IMPLEMENTATIONS)('interop with svix and standardwebhooks (%s)', (_, portable) => {
  useFakeDate();

  it('signs exactly as both libraries do', () => {
    fc.assert(
      fc.property(secretArb, idArb, payloadArb, secondsArb, (secret, id, payload, seconds) => {
        const at = new Date(seconds * 1000);
        const ours = new Webhook(secret, { portable }).sign(id, at, payload);
        expect(ours).toBe(new SvixWebhook(secret).sign(id, at, payload));
        expect(ours).toBe(new StandardWebhook(secret).sign(id, at, payload));
      }),
    );
  });

  it('verifies what they sign, and they verify what we sign', () => {
    fc.assert(
      fc.property(secretArb, idArb, payloadArb, secondsArb, (secret, id, payload, seconds) => {
        vi.setSystemTime(seconds * 1000);
        const at = new Date(seconds * 1000);
        const ours = new Webhook(secret, { portable });
        const svix = new SvixWebhook(secret);
        const std = new StandardWebhook(secret);
        const timestamp = String(seconds);
        const parsed = JSON.parse(payload);
        const theirs = svix.sign(id, at, payload);
        expect(
          ours.verify(payload, {
            'svix-id': id,
            'svix-timestamp': timestamp,
            'svix-signature': theirs,
          }),
        ).toEqual(parsed);
        const signed = {
          'webhook-id': id,
          'webhook-timestamp': timestamp,
          'webhook-signature': ours.sign(id, at, payload),
        };
        expect(svix.verify(payload, signed)).toEqual(parsed);
        expect(std.verify(payload, signed)).toEqual(parsed);
      }),
    );
  });

  it('rejects every single-character change of the signature, as both libraries do', () => {
    fc.assert(
      fc.property(
        secretArb,
        idArb,
        payloadArb,
        secondsArb,
        fc.integer({ min: 1, max: BASE64.length - 1 }),
        (secret, id, payload, seconds, shift) => {
          vi.setSystemTime(seconds * 1000);
          const at = new Date(seconds * 1000);
          const ours = new Webhook(secret, { portable });
          const svix = new SvixWebhook(secret);
          const signature = ours.sign(id, at, payload);
          const headers = (value: string) => ({
            'webhook-id': id,
            'webhook-timestamp': String(seconds),
            'webhook-signature': value,
          });
          // Every position of `v1,<44 characters>`, each replaced by a different character.
          for (let index = 0; index < signature.length; index++) {
            const current = BASE64.indexOf(signature.charAt(index));
            const replacement =
              current === -1 ? 'A' : BASE64.charAt((current + shift) % BASE64.length);
            const changed = `${signature.slice(0, index)}${replacement}${signature.slice(index + 1)}`;
            expect(changed).not.toBe(signature);
            expect(() => ours.verify(payload, headers(changed))).toThrow(WebhookVerificationError);
            expect(rejects(() => svix.verify(payload, headers(changed)))).toBe(true);
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('rejects every single-byte flip of the decoded digest', () => {
    fc.assert(
      fc.property(
        secretArb,
        idArb,
        payloadArb,
        fc.integer({ min: 1, max: 255 }),
        (secret, id, payload, flip) => {
          const now = new Date();
          vi.setSystemTime(now);
          const ours = new Webhook(secret, { portable });
          const signature = ours.sign(id, now, payload);
          const digest = Buffer.from(signature.slice(3), 'base64');
          for (let index = 0; index < digest.length; index++) {
            const changed = Buffer.from(digest);
            changed[index] = (changed[index] as number) ^ flip;
            const headers = {
              'webhook-id': id,
              'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
              'webhook-signature': `v1,${changed.toString('base64')}`,
            };
            expect(() => ours.verify(payload, headers)).toThrow('No matching signature found');
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
