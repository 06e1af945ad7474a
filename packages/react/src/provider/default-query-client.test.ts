import {
  PorchlightApiError,
  PorchlightNetworkError,
  PorchlightTimeoutError,
} from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultQueryClient, shouldRetryQuery } from './default-query-client.js';

const apiError = (status: number) =>
  new PorchlightApiError(status, undefined, { message: 'failed', type: 'x' });

describe('query retries', () => {
  it('never retries a 4xx: asking again will not change the answer', () => {
    expect(shouldRetryQuery(0, apiError(400))).toBe(false);
    expect(shouldRetryQuery(0, apiError(404))).toBe(false);
  });

  it('does not repeat what the client already retried (5xx, network, timeout)', () => {
    expect(shouldRetryQuery(0, apiError(503))).toBe(false);
    expect(
      shouldRetryQuery(0, new PorchlightNetworkError('/devices/list', new Error('down'))),
    ).toBe(false);
    expect(shouldRetryQuery(0, new PorchlightTimeoutError('/devices/list', 100))).toBe(false);
  });

  it('retries an unexpected failure up to three times', () => {
    const unexpected = new TypeError('boom');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, unexpected))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  describe('while the browser is offline', () => {
    afterEach(() => onlineManager.setOnline(true));
    const networkError = new PorchlightNetworkError(
      '/devices/list',
      new TypeError('Failed to fetch'),
    );

    it('asks again for a network failure (TanStack holds the retry until it is back online)', () => {
      onlineManager.setOnline(false);
      expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, networkError))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    });

    it('retries no server answer, and no mutation', () => {
      onlineManager.setOnline(false);
      expect(shouldRetryQuery(0, apiError(503))).toBe(false);
      expect(shouldRetryQuery(0, apiError(404))).toBe(false);
      expect(createDefaultQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
    });
  });
});
