import { describe, expect, it } from 'vitest';
import { date, finite, record, text } from './loose-values.js';

describe('loose values', () => {
  it('reads an object, never an array or a primitive', () => {
    expect(record({ a: 1 })).toEqual({ a: 1 });
    for (const value of [null, undefined, [1], 'x', 3]) expect(record(value)).toEqual({});
  });

  it('reads text with something besides spaces', () => {
    expect(text(' Front Door ')).toBe(' Front Door ');
    for (const value of ['', '   ', null, 3, {}]) expect(text(value)).toBeNull();
  });

  it('reads finite numbers only', () => {
    expect(finite(0)).toBe(0);
    expect(finite(-2.5)).toBe(-2.5);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '3', null]) {
      expect(finite(value)).toBeNull();
    }
  });

  it('reads dates the platform can parse, never an Invalid Date', () => {
    expect(date('2024-03-05T09:30:00.000Z')?.toISOString()).toBe('2024-03-05T09:30:00.000Z');
    for (const value of ['', '  ', 'soon', '2024-13-45T99:00:00Z', null, 0, {}]) {
      expect(date(value)).toBeNull();
    }
  });
});
