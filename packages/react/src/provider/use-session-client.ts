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
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Each exchange's outcome is tagged with the credentials (and attempt) it was made for: one
  // made for other credentials is never returned, not even in the render before the effect below
  // starts the next exchange, so a switched user's views never get the previous user's client.
  const tag = JSON.stringify([publishableKey, userIdentifierKey, endpoint, attempt]);
  const [exchanged, setExchanged] = useState<{
    tag: string;
    client: PorchlightClient | null;
    error: Error | null;
  } | null>(null);

  useEffect(() => {
    // `== null`, not falsy: an empty key goes to the exchange, which refuses it by name.
    if (immediate || publishableKey == null) return;
    // Aborted when the provider unmounts or the credentials change: nobody is left to use it.
    const exchange = new AbortController();
    const cancelled = () => exchange.signal.aborted;
    createClientFromProps(
      { publishableKey, userIdentifierKey },
      { endpoint },
      { signal: exchange.signal },
    )
      .then((next) => !cancelled() && setExchanged({ tag, client: next, error: null }))
      .catch((error: unknown) => {
        if (cancelled()) return;
        setExchanged({
          tag,
          client: null,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      });
    return () => exchange.abort();
  }, [immediate, publishableKey, userIdentifierKey, endpoint, tag]);

  if (immediate) return { client: immediate, error: null, retry };
  if (exchanged?.tag !== tag) return { client: null, error: null, retry };
  if (exchanged.error instanceof PorchlightInvalidOptionsError) throw exchanged.error;
  return { client: exchanged.client, error: exchanged.error, retry };
}
