import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { recordEvent } from '../state/events.js';
import type { Runtime } from '../state/runtime.js';
import type { ClientSession } from '../state/types.js';
import { ApiError, notFound } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { type AuthContext, liveSessions } from './auth.js';
import { defineRoute, type Params } from './define-route.js';

function createSession(rt: Runtime, p: Params): ClientSession {
  const session: ClientSession = {
    client_session_id: randomUUID(),
    user_identifier_key: (p.user_identifier_key as string | undefined) ?? null,
    created_at: new Date(rt.now()).toISOString(),
    token: `seam_cst1_${randomBytes(12).toString('hex')}`,
    device_count: rt.state.devices.size,
    // Without explicit grants a session gets every connected account (a sandbox convenience); with
    // them it sees only those accounts' devices (see state/credential-scope.ts).
    connected_account_ids: (p.connected_account_ids as string[] | undefined) ?? [
      ...rt.state.connectedAccounts.keys(),
    ],
    connect_webview_ids: (p.connect_webview_ids as string[] | undefined) ?? [],
    user_identity_ids: (p.user_identity_ids as string[] | undefined) ?? [],
    workspace_id: rt.state.workspace.workspace_id,
    expires_at: (p.expires_at as string | null | undefined) ?? null,
  };
  rt.state.clientSessions.set(session.client_session_id, session);
  return session;
}

/**
 * The session as answered: `device_count` is counted now, over the devices its grants reach, so it
 * follows grants, new devices and deletions (it was the workspace's count when the session was
 * made, whatever it was granted).
 */
function present(rt: Runtime, session: ClientSession): ClientSession {
  const granted = new Set(session.connected_account_ids);
  let device_count = 0;
  for (const device of rt.state.devices.values())
    if (granted.has(device.connected_account_id)) device_count++;
  const { expires_at: _expiry, ...wire } = session;
  return { ...wire, device_count };
}

/** The user's session that still works; an expired one is as gone as a deleted one. */
function byUserKey(rt: Runtime, key: unknown): ClientSession | undefined {
  return liveSessions(rt).find((s) => s.user_identifier_key === key);
}

/**
 * get_or_create's session: the user's working one, its expiry moved when `expires_at` is given;
 * an expired one is not handed out again (its token is refused), so a new session is made.
 */
function sessionFor(rt: Runtime, key: string, p: Params): ClientSession {
  const existing = byUserKey(rt, key);
  if (!existing) return createSession(rt, { ...p, user_identifier_key: key });
  if (p.expires_at !== undefined) existing.expires_at = p.expires_at as string | null;
  return existing;
}

function requireServerKey(auth: AuthContext): void {
  if (auth.kind === 'client_session' || auth.kind === 'publishable_key') {
    throw new ApiError(403, 'forbidden', 'This call needs an API key or access token');
  }
}

function getSession(rt: Runtime, p: Params, auth: AuthContext): ClientSession {
  if (p.client_session_id !== undefined) {
    const session = liveSessions(rt).find((s) => s.client_session_id === p.client_session_id);
    if (session) return session;
  } else if (p.user_identifier_key !== undefined) {
    const session = byUserKey(rt, p.user_identifier_key);
    if (session) return session;
  } else if (auth.kind === 'client_session') {
    return auth.session;
  }
  throw notFound('client_session');
}

/** `/client_sessions/*`: the publishable-key exchange and session management. */
export function registerClientSessionRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(
    app,
    rt,
    '/client_sessions/get_or_create',
    ({ params, auth }) => {
      // A client session may not mint or look up other users' sessions.
      if (auth.kind === 'client_session') {
        throw new ApiError(
          403,
          'forbidden',
          'A client session may not call /client_sessions/get_or_create',
        );
      }
      const key = params.user_identifier_key as string | undefined;
      if (key === undefined) {
        throw new ApiError(400, 'invalid_input', 'Invalid input: user_identifier_key: Required', {
          _errors: [],
          user_identifier_key: { _errors: ['Required'] },
        });
      }
      return { client_session: present(rt, sessionFor(rt, key, params)) };
    },
    { allowPublishableKey: true },
  );
  defineRoute(app, rt, '/client_sessions/create', ({ params, auth }) => {
    requireServerKey(auth);
    return { client_session: present(rt, createSession(rt, params)) };
  });
  defineRoute(app, rt, '/client_sessions/get', ({ params, auth }) => ({
    client_session: present(rt, getSession(rt, params, auth)),
  }));
  defineRoute(app, rt, '/client_sessions/list', ({ params, auth }) => {
    requireServerKey(auth);
    const { connect_webview_id: webview, user_identity_id: identity } = params;
    const sessions = liveSessions(rt).filter(
      (s) =>
        (params.client_session_id === undefined ||
          s.client_session_id === params.client_session_id) &&
        (params.user_identifier_key === undefined ||
          s.user_identifier_key === params.user_identifier_key) &&
        (params.without_user_identifier_key !== true || s.user_identifier_key === null) &&
        (webview === undefined || s.connect_webview_ids.includes(webview as string)) &&
        (identity === undefined || s.user_identity_ids.includes(identity as string)),
    );
    return { client_sessions: sessions.map((s) => present(rt, s)) };
  });
  // Revoke is the provider's newer name for delete; both end the session (its token stops working).
  // An expired session can still be deleted, so a host's clean-up of its old sessions succeeds.
  for (const path of ['/client_sessions/delete', '/client_sessions/revoke']) {
    defineRoute(app, rt, path, ({ params, auth }) => {
      requireServerKey(auth);
      const id = params.client_session_id as string;
      if (!rt.state.clientSessions.delete(id)) throw notFound('client_session');
      recordEvent(rt, 'client_session.deleted', { client_session_id: id });
      return {};
    });
  }
  defineRoute(app, rt, '/client_sessions/grant_access', ({ params, auth }) => {
    requireServerKey(auth);
    const session = getSession(rt, params, auth);
    for (const key of [
      'connected_account_ids',
      'connect_webview_ids',
      'user_identity_ids',
    ] as const) {
      const added = (params[key] as string[] | undefined) ?? [];
      session[key] = [...new Set([...session[key], ...added])];
    }
    return { client_session: present(rt, session) };
  });
}
