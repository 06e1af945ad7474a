/**
 * How the playground reaches the provider API. It is kept in the page URL so it can be shared,
 * except a client session token: a bearer credential in a URL ends up in history, logs and
 * Referer headers, so the URL only says `auth=client-session-token` and the token stays in this
 * tab's session storage (see `session-token-store.ts`).
 */
export type Connection =
  | { endpoint: string; mode: 'publishable-key'; publishableKey: string; userIdentifierKey: string }
  | { endpoint: string; mode: 'client-session-token'; clientSessionToken: string };

/** The local fake API started by `npm start` with its seeded workspace. */
export const DEFAULT_CONNECTION: Connection = {
  endpoint: 'http://127.0.0.1:8787',
  mode: 'publishable-key',
  publishableKey: 'seam_pk1_porchlight_fake',
  userIdentifierKey: 'porchlight-playground-user',
};

/** The URL parameter that names the token mode; the token itself is never in the URL. */
const AUTH_PARAM = 'auth';
const CLIENT_SESSION_AUTH = 'client-session-token';
/** Where older playground links carried the token; read once, then removed from the URL. */
export const LEGACY_TOKEN_PARAM = 'clientSessionToken';

const CONNECTION_PARAMS = [
  'endpoint',
  'publishableKey',
  'userIdentifierKey',
  AUTH_PARAM,
  LEGACY_TOKEN_PARAM,
];

/**
 * Reads the connection from URL parameters and the tab's stored client session token, falling
 * back to the local fake API. A token-mode URL without a stored token (a link opened in a new tab)
 * falls back too, rather than connecting with no credential.
 */
export function readConnection(
  params: URLSearchParams,
  storedToken: string | null = null,
): Connection {
  const endpoint = params.get('endpoint') || DEFAULT_CONNECTION.endpoint;
  const legacyToken = params.get(LEGACY_TOKEN_PARAM);
  if (legacyToken)
    return { endpoint, mode: 'client-session-token', clientSessionToken: legacyToken };
  if (params.get(AUTH_PARAM) === CLIENT_SESSION_AUTH && storedToken) {
    return { endpoint, mode: 'client-session-token', clientSessionToken: storedToken };
  }
  if (DEFAULT_CONNECTION.mode !== 'publishable-key') throw new Error('unreachable');
  return {
    endpoint,
    mode: 'publishable-key',
    publishableKey: params.get('publishableKey') || DEFAULT_CONNECTION.publishableKey,
    userIdentifierKey: params.get('userIdentifierKey') || DEFAULT_CONNECTION.userIdentifierKey,
  };
}

/**
 * Writes the connection into a copy of the URL parameters, keeping the others (page, theme). A
 * client session token is not written: store it with `saveSessionToken`.
 */
export function writeConnection(params: URLSearchParams, connection: Connection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of CONNECTION_PARAMS) next.delete(name);
  next.set('endpoint', connection.endpoint);
  if (connection.mode === 'client-session-token') {
    next.set(AUTH_PARAM, CLIENT_SESSION_AUTH);
  } else {
    next.set('publishableKey', connection.publishableKey);
    next.set('userIdentifierKey', connection.userIdentifierKey);
  }
  return next;
}

/** A stable identity for a connection, used to remount the provider when it changes. */
export function connectionKey(connection: Connection): string {
  return JSON.stringify(connection);
}
