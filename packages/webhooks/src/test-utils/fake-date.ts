import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fakes only `Date` for each test of the calling suite (so timestamps are checked against a
 * known clock), set to `seconds` when given, and restores the real clock afterwards.
 */
export function useFakeDate(seconds?: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    if (seconds !== undefined) vi.setSystemTime(seconds * 1000);
  });
  afterEach(() => vi.useRealTimers());
}
