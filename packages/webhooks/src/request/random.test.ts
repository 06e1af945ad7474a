import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomIdempotencyKey, randomRequestId } from './random.js';

const UUID_V4 = /^auto_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('random ids', () => {
  it('makes auto_<uuid v4> idempotency keys, a fresh one each time', () => {
    const keys = new Set(Array.from({ length: 20 }, randomIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('works where crypto.randomUUID is missing (a browser page served over plain http)', () => {
    // `randomUUID` is secure-context only in browsers; `getRandomValues` is not.
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    const keys = new Set(Array.from({ length: 20 }, randomIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(randomRequestId()).toBeLessThan(2 ** 32);
  });
});
