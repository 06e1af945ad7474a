import { API_KEY_PREFIX, isJwt } from './key-prefixes.js';

/**
 * Longest object key an error may quote. The longest real option is 20 characters, so a typo
 * stays well under it, while random keys and tokens (32-hex, UUIDs, base64 of 32 bytes) reach it.
 */
export const LONGEST_QUOTED_KEY = 31;

/**
 * True when an object key (a misplaced option or credential name) might itself be a secret: a
 * provider key or token (`seam_…`, publishable keys, client session tokens, access tokens), a JWT,
 * one of this client's own secrets, or any name too long to be a misspelt option. Errors then
 * describe the key without quoting it.
 */
export const looksLikeCredential = (name: string, secrets: readonly string[] = []): boolean =>
  name.length > LONGEST_QUOTED_KEY ||
  name.toLowerCase().includes(API_KEY_PREFIX) ||
  isJwt(name) ||
  name.includes('eyJ') ||
  secrets.some((secret) => secret.length > 0 && name.includes(secret));
