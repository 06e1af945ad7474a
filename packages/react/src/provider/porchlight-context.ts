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

export const PorchlightContext = createContext<PorchlightContextValue>({
  client: null,
  clientError: null,
  retryClient: () => undefined,
  telemetry: null,
  headingLevel: 2,
});

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
