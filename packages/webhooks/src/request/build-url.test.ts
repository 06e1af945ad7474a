import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url.js';

describe('buildUrl', () => {
  it('joins server URL and path without doubling slashes, keeping the trailing slash', () => {
    expect(buildUrl('https://x.test/', '/api/v1/app/{app_id}/', { app_id: 'a' })).toBe(
      'https://x.test/api/v1/app/a/',
    );
  });

  it('encodes every reserved character of a path value', () => {
    expect(buildUrl('http://h', '/a/{id}/', { id: 'ü/?#%& ' })).toBe(
      'http://h/a/%C3%BC%2F%3F%23%25%26%20/',
    );
  });

  it('drops undefined and null query values and keeps false and 0', () => {
    expect(buildUrl('http://h', '/p', {}, { a: undefined, b: null, c: false, d: 0 })).toBe(
      'http://h/p?c=false&d=0',
    );
  });

  it('writes dates as ISO strings and arrays as repeated keys', () => {
    const url = buildUrl('http://h', '/p', {}, { at: new Date(0), t: ['x y', 'z'] });
    expect(url).toBe('http://h/p?at=1970-01-01T00%3A00%3A00.000Z&t=x+y&t=z');
  });
});
