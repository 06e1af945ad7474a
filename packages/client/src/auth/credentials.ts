import { assertCredentialKeys } from '../client-option-keys.js';
import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';
import { canTravelInHeader, NOT_HEADER_SAFE } from './header-safe.js';
import {
  ACCESS_TOKEN_PREFIX,
  API_KEY_PREFIX,
  CLIENT_SESSION_TOKEN_PREFIX,
  isAccessToken,
  isApiKey,
  isClientSessionToken,
  isJwt,
  isPublishableKey,
} from './key-prefixes.js';

/** Authenticate with a workspace API key (`seam_…`). */
export interface ApiKeyCredentials {
  /** A workspace API key; an access token (`seam_at…`) is accepted here only with a `workspaceId`. */
  apiKey: string;
  /** Only allowed when `apiKey` is an access token (`seam_at…`) or a JWT. */
  workspaceId?: string | undefined;
  /** Not with an `apiKey`: one client authenticates one way. */
  clientSessionToken?: undefined;
  /** Not with an `apiKey`: one client authenticates one way. */
  personalAccessToken?: undefined;
}

/** Authenticate as one end user with a client session token (`seam_cst…`). */
export interface ClientSessionTokenCredentials {
  /** The session's token (`seam_cst…`); it names its workspace, so no `workspaceId` is taken. */
  clientSessionToken: string;
  /** Not with a `clientSessionToken`: the session names its workspace. */
  workspaceId?: undefined;
  /** Not with a `clientSessionToken`: one client authenticates one way. */
  apiKey?: undefined;
  /** Not with a `clientSessionToken`: one client authenticates one way. */
  personalAccessToken?: undefined;
}

/** Authenticate with a personal access token (`seam_at…` or a JWT) and, usually, a workspace. */
export interface PersonalAccessTokenCredentials {
  /** A personal access token (`seam_at…`) or a console JWT; never an API key. */
  personalAccessToken: string;
  /** The workspace every request acts in, sent as the `seam-workspace` header. */
  workspaceId?: string | undefined;
  /** Not with a `personalAccessToken`: one client authenticates one way. */
  apiKey?: undefined;
  /** Not with a `personalAccessToken`: one client authenticates one way. */
  clientSessionToken?: undefined;
}

/** The three ways to authenticate a {@link PorchlightClient}. */
export type PorchlightCredentials =
  | ApiKeyCredentials
  | ClientSessionTokenCredentials
  | PersonalAccessTokenCredentials;

/**
 * Which kind of credential a client authenticates with. A client session acts for one end user
 * and may call fewer endpoints than the server-side credentials.
 */
export type PorchlightAuthMode = 'api_key' | 'client_session_token' | 'personal_access_token';

/** Headers derived from credentials, plus the secrets to keep out of messages. */
export interface AuthHeaders {
  headers: Record<string, string>;
  secrets: string[];
  kind: PorchlightAuthMode;
}

const invalid = (reason: string) => new PorchlightInvalidOptionsError(reason);

// Empty strings count as absent, so `{ apiKey: '' }` reports a missing credential.
const present = (value: unknown): value is string => typeof value === 'string' && value !== '';

const field = (credentials: object, key: string): unknown =>
  (credentials as Record<string, unknown>)[key];

// Checked before any other rule, so such a value can never reach fetch and its error text.
const HEADER_FIELDS = ['apiKey', 'clientSessionToken', 'personalAccessToken', 'workspaceId'];

/**
 * Validates credentials against the provider's rules and returns the request headers.
 *
 * @throws {PorchlightInvalidOptionsError} with the reason, never echoing the secret.
 */
export const getAuthHeaders = (credentials: unknown): AuthHeaders => {
  if (typeof credentials !== 'object' || credentials === null) {
    throw invalid(
      'Must provide either a clientSessionToken, an apiKey, or a personalAccessToken with a workspaceId',
    );
  }
  assertCredentialKeys(credentials);
  for (const name of HEADER_FIELDS) {
    const value = field(credentials, name);
    if (present(value) && !canTravelInHeader(value)) throw invalid(`${name} ${NOT_HEADER_SAFE}`);
  }
  const apiKey = field(credentials, 'apiKey');
  const clientSessionToken = field(credentials, 'clientSessionToken');
  const personalAccessToken = field(credentials, 'personalAccessToken');
  const workspaceId = field(credentials, 'workspaceId');
  if (present(field(credentials, 'publishableKey'))) {
    throw invalid(
      'A publishableKey must be exchanged for a client session with PorchlightClient.fromPublishableKey',
    );
  }
  if (present(clientSessionToken)) {
    return clientSessionHeaders(clientSessionToken, credentials, apiKey, personalAccessToken);
  }
  // A token that is there but empty (an unset environment variable) is named as such, rather than
  // reported as if no credential had been passed at all.
  if (clientSessionToken !== undefined && !present(apiKey) && !present(personalAccessToken)) {
    throw invalid(
      `Unknown or invalid clientSessionToken format, expected it to start with ${CLIENT_SESSION_TOKEN_PREFIX}`,
    );
  }
  if (present(apiKey) && present(personalAccessToken)) {
    throw invalid('An apiKey cannot be combined with a personalAccessToken');
  }
  if (present(personalAccessToken)) return accessTokenHeaders(personalAccessToken, workspaceId);
  if (present(apiKey)) return apiKeyHeaders(apiKey, workspaceId);
  throw invalid(
    'Must provide either a clientSessionToken, an apiKey, or a personalAccessToken with a workspaceId',
  );
};

const clientSessionHeaders = (
  token: string,
  credentials: object,
  apiKey: unknown,
  personalAccessToken: unknown,
): AuthHeaders => {
  if (present(apiKey)) throw invalid('A clientSessionToken cannot be combined with an apiKey');
  if (present(personalAccessToken)) {
    throw invalid('A clientSessionToken cannot be combined with a personalAccessToken');
  }
  if (present(field(credentials, 'userIdentifierKey'))) {
    throw invalid('A clientSessionToken cannot be combined with a userIdentifierKey');
  }
  if (present(field(credentials, 'workspaceId'))) {
    throw invalid(
      'A clientSessionToken cannot be combined with a workspaceId: the session already belongs to one workspace',
    );
  }
  if (!isClientSessionToken(token)) {
    throw invalid(
      `Unknown or invalid clientSessionToken format, expected it to start with ${CLIENT_SESSION_TOKEN_PREFIX}`,
    );
  }
  return {
    headers: {
      authorization: `Bearer ${token}`,
      'client-session-token': token,
      'seam-client-session-token': token,
    },
    secrets: [token],
    kind: 'client_session_token',
  };
};

const apiKeyHeaders = (apiKey: string, workspaceId: unknown): AuthHeaders => {
  if (isClientSessionToken(apiKey)) {
    throw invalid(
      'A client session token cannot be used as an apiKey: pass it as clientSessionToken',
    );
  }
  if (isPublishableKey(apiKey)) {
    throw invalid('A publishableKey cannot be used as an apiKey');
  }
  if (present(workspaceId)) {
    if (!isAccessToken(apiKey)) {
      throw invalid(
        `An apiKey that is not an access token (${ACCESS_TOKEN_PREFIX}… or a JWT) cannot be combined with a workspaceId: an API key only works for the workspace it was created in`,
      );
    }
    return accessTokenHeaders(apiKey, workspaceId);
  }
  // It starts with `seam_` like an API key but is not one: accepted, it would report authMode
  // 'api_key' and name no workspace. With a workspaceId (above) it is read as the access token it is.
  if (apiKey.startsWith(ACCESS_TOKEN_PREFIX)) {
    throw invalid(
      `An access token (${ACCESS_TOKEN_PREFIX}…) cannot be used as an apiKey without a workspaceId: pass it as { personalAccessToken, workspaceId }`,
    );
  }
  // A JWT is a console session's access token, never an API key: say what it is used as.
  if (isJwt(apiKey)) {
    throw invalid(
      'A JWT cannot be used as an apiKey: it is an access token, pass it as { personalAccessToken, workspaceId }',
    );
  }
  if (!isApiKey(apiKey)) {
    throw invalid(`Unknown or invalid apiKey format, expected it to start with ${API_KEY_PREFIX}`);
  }
  return { headers: { authorization: `Bearer ${apiKey}` }, secrets: [apiKey], kind: 'api_key' };
};

const accessTokenHeaders = (token: string, workspaceId: unknown): AuthHeaders => {
  if (isClientSessionToken(token)) {
    throw invalid('A client session token cannot be used as a personalAccessToken');
  }
  if (!isAccessToken(token)) {
    throw invalid(
      `Unknown or invalid personalAccessToken format, expected it to start with ${ACCESS_TOKEN_PREFIX} or be a JWT`,
    );
  }
  if (workspaceId !== undefined && !present(workspaceId)) {
    throw invalid('workspaceId must be a non-empty string');
  }
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (present(workspaceId)) headers['seam-workspace'] = workspaceId;
  return { headers, secrets: [token], kind: 'personal_access_token' };
};
