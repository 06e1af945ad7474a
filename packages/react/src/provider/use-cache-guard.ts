import { PorchlightInvalidPropsError } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClientLayoutEffect } from '../ui/use-client-layout-effect.js';

/** The owners (see `claimCache`) of the providers mounted on each cache right now. */
const mounted = new WeakMap<QueryClient, Set<{ owner: unknown }>>();

/**
 * Refuses a second provider with other credentials on a cache a mounted provider already uses.
 * Porchlight's keys name no session (the cache is claimed by one session at a time), so two
 * sessions in one cache read each other's entries: one user's devices showed in the other's view.
 *
 * Checked after the commit, in a layout effect: a provider replaced by one for the next user (a
 * new `key`) has left by then, and is no conflict. The refusal is thrown in the next render, so
 * it reaches the host's error boundary as any invalid prop does.
 */
export function useCacheGuard(queryClient: QueryClient, owner: unknown): void {
  const [conflict, setConflict] = useState(false);
  useClientLayoutEffect(() => {
    let users = mounted.get(queryClient);
    if (!users) {
      users = new Set();
      mounted.set(queryClient, users);
    }
    const use = { owner };
    const clash = [...users].some((other) => other.owner !== owner);
    users.add(use);
    if (clash) setConflict(true);
    return () => {
      users.delete(use);
    };
  }, [queryClient, owner]);
  if (conflict) {
    throw new PorchlightInvalidPropsError(
      "two PorchlightProviders with different credentials share one queryClient, which would show one session's data in the other: give each provider its own QueryClient (create it once, e.g. const [queryClient] = useState(() => new QueryClient())), or leave queryClient out",
    );
  }
}
