import type { PorchlightClient, TelemetryClient } from '@porchlight/client';
import { PorchlightClientMissingError } from '@porchlight/client';
import { createContext, useContext } from 'react';

/** Heading levels a host can start the views' outline at. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** What the provider shares with hooks and views. */
export interface PorchlightContextValue {
  /** The client, or null outside a provider, while it is being created, or when creation failed. */
  client: PorchlightClient | null;
  /** Why the client could not be created, if it could not (a failed publishable-key exchange). */
  clientError: Error | null;
  /** Tries to create the client again after `clientError` (a no-op otherwise). */
  retryClient(): void;
  telemetry: TelemetryClient | null;
  headingLevel: HeadingLevel;
}

/** What hooks see outside any provider; compared by identity to tell that case apart. */
export const NO_PROVIDER: PorchlightContextValue = Object.freeze({
  client: null,
  clientError: null,
  retryClient: () => undefined,
  telemetry: null,
  headingLevel: 2,
});

export const PorchlightContext = createContext<PorchlightContextValue>(NO_PROVIDER);

/** Thrown when a view renders outside `<PorchlightProvider>`, naming the view and the fix. */
export class PorchlightProviderMissingError extends Error {
  override name = 'PorchlightProviderMissingError';
  constructor(component: string) {
    super(
      `\`${component}\` must be used inside <PorchlightProvider>: wrap it, e.g. <PorchlightProvider publishableKey="seam_pk…" userIdentifierKey={user.id}><${component} /></PorchlightProvider>`,
    );
  }
}

/** Throws {@link PorchlightProviderMissingError} when called outside a provider. */
export function useRequireProvider(component: string): void {
  if (useContext(PorchlightContext) === NO_PROVIDER) {
    throw new PorchlightProviderMissingError(component);
  }
}

/** The provider's client, or null when none exists (queries are then disabled). */
export function useClient(): PorchlightClient | null {
  return useContext(PorchlightContext).client;
}

/** The client for a mutation; throws the client-missing error when there is none. */
export function requireClient(client: PorchlightClient | null): PorchlightClient {
  if (!client) throw new PorchlightClientMissingError();
  return client;
}

/** Everything the provider shares: client state, telemetry and the heading level. */
export function usePorchlight(): PorchlightContextValue {
  return useContext(PorchlightContext);
}
