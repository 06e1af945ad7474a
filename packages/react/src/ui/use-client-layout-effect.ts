import { type DependencyList, type EffectCallback, useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` when rendering on a server (where neither runs).
 * React 18, in the peer range, warns for every `useLayoutEffect` rendered on a server, which
 * would fill a server-rendered host's logs; React 19 no longer does. Decided per call, not at
 * import, so importing touches no `document`.
 */
export function useClientLayoutEffect(effect: EffectCallback, deps?: DependencyList): void {
  // The same branch on every render of one environment, so the hook order never changes.
  const useEffectHere = typeof document === 'undefined' ? useEffect : useLayoutEffect;
  useEffectHere(effect, deps);
}
