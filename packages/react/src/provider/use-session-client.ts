import {
  createClientFromProps,
  PorchlightClient,
  type PorchlightClientOptions,
  PorchlightInvalidOptionsError,
} from '@porchlight/client';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** The credential props of the provider. */
export interface SessionCredentials {
  client?: PorchlightClient | null | undefined;
  clientSessionToken?: string | null | undefined;
  publishableKey?: string | null | undefined;
  userIdentifierKey?: string | null | undefined;
}

interface ClientState {
  client: PorchlightClient | null;
  error: Error | null;
  /** Tries the publishable-key exchange again after it failed (a no-op otherwise). */
  retry(): void;
}

/**
 * Builds the client the credentials describe. A given client or a client session token gives one
 * at once; a publishable key is exchanged for a session first, so its client arrives later.
 *
 * @throws {PorchlightInvalidOptionsError} during render when the credentials are malformed (an
 * invalid client session token at once, an invalid publishable key once the exchange refuses it):
 * a host's programming mistake is shown, never swallowed into an empty view.
 */
export function useSessionClient(
  credentials: SessionCredentials,
  options: PorchlightClientOptions,
): ClientState {
  const { client, clientSessionToken, publishableKey, userIdentifierKey } = credentials;
  const { endpoint } = options;
  const immediate = useMemo(() => {
    if (client) return client;
    // Given, not truthy: an empty token is refused by the client, never ignored into a blank view.
    if (clientSessionToken != null) {
      return new PorchlightClient({ clientSessionToken }, { endpoint });
    }
    return null;
  }, [client, clientSessionToken, endpoint]);
  const [exchanged, setExchanged] = useState<{
    client: PorchlightClient | null;
    error: Error | null;
  }>({ client: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the exchange on retry.
  useEffect(() => {
    // `== null`, not falsy: an empty key goes to the exchange, which refuses it by name.
    if (immediate || publishableKey == null) return;
    let cancelled = false;
    setExchanged({ client: null, error: null });
    createClientFromProps({ publishableKey, userIdentifierKey }, { endpoint })
      .then((next) => !cancelled && setExchanged({ client: next, error: null }))
      .catch((error: unknown) => {
        if (cancelled) return;
        setExchanged({
          client: null,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      });
    return () => {
      cancelled = true;
    };
  }, [immediate, publishableKey, userIdentifierKey, endpoint, attempt]);

  if (immediate) return { client: immediate, error: null, retry };
  if (exchanged.error instanceof PorchlightInvalidOptionsError) throw exchanged.error;
  return { ...exchanged, retry };
}
