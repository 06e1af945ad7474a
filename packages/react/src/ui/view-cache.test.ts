import { describe, expect, it, vi } from 'vitest';
import { cachedView } from './view-cache.js';

describe('cachedView', () => {
  it('parses an object once and a new object again', () => {
    const views = new WeakMap<object, { id: unknown }>();
    const parse = vi.fn((raw: unknown) => ({ id: (raw as { id?: unknown }).id }));
    const first = { id: 'a' };
    expect(cachedView(views, first, parse)).toBe(cachedView(views, first, parse));
    expect(parse).toHaveBeenCalledTimes(1);
    expect(cachedView(views, { id: 'a' }, parse)).toEqual({ id: 'a' });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('parses a malformed entry every time instead of throwing on it as a key', () => {
    const parse = vi.fn(() => ({ id: null }));
    const views = new WeakMap<object, { id: null }>();
    for (const raw of [null, 'text', 42]) cachedView(views, raw, parse);
    expect(parse).toHaveBeenCalledTimes(3);
  });
});
