import {
  createClientFromProps,
  PorchlightClient,
  type PorchlightClientOptions,
  PorchlightInvalidOptionsError,
} from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failedOffline } from './offline.js';

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
  /**
   * The publishable-key exchange failed for want of a network while the browser is offline (see
   * {@link failedOffline}), or was not sent because TanStack's `onlineManager` said offline: like
   * a query TanStack paused, it is not over (`error` stays null) and runs again by itself once
   * TanStack's `onlineManager` says online.
   */
  paused: boolean;
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
 *
 * An exchange about to start while TanStack's `onlineManager` says offline is not sent, and one
 * that fails while the browser is offline waits for the connection (`paused`) and
 * is made again once the browser is back online, as a paused query is; a refusal, a 5xx or a
 * network failure while the browser is online is its `error`, which 'Try again' retries.
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
    paused: boolean;
  } | null>(null);

  useEffect(() => {
    // `== null`, not falsy: an empty key goes to the exchange, which refuses it by name.
    if (immediate || publishableKey == null) return;
    // As a query (networkMode 'online') sends nothing while TanStack's `onlineManager` says
    // offline (an `offline` event fired before the provider mounted or the credentials changed),
    // the exchange is not sent: it waits for the connection at once and is sent once it says
    // online (the effect below). Effects never run on a server, where the manager says online.
    if (!onlineManager.isOnline()) {
      setExchanged({ tag, client: null, error: null, paused: true });
      return;
    }
    // Aborted when the provider unmounts or the credentials change: nobody is left to use it.
    const exchange = new AbortController();
    const cancelled = () => exchange.signal.aborted;
    createClientFromProps(
      { publishableKey, userIdentifierKey },
      { endpoint },
      { signal: exchange.signal },
    )
      .then(
        (next) => !cancelled() && setExchanged({ tag, client: next, error: null, paused: false }),
      )
      .catch((error: unknown) => {
        if (cancelled()) return;
        if (failedOffline(error)) {
          setExchanged({ tag, client: null, error: null, paused: true });
          return;
        }
        setExchanged({
          tag,
          client: null,
          error: error instanceof Error ? error : new Error(String(error)),
          paused: false,
        });
      });
    return () => exchange.abort();
  }, [immediate, publishableKey, userIdentifierKey, endpoint, tag]);

  const paused = !immediate && exchanged?.tag === tag && exchanged.paused;
  useEffect(() => {
    if (!paused) return;
    // Exchanged again once, as TanStack resumes a paused query: when its `onlineManager` says
    // online (the window's `online` event, or a host's `setEventListener`), or at once if it came
    // back before this ran. Nothing is sent while it says offline; a change of credentials or an
    // unmount ends the wait.
    let resumed = false;
    const resume = () => {
      if (resumed || !onlineManager.isOnline()) return;
      resumed = true;
      retry();
    };
    const unsubscribe = onlineManager.subscribe(resume);
    resume();
    return unsubscribe;
  }, [paused, retry]);

  if (immediate) return { client: immediate, error: null, paused: false, retry };
  if (exchanged?.tag !== tag) return { client: null, error: null, paused: false, retry };
  if (exchanged.error instanceof PorchlightInvalidOptionsError) throw exchanged.error;
  return { client: exchanged.client, error: exchanged.error, paused: exchanged.paused, retry };
}
