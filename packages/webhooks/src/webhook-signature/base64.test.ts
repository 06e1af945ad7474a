import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64.js';

describe('base64', () => {
  it('matches Buffer for any bytes, both ways', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = Buffer.from(bytes).toString('base64');
        expect(encodeBase64(bytes)).toBe(text);
        expect(decodeBase64(text)).toEqual(new Uint8Array(bytes));
        expect(decodeBase64(text.replace(/=+$/, ''))).toEqual(new Uint8Array(bytes));
      }),
    );
  });

  it.each(['a', 'ab*d', 'ab=c', 'a===', 'é', 'abcd_efg', 'abcde'])('rejects %j', (text) => {
    expect(decodeBase64(text)).toBeUndefined();
  });
});
