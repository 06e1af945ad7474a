import { describe, expect, it } from 'vitest';
import { canRetryNetworkError, canRetryStatus, retryDelay, wasNeverSent } from './retry-policy.js';

describe('retry policy', () => {
  it('waits 50 ms before the first retry and doubles after', () => {
    expect([1, 2, 3].map((retry) => retryDelay(retry))).toEqual([50, 100, 200]);
  });

  it('retries 5xx only for idempotent requests', () => {
    expect(canRetryStatus(503, true)).toBe(true);
    expect(canRetryStatus(500, false)).toBe(false);
    expect(canRetryStatus(404, true)).toBe(false);
    expect(canRetryStatus(429, true)).toBe(false);
  });

  it('retries a POST only when the connection was never made', () => {
    const refused = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    const reset = new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    expect(canRetryNetworkError(refused, false)).toBe(true);
    expect(canRetryNetworkError(reset, false)).toBe(false);
    expect(canRetryNetworkError(reset, true)).toBe(true);
    expect(canRetryNetworkError(new TypeError('Failed to fetch'), false)).toBe(false);
  });

  it('treats a refused connection and a failed DNS lookup alike as never sent', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']) {
      const error = new TypeError('fetch failed', { cause: { code } });
      expect([wasNeverSent(error), canRetryNetworkError(error, false)]).toEqual([true, true]);
    }
    const reset = new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    expect([wasNeverSent(reset), canRetryNetworkError(reset, false)]).toEqual([false, false]);
  });
});
