import {
  PorchlightClient,
  PorchlightInvalidOptionsError,
  type Properties,
  TelemetryClient,
  type Traits,
} from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { isRefusal } from '../hooks/use-load-failure.js';
import { createDefaultQueryClient } from '../provider/default-query-client.js';

/** Credentials already checked by `assertSessionProps`: a token, or a publishable key. */
export interface ElementCredentials {
  clientSessionToken?: string | undefined;
  publishableKey?: string | undefined;
  userIdentifierKey?: string | undefined;
  endpoint?: string | undefined;
}

/** What the elements of one credential set share. */
export interface SessionSnapshot {
  client: PorchlightClient | null;
  error: Error | null;
  /** Whether {@link SharedSession.retry} can help: a malformed or refused (401, 403) key cannot. */
  retryable?: boolean;
}

/** One session and one query cache for every element with the same credentials and endpoint. */
export interface SharedSession {
  readonly queryClient: QueryClient;
  snapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Tries the publishable-key exchange again after it failed. */
  retry(): void;
  /**
   * The session's telemetry, for every element that sends any: each element's provider reports
   * the same user, workspace and mount, which the session sends once.
   */
  telemetry(client: PorchlightClient): TelemetryClient;
}

/** A session as the store keeps it: how many elements hold it, and how to end its work. */
interface HeldSession extends SharedSession {
  users: number;
  /** Aborts a publishable-key exchange still on its way: no element is left to use it. */
  dispose(): void;
}

const sessions = new Map<string, HeldSession>();

/** The key two elements must agree on to share a session. */
export function sessionKey(credentials: ElementCredentials): string {
  const { clientSessionToken, publishableKey, userIdentifierKey, endpoint } =
    normalise(credentials);
  return JSON.stringify([clientSessionToken, publishableKey, userIdentifierKey, endpoint]);
}

/**
 * The credentials as the client reads them: it drops an endpoint's trailing slashes before
 * joining paths, so `http://x/` and `http://x` call the same URLs and must share one session.
 * An empty endpoint (`endpoint=""`, or a framework binding `''`) is no endpoint: the element
 * calls the default endpoint then, so it joins the default endpoint's session.
 */
function normalise(credentials: ElementCredentials): ElementCredentials {
  const { endpoint } = credentials;
  if (!endpoint) return { ...credentials, endpoint: undefined };
  return { ...credentials, endpoint: endpoint.replace(/\/+$/, '') };
}

/**
 * The shared session of these credentials; `release` it when the element unmounts. The last
 * element to leave drops the session and its cache (a new token must never show the old data).
 */
export function acquireSession(credentials: ElementCredentials): {
  session: SharedSession;
  release(): void;
} {
  const key = sessionKey(credentials);
  let entry = sessions.get(key);
  if (!entry) {
    entry = { ...createSession(normalise(credentials)), users: 0 };
    sessions.set(key, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    session: held,
    release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      sessions.delete(key);
      held.dispose();
      held.queryClient.clear();
    },
  };
}

function createSession(credentials: ElementCredentials): Omit<HeldSession, 'users'> {
  const { clientSessionToken, publishableKey, userIdentifierKey, endpoint } = credentials;
  const options = endpoint ? { endpoint } : {};
  const listeners = new Set<() => void>();
  let state: SessionSnapshot = { client: null, error: null };
  let telemetry: TelemetryClient | undefined;
  /** The exchange on its way, if any; its outcome counts only while it is still this one. */
  let pending: AbortController | null = null;
  const set = (next: SessionSnapshot) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const exchange = () => {
    if (clientSessionToken !== undefined) {
      try {
        set({ client: new PorchlightClient({ clientSessionToken }, options), error: null });
      } catch (error) {
        set({ client: null, error: asError(error) });
      }
      return;
    }
    set({ client: null, error: null });
    const controller = new AbortController();
    pending = controller;
    const current = () => pending === controller;
    PorchlightClient.fromPublishableKey(publishableKey ?? '', userIdentifierKey, options, {
      signal: controller.signal,
    }).then(
      (client) => {
        if (!current()) return;
        pending = null;
        set({ client, error: null });
      },
      (error: unknown) => {
        // Aborted because every element left: nobody is told, and a new element starts afresh.
        if (!current()) return;
        pending = null;
        set({
          client: null,
          error: asError(error),
          // A network failure may pass next time; a malformed or refused key fails the same way again.
          retryable: !(error instanceof PorchlightInvalidOptionsError) && !isRefusal(error),
        });
      },
    );
  };
  exchange();
  return {
    queryClient: createDefaultQueryClient(),
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry() {
      if (state.error && clientSessionToken === undefined) exchange();
    },
    dispose() {
      pending?.abort();
      pending = null;
    },
    // Where the provider would send it: the client's endpoint.
    telemetry(client) {
      telemetry ??= new SessionTelemetry({ endpoint: client.endpoint });
      return telemetry;
    },
  };
}

/**
 * Telemetry shared by the elements of one session. Every element's provider identifies the same
 * user and workspace and reports its own mount (`page('porchlight-provider')`): those are facts
 * about the session, sent once each. Screens and actions are each view's own and all go out.
 */
class SessionTelemetry extends TelemetryClient {
  readonly #sent = new Set<string>();

  override identify(userId: string, traits: Traits = {}): void {
    if (this.#first('identify', userId, traits)) super.identify(userId, traits);
  }

  override group(groupId: string, traits: Traits = {}): void {
    if (this.#first('group', groupId, traits)) super.group(groupId, traits);
  }

  override page(name: string, properties: Properties = {}): void {
    if (this.#first('page', name, properties)) super.page(name, properties);
  }

  #first(...call: unknown[]): boolean {
    let key: string;
    try {
      key = JSON.stringify(call);
    } catch {
      // Not comparable (circular, bigint): sent, as the provider's own client would.
      return true;
    }
    if (this.#sent.has(key)) return false;
    this.#sent.add(key);
    return true;
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
