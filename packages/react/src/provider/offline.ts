import { PorchlightNetworkError } from '@porchlight/client';
import { isServer, onlineManager } from '@tanstack/react-query';

/**
 * Whether the browser says it is offline. Only read once a request has failed for want of a
 * network: alone, `navigator.onLine` is not trusted to hold reads back (TanStack 5 stopped reading
 * it, and it is `undefined` on a server and in React Native).
 */
const browserSaysOffline = () =>
  !isServer && typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Tells TanStack the browser is offline, as the `offline` event would have. Its own listener sets
 * it online again on the window's `online` event, but only while a cache is mounted: ours comes
 * too, so a provider unmounted meanwhile finds the manager online when it mounts again.
 */
function markOffline() {
  onlineManager.setOnline(false);
  window.addEventListener('online', () => onlineManager.setOnline(true), { once: true });
}

/**
 * Whether a request failed for want of a network while the browser is offline, so it is worth
 * making again once TanStack's `onlineManager` says online: a `PorchlightNetworkError` while the
 * manager says offline, or while `navigator.onLine` is false. A page loaded while the browser is
 * already offline fires no `offline` event, so the manager still says online: the failure with
 * `navigator.onLine` false is the evidence it missed, and it is told so ({@link markOffline}); the
 * window's `online` event sets it online again. Any other error, or a network failure while both
 * say online, is not.
 */
export function failedOffline(error: unknown): boolean {
  if (!(error instanceof PorchlightNetworkError)) return false;
  if (onlineManager.isOnline() && browserSaysOffline()) markOffline();
  return !onlineManager.isOnline();
}
