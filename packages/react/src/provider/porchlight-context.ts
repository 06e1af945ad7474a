import type { PorchlightClient, TelemetryClient } from '@porchlight/client';
import { PorchlightClientMissingError, PorchlightError } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** Heading levels a host can start the views' outline at. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** What the provider shares with hooks and views. */
export interface PorchlightContextValue {
  /** The client, or null outside a provider, while it is being created, or when creation failed. */
  client: PorchlightClient | null;
  /** Why the client could not be created, if it could not (a failed publishable-key exchange). */
  clientError: Error | null;
  /**
   * The publishable-key exchange waits for the connection: it failed for want of a network while
   * the browser is offline, or was held back while TanStack's `onlineManager` said offline, and is
   * made again by itself once the browser is back online
   * (`clientError` stays null meanwhile).
   */
  clientPaused: boolean;
  /** Tries to create the client again after `clientError` (a no-op otherwise). */
  retryClient(): void;
  /**
   * Where the views report the screens they show: the `telemetryClient` prop or the provider's own,
   * which sends nothing under `disableTelemetry`; null outside a provider.
   */
  telemetry: TelemetryClient | null;
  /** The level of the views' title headings: the provider's `headingLevel` prop, 2 by default. */
  headingLevel: HeadingLevel;
  /** The locale dates are formatted in: the provider's `locale` prop, else the browser's. */
  locale?: string | undefined;
  /**
   * The cache of Porchlight's queries (the `queryClient` prop, or the provider's own), null outside
   * a provider. Porchlight's hooks pass it to TanStack Query explicitly, so a host's own
   * `QueryClientProvider` and `useQueryClient()` inside the provider keep the host's cache.
   */
  queryClient?: QueryClient | null;
}

/** What hooks see outside any provider; compared by identity to tell that case apart. */
export const NO_PROVIDER: PorchlightContextValue = Object.freeze({
  client: null,
  clientError: null,
  clientPaused: false,
  retryClient: () => undefined,
  telemetry: null,
  headingLevel: 2,
  queryClient: null,
});

export const PorchlightContext = createContext<PorchlightContextValue>(NO_PROVIDER);

/**
 * Thrown when a view renders, or a hook is called, outside `<PorchlightProvider>`, naming the view
 * or hook and the fix.
 */
export class PorchlightProviderMissingError extends PorchlightError {
  override name = 'PorchlightProviderMissingError';
  constructor(component: string) {
    const hook = /^use[A-Z]/.test(component);
    super(
      `\`${component}\` must be used inside <PorchlightProvider>: wrap ${hook ? 'the component calling it' : 'it'}, e.g. <PorchlightProvider publishableKey="seam_pk…" userIdentifierKey={user.id}><${hook ? 'YourComponent' : component} /></PorchlightProvider>`,
    );
  }
}

/** The provider's context, as a view or hook inside a provider sees it: its cache is always there. */
export type PorchlightProvidedContext = PorchlightContextValue & {
  /** The cache of Porchlight's queries, always there inside a provider. */
  queryClient: QueryClient;
};

/**
 * The provider's context for the view or hook `component`.
 *
 * @throws {PorchlightProviderMissingError} outside a provider: a hook there has no cache to use
 * and would otherwise stay pending for ever.
 */
export function useRequireProvider(component: string): PorchlightProvidedContext {
  const context = useContext(PorchlightContext);
  if (context === NO_PROVIDER) throw new PorchlightProviderMissingError(component);
  return context as PorchlightProvidedContext;
}

/**
 * The provider's client, or null while it is being created (a publishable-key exchange) or when
 * creating it failed; queries wait meanwhile.
 *
 * @throws {PorchlightProviderMissingError} outside `<PorchlightProvider>`, where no client will
 * ever come.
 */
export function useClient(): PorchlightClient | null {
  return useRequireProvider('useClient').client;
}

/** The client for a mutation; throws the client-missing error when there is none. */
export function requireClient(client: PorchlightClient | null): PorchlightClient {
  if (!client) throw new PorchlightClientMissingError();
  return client;
}

/**
 * Everything the provider shares: client state, its query cache, telemetry and the heading level.
 *
 * @throws {PorchlightProviderMissingError} outside `<PorchlightProvider>`: a host query there
 * would wait for ever on a client that never comes.
 */
export function usePorchlight(): PorchlightProvidedContext {
  return useRequireProvider('usePorchlight');
}
