import { describe, expect, it } from 'vitest';
import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';
import { getPublishableKeyHeaders } from './publishable-key.js';

describe('getPublishableKeyHeaders', () => {
  it('sends the key in the seam-publishable-key header', () => {
    expect(getPublishableKeyHeaders('seam_pk1abc')).toEqual({
      'seam-publishable-key': 'seam_pk1abc',
    });
  });

  it.each([
    ['', 'Invalid publishableKey: it is missing'],
    [undefined, 'Invalid publishableKey: it is missing'],
    ['seam_cst1abc', 'Invalid publishableKey: a client session token cannot be used'],
    ['seam_at1abc', 'Invalid publishableKey: an access token or JWT cannot be used'],
    ['eyJhbGciOi', 'Invalid publishableKey: an access token or JWT cannot be used'],
    ['seam_test123', 'Invalid publishableKey: expected it to start with seam_pk'],
    ['pk_live_123', 'Invalid publishableKey: expected it to start with seam_pk'],
    [
      'seam_pk1abc\n',
      'Invalid publishableKey: it contains whitespace, a line break or a character',
    ],
    [
      'seam_pk1\u0000abc',
      'Invalid publishableKey: it contains whitespace, a line break or a character',
    ],
  ])('refuses %j', (key, message) => {
    expect(() => getPublishableKeyHeaders(key)).toThrow(PorchlightInvalidOptionsError);
    expect(() => getPublishableKeyHeaders(key)).toThrow(message);
  });
});
