import { PorchlightClient, type PorchlightClientOptions } from '@porchlight/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Connection } from './connection.js';

/** The host-built client: null while the publishable key is being exchanged or after a failure. */
export interface HostClient {
  client: PorchlightClient | null;
  error: Error | null;
  retry(): void;
}

/**
 * Builds the client with the playground's own options (see `client-options.ts`), exchanging a
 * publishable key itself, since the provider builds its clients with the library's defaults.
 * Unused (everything null) when `options` is null.
 */
export function useHostClient(
  connection: Connection,
  options: PorchlightClientOptions | null,
): HostClient {
  const key = options ? JSON.stringify([connection, options]) : null;
  const [state, setState] = useState<{ client: PorchlightClient | null; error: Error | null }>({
    client: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for connection and options.
  const immediate = useMemo(() => {
    if (!options || connection.mode !== 'client-session-token') return null;
    // The constructor throws on settings it refuses (an ftp:// endpoint passes type="url"); thrown
    // here, in the app's own render, it would blank the whole playground, connection panel and all.
    try {
      return {
        client: new PorchlightClient(
          { clientSessionToken: connection.clientSessionToken },
          { ...options, endpoint: connection.endpoint },
        ),
        error: null,
      };
    } catch (error) {
      return { client: null, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for connection and options; `attempt` re-runs on retry.
  useEffect(() => {
    if (!options || connection.mode !== 'publishable-key') return;
    let cancelled = false;
    setState({ client: null, error: null });
    PorchlightClient.fromPublishableKey(connection.publishableKey, connection.userIdentifierKey, {
      ...options,
      endpoint: connection.endpoint,
    })
      .then((client) => !cancelled && setState({ client, error: null }))
      .catch(
        (error: unknown) =>
          !cancelled &&
          setState({
            client: null,
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [key, attempt]);

  if (!options) return { client: null, error: null, retry };
  if (immediate) return { ...immediate, retry };
  return { ...state, retry };
}
