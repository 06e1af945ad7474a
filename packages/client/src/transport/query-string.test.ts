import { describe, expect, it } from 'vitest';
import { PorchlightQueryParameterError } from '../errors/porchlight-error.js';
import { toQueryString } from './query-string.js';

describe('toQueryString', () => {
  it('repeats array keys, sorts keys and leaves out undefined', () => {
    expect(
      toQueryString({ device_ids: ['b', 'a'], limit: 10, is_managed: true, skip: undefined }),
    ).toBe('device_ids=b&device_ids=a&is_managed=true&limit=10');
  });

  it('sends an empty array as an empty value and a date as ISO text', () => {
    expect(toQueryString({ ids: [], since: new Date(0) })).toBe(
      'ids=&since=1970-01-01T00%3A00%3A00.000Z',
    );
  });

  it('returns an empty string without parameters', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });

  it.each([
    [{ device_id: null }, "Could not serialize parameter: 'device_id' is null or contains null"],
    [{ ids: ['a', null] }, "Could not serialize parameter: 'ids' is null or contains null"],
    [{ ids: ['a', undefined] }, "'ids' is undefined or contains undefined"],
    [{ fn: () => 1 }, "Could not serialize parameter: 'fn' is a function or contains a function"],
    [{ ids: [() => 1] }, "'ids' is a function or contains a function"],
    [
      { filter: { a: 1 } },
      "Could not serialize parameter: 'filter' is an object or contains an object",
    ],
    [{ ids: [{ a: 1 }] }, "'ids' is an object or contains an object"],
    [{ ids: [['nested']] }, "'ids' is an object or contains an object"],
    [
      { ids: [''] },
      "Could not serialize parameter: 'ids' is a single element array containing the empty string which is unsupported because it serializes to the empty array",
    ],
    [{ limit: Number.NaN }, "'limit' is NaN"],
    [{ limit: Number.POSITIVE_INFINITY }, "'limit' is Infinity"],
    [{ since: new Date('nope') }, "'since' is an invalid date"],
    [{ s: Symbol('x') }, "'s' is a symbol or contains a symbol"],
  ])('refuses %o', (params, message) => {
    let caught: unknown;
    try {
      toQueryString(params);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PorchlightQueryParameterError);
    expect((caught as Error).message).toContain(message);
  });

  it('says how to fix a null: omit the field', () => {
    expect(() => toQueryString({ limit: null })).toThrow(
      "Could not serialize parameter: 'limit' is null or contains null, which a query string cannot carry: omit the field (or leave it undefined) to leave it unset, or remove the null from its array",
    );
  });

  it('names the parameter on the error', () => {
    try {
      toQueryString({ device_ids: [''] });
    } catch (error) {
      expect((error as PorchlightQueryParameterError).parameter).toBe('device_ids');
      return;
    }
    throw new Error('expected an error');
  });
});
