import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsHmac } from './hmac-sha256-js.js';
import { sha256 } from './sha256.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('portable SHA-256 and HMAC', () => {
  it('knows the FIPS 180-4 answers', () => {
    expect(hex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('agrees with node:crypto at every length around block boundaries', () => {
    for (let length = 0; length < 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31) & 255);
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('HMAC agrees with node:crypto for any key and message', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 150 }),
        fc.uint8Array({ maxLength: 300 }),
        (key, message) => {
          const out = new Uint8Array(32);
          createJsHmac(key).sign(message, message.length, out);
          expect(hex(out)).toBe(createHmac('sha256', key).update(message).digest('hex'));
        },
      ),
    );
  });
});
