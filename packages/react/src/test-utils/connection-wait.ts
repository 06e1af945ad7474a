import { onlineManager, QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { testQueryClient } from './fake-api.js';

/** What a load paused offline says (`common.waitingForConnection`). */
export const WAITING = 'Waiting for a connection to try again';

/** The text of every polite live region in the page. */
export const politeTexts = () =>
  [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent);

/**
 * Takes the browser offline the way it does (TanStack's online manager listens for the window's
 * `offline` event), presses `retry` from the keyboard, and waits until the pause is said: once,
 * politely, with `retry` still in the page, focused and busy. Callers reset `onlineManager`
 * afterwards: it is shared by every test of a file.
 */
export async function pressRetryOffline(user: UserEvent, retry: HTMLElement) {
  window.dispatchEvent(new Event('offline'));
  expect(onlineManager.isOnline()).toBe(false);
  retry.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(politeTexts()).toContain(WAITING));
  expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
  expect(retry.isConnected).toBe(true);
  expect(retry).toBe(document.activeElement);
  expect(retry.getAttribute('aria-busy')).toBe('true');
}

/** A host's cache that retries failed reads (TanStack's default), quickly. */
export const retryingQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 1 } } });

/** Our default cache and a host's that retries: an offline retry must behave alike in both. */
export const BOTH_CACHES = [
  ['our default cache', testQueryClient],
  ['a host cache that retries', retryingQueryClient],
] as const;

/** After {@link pressRetryOffline}: pressed again while it waits, nothing changes. */
export async function pressRetryAgainWhileWaiting(user: UserEvent, retry: HTMLElement) {
  await user.keyboard('{Enter}');
  expect(retry.getAttribute('aria-busy')).toBe('true');
  expect(retry).toBe(document.activeElement);
  expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
}
