/** Prefix of every provider key and token. */
export const API_KEY_PREFIX = 'seam_';
/** Prefix of publishable keys. */
export const PUBLISHABLE_KEY_PREFIX = 'seam_pk';
/** Prefix of client session tokens. */
export const CLIENT_SESSION_TOKEN_PREFIX = 'seam_cst';
/** Prefix of personal access tokens. */
export const ACCESS_TOKEN_PREFIX = 'seam_at';
/** How a JWT starts (base64url of `{"`). */
export const JWT_PREFIX = 'ey';

export const isClientSessionToken = (token: string): boolean =>
  token.startsWith(CLIENT_SESSION_TOKEN_PREFIX);

export const isPublishableKey = (token: string): boolean =>
  token.startsWith(PUBLISHABLE_KEY_PREFIX);

export const isJwt = (token: string): boolean => token.startsWith(JWT_PREFIX);

/** Access tokens and JWTs are the only bearer values that may carry a workspace header. */
export const isAccessToken = (token: string): boolean =>
  token.startsWith(ACCESS_TOKEN_PREFIX) || isJwt(token);

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);
