import { describe, expect, it } from 'vitest';
import { timingSafeEqual } from './timing-safe-equal.js';

describe('timingSafeEqual', () => {
  it('is true only for identical bytes', () => {
    expect(timingSafeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 3))).toBe(true);
    expect(timingSafeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(false);
    expect(timingSafeEqual(Uint8Array.of(9, 2, 3), Uint8Array.of(1, 2, 3))).toBe(false);
  });

  it('is false for different lengths, even when one is a prefix', () => {
    expect(timingSafeEqual(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 3))).toBe(false);
    expect(timingSafeEqual(new Uint8Array(), Uint8Array.of(0))).toBe(false);
  });
});
