import type { ClientSession, PorchlightClient } from '@porchlight/client';

/** The event every element dispatches once its session is known (the provider's `onSessionUpdate`). */
export const SESSION_UPDATE_EVENT = 'porchlight-session-update';

/**
 * The client session fields an element's event carries: who the session belongs to and what it
 * holds. Listed, not "all but the token", so a field the API adds later never leaks a secret.
 */
const SESSION_FACTS = [
  'client_session_id',
  'workspace_id',
  'user_identifier_key',
  'created_at',
  'device_count',
  'connected_account_ids',
  'connect_webview_ids',
  'user_identity_ids',
] as const satisfies readonly (keyof ClientSession)[];

/** The client session as `porchlight-session-update` hands it to the host: never its token. */
export type PorchlightElementSession = Pick<ClientSession, (typeof SESSION_FACTS)[number]>;

/** `detail` of `porchlight-session-update`. */
export interface PorchlightSessionUpdateDetail {
  /**
   * The session the element's views use, in the API's field names (what a React host reads from
   * `client.clientSession` in `onSessionUpdate`), without its token; `null` when a client session
   * token's session could not be read (the views still work).
   */
  clientSession: PorchlightElementSession | null;
}

/** The `porchlight-session-update` event: bubbles, composed, not cancelable. */
export type PorchlightSessionUpdateEvent = CustomEvent<PorchlightSessionUpdateDetail>;

/** The event's `detail` for this client: copies of the listed facts only. */
export function sessionUpdateDetail(client: PorchlightClient): PorchlightSessionUpdateDetail {
  const session = client.clientSession;
  if (!session) return { clientSession: null };
  const facts: Record<string, unknown> = {};
  for (const name of SESSION_FACTS) {
    const value = session[name];
    // A host that edits its copy must not change the client's own session.
    facts[name] = Array.isArray(value) ? [...value] : value;
  }
  return { clientSession: facts as PorchlightElementSession };
}

/** Builds the event, as the other element events are built: bubbling and composed. */
export function sessionUpdateEvent(client: PorchlightClient): PorchlightSessionUpdateEvent {
  return new CustomEvent(SESSION_UPDATE_EVENT, {
    detail: sessionUpdateDetail(client),
    bubbles: true,
    composed: true,
    cancelable: false,
  });
}
