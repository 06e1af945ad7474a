import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Subscribes the cache to the page's focus and network state while a provider uses it, as
 * TanStack's `QueryClientProvider` does (the provider has none, see its comment): stale queries
 * refetch when the person comes back to the tab or the network comes back, and mutations paused
 * offline resume. Mounting is counted, so a host cache that its own `QueryClientProvider` also
 * mounts stays subscribed until both let go.
 */
export function useQueryClientMount(queryClient: QueryClient): void {
  useEffect(() => {
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
}
