import { describe, expect, it } from 'vitest';
import { readClientOptions } from './client-options.js';

describe('playground client options', () => {
  it('asks for none by default, so the provider builds its client with the library defaults', () => {
    expect(readClientOptions(new URLSearchParams('page=devices'))).toBeNull();
  });

  it('reads a call timeout and an action-attempt wait in milliseconds', () => {
    expect(
      readClientOptions(new URLSearchParams('timeout=1500&actionAttemptTimeout=4000')),
    ).toEqual({ timeout: 1500, waitForActionAttempt: { timeout: 4000 } });
    expect(readClientOptions(new URLSearchParams('timeout=2000'))).toEqual({ timeout: 2000 });
  });

  it('ignores values that are not a positive number of milliseconds', () => {
    for (const bad of ['abc', '', '0', '-5', 'Infinity']) {
      expect(readClientOptions(new URLSearchParams({ timeout: bad }))).toBeNull();
    }
  });
});
