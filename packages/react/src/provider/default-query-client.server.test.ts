// @vitest-environment node
import { PorchlightNetworkError } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { shouldRetryQuery } from './default-query-client.js';

afterEach(() => vi.unstubAllGlobals());

it('on a server, a network failure never marks TanStack offline, whatever `navigator.onLine` says', () => {
  // Node 21+ and Deno have a `navigator`; a test stubs one that says offline.
  vi.stubGlobal('navigator', { onLine: false });
  expect('window' in globalThis).toBe(false);
  const networkError = new PorchlightNetworkError('/devices/list', new TypeError('fetch failed'));
  expect(shouldRetryQuery(0, networkError)).toBe(false);
  expect(onlineManager.isOnline()).toBe(true);
});
