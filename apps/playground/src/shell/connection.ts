/** How the playground reaches the provider API; persisted in the page URL so it can be shared. */
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

const CONNECTION_PARAMS = ['endpoint', 'publishableKey', 'userIdentifierKey', 'clientSessionToken'];

/** Reads the connection from URL parameters, falling back to the local fake API. */
export function readConnection(params: URLSearchParams): Connection {
  const endpoint = params.get('endpoint') || DEFAULT_CONNECTION.endpoint;
  const clientSessionToken = params.get('clientSessionToken');
  if (clientSessionToken) return { endpoint, mode: 'client-session-token', clientSessionToken };
  if (DEFAULT_CONNECTION.mode !== 'publishable-key') throw new Error('unreachable');
  return {
    endpoint,
    mode: 'publishable-key',
    publishableKey: params.get('publishableKey') || DEFAULT_CONNECTION.publishableKey,
    userIdentifierKey: params.get('userIdentifierKey') || DEFAULT_CONNECTION.userIdentifierKey,
  };
}

/** Writes the connection into a copy of the URL parameters, keeping the others (page, theme). */
export function writeConnection(params: URLSearchParams, connection: Connection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of CONNECTION_PARAMS) next.delete(name);
  next.set('endpoint', connection.endpoint);
  if (connection.mode === 'client-session-token') {
    next.set('clientSessionToken', connection.clientSessionToken);
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
