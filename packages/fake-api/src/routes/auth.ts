import { SEED_ACCESS_TOKEN } from '../seed/keys.js';
import type { Runtime } from '../state/runtime.js';
import type { ClientSession } from '../state/types.js';
import { ApiError } from './api-error.js';
import type { AppContext } from './app-env.js';

/** Who is calling. */
export type AuthContext =
  | { kind: 'api_key' }
  | { kind: 'access_token' }
  | { kind: 'client_session'; session: ClientSession }
  | { kind: 'publishable_key' };

function unauthorized(message: string): ApiError {
  return new ApiError(401, 'unauthorized', message);
}

function bearer(c: AppContext): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim();
}

/** True once a client session's `expires_at` has passed. */
export function sessionExpired(session: ClientSession, now: number): boolean {
  return typeof session.expires_at === 'string' && Date.parse(session.expires_at) <= now;
}

/**
 * The sessions whose token still works. An expired one is kept only so its token is refused as
 * expired rather than unknown; everything else (lists, lookups, `user_identifier_key` filters)
 * treats it as gone, since nothing can act with it any more.
 */
export function liveSessions(rt: Runtime): ClientSession[] {
  const now = rt.now();
  return [...rt.state.clientSessions.values()].filter((s) => !sessionExpired(s, now));
}

function findSession(rt: Runtime, token: string): ClientSession | undefined {
  for (const session of rt.state.clientSessions.values())
    if (session.token === token) return session;
  return undefined;
}

function checkWorkspace(c: AppContext, rt: Runtime, required: boolean): void {
  const workspace = c.req.header('seam-workspace');
  if (workspace === undefined && !required) return;
  if (workspace !== rt.state.workspace.workspace_id) {
    throw unauthorized(
      required ? 'An access token needs a valid seam-workspace header' : 'Unknown workspace',
    );
  }
}

function fromToken(c: AppContext, rt: Runtime, token: string): AuthContext {
  if (token === rt.keys.api_key) {
    checkWorkspace(c, rt, false);
    return { kind: 'api_key' };
  }
  if (token === SEED_ACCESS_TOKEN) {
    checkWorkspace(c, rt, true);
    return { kind: 'access_token' };
  }
  const session = findSession(rt, token);
  if (!session) throw unauthorized('Invalid credentials');
  // Refused like an unknown token (401 `unauthorized`), so a host handles both alike.
  if (sessionExpired(session, rt.now())) throw unauthorized('Client session expired');
  return { kind: 'client_session', session };
}

/** The headers that carry only a client session token, as the contract's two header schemes. */
const SESSION_HEADERS = ['client-session-token', 'seam-client-session-token'] as const;

/**
 * The client session named by `client-session-token` / `seam-client-session-token`, if either is
 * sent. They take only a client session token: an API key, access token or publishable key there
 * is 401, as is an unknown or expired token, and two different tokens in the two headers.
 */
function headerSession(c: AppContext, rt: Runtime): ClientSession | undefined {
  const tokens = new Set<string>();
  for (const name of SESSION_HEADERS) {
    const value = c.req.header(name)?.trim();
    if (value) tokens.add(value);
  }
  if (tokens.size === 0) return undefined;
  if (tokens.size > 1)
    throw unauthorized('client-session-token and seam-client-session-token name different tokens');
  const [token] = [...tokens] as [string];
  const session = findSession(rt, token);
  if (!session) {
    const otherKey = [rt.keys.api_key, rt.keys.publishable_key, SEED_ACCESS_TOKEN].includes(token);
    throw unauthorized(
      otherKey
        ? 'client-session-token and seam-client-session-token take only a client session token'
        : 'Invalid credentials',
    );
  }
  if (sessionExpired(session, rt.now())) throw unauthorized('Client session expired');
  return session;
}

/**
 * Authenticates a request: a bearer API key, access token or client session token, or a client
 * session token in `client-session-token` / `seam-client-session-token` (only a client session
 * token: another credential there would pass as a session while carrying a key's rights). A
 * session header sent with a bearer client session token must name the same session, as the
 * client sends it. The publishable key is accepted only where `allowPublishableKey` is set
 * (client session exchange).
 */
export function authenticate(c: AppContext, rt: Runtime, allowPublishableKey = false): AuthContext {
  const fromHeader = headerSession(c, rt);
  const token = bearer(c);
  if (token) {
    const auth = fromToken(c, rt, token);
    if (fromHeader && auth.kind === 'client_session' && auth.session !== fromHeader)
      throw unauthorized('The client session token header does not match the bearer token');
    return auth;
  }
  if (fromHeader) return { kind: 'client_session', session: fromHeader };
  const publishable = c.req.header('seam-publishable-key');
  if (allowPublishableKey && publishable !== undefined) {
    if (publishable !== rt.keys.publishable_key) throw unauthorized('Invalid publishable key');
    return { kind: 'publishable_key' };
  }
  throw unauthorized('Missing credentials');
}

/** The contract's security scheme names each credential kind satisfies. */
const SCHEMES: Record<AuthContext['kind'], readonly string[]> = {
  api_key: ['api_key'],
  // The fake's access token always comes with its `seam-workspace` header.
  access_token: ['access_token', 'pat_with_workspace'],
  client_session: ['client_session', 'client_session_token', 'seam_client_session_token'],
  publishable_key: [],
};

/** True when a credential kind satisfies one of the schemes a contract path lists. */
export function credentialAllowed(kind: AuthContext['kind'], security: readonly string[]): boolean {
  return SCHEMES[kind].some((scheme) => security.includes(scheme));
}

/**
 * Refuses a credential the contract's `security` does not list for the path, with a 403 in the
 * provider's error shape. A path listing no scheme (the publishable-key exchange) is left to its
 * route.
 */
export function requirePermission(
  auth: AuthContext,
  security: readonly string[] | undefined,
  path: string,
): void {
  if (!security || security.length === 0 || credentialAllowed(auth.kind, security)) return;
  const who = auth.kind.replaceAll('_', ' ');
  throw new ApiError(403, 'forbidden', `A ${who} may not call ${path}`);
}
