import {
  createClientFromProps,
  PorchlightClient,
  type PorchlightClientOptions,
} from '@porchlight/client';
import { useEffect, useMemo, useState } from 'react';

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
}

/**
 * Builds the client the credentials describe. A given client or a client session token gives one
 * at once; a publishable key is exchanged for a session first, so its client arrives later.
 */
export function useSessionClient(
  credentials: SessionCredentials,
  options: PorchlightClientOptions,
): ClientState {
  const { client, clientSessionToken, publishableKey, userIdentifierKey } = credentials;
  const { endpoint } = options;
  const immediate = useMemo(() => {
    if (client) return client;
    if (clientSessionToken) return new PorchlightClient({ clientSessionToken }, { endpoint });
    return null;
  }, [client, clientSessionToken, endpoint]);
  const [exchanged, setExchanged] = useState<ClientState>({ client: null, error: null });

  useEffect(() => {
    if (immediate || !publishableKey) return;
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
  }, [immediate, publishableKey, userIdentifierKey, endpoint]);

  return immediate ? { client: immediate, error: null } : exchanged;
}
