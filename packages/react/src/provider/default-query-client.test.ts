import {
  PorchlightApiError,
  PorchlightNetworkError,
  PorchlightTimeoutError,
} from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  describe('on a page loaded while the browser is already offline (no `offline` event fired)', () => {
    const networkError = new PorchlightNetworkError(
      '/devices/list',
      new TypeError('Failed to fetch'),
    );
    beforeEach(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      onlineManager.setOnline(true);
    });

    it('a network failure tells TanStack the browser is offline and asks again, within the same three retries', () => {
      expect(onlineManager.isOnline()).toBe(true);
      expect(shouldRetryQuery(0, networkError)).toBe(true);
      expect(onlineManager.isOnline()).toBe(false);
      expect([1, 2, 3].map((count) => shouldRetryQuery(count, networkError))).toEqual([
        true,
        true,
        false,
      ]);
    });

    it("the window's `online` event sets TanStack online again, even with no cache mounted to hear it", () => {
      shouldRetryQuery(0, networkError);
      expect(onlineManager.isOnline()).toBe(false);
      window.dispatchEvent(new Event('online'));
      expect(onlineManager.isOnline()).toBe(true);
    });

    it("without a network failure the browser's word holds nothing back (no server answer, timeout or other error)", () => {
      expect(shouldRetryQuery(0, apiError(503))).toBe(false);
      expect(shouldRetryQuery(0, apiError(404))).toBe(false);
      expect(shouldRetryQuery(0, new PorchlightTimeoutError('/devices/list', 100))).toBe(false);
      expect(shouldRetryQuery(0, new TypeError('boom'))).toBe(true);
      expect(onlineManager.isOnline()).toBe(true);
    });
  });

  it('a network failure while the browser says it is online is not retried and leaves TanStack online', () => {
    expect(navigator.onLine).toBe(true);
    expect(
      shouldRetryQuery(0, new PorchlightNetworkError('/devices/list', new Error('down'))),
    ).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
