import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';
import { getFingerprint } from './fingerprint.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Warning printed when a user identifier key looks like an e-mail address. */
export const EMAIL_USER_IDENTIFIER_KEY_WARNING = [
  'Using an email for the userIdentifierKey is insecure!',
  'An email is common knowledge or easily guessed.',
  'Use something with sufficient entropy known only to the owner of the client session (like a server-generated UUID).',
].join('\n');

/** Warning printed when no user identifier key is given and a fingerprint stands in. */
export const FINGERPRINT_WARNING = [
  'Using an automatically generated fingerprint for the userIdentifierKey!',
  'This is not recommended because the client session is now bound to this machine and is effectively ephemeral.',
].join('\n');

/** True when the value is shaped like an e-mail address. */
export const isEmailLike = (value: string): boolean => EMAIL.test(value);

/**
 * Returns the user identifier key to exchange with a publishable key.
 *
 * `undefined` or `null` falls back to the device fingerprint (with a warning); an empty string
 * is refused; an e-mail-shaped key is used but warned about.
 */
export const resolveUserIdentifierKey = (
  userIdentifierKey: string | null | undefined,
  warn: (message: string) => void = console.warn,
): string => {
  if (userIdentifierKey == null) {
    warn(FINGERPRINT_WARNING);
    return getFingerprint();
  }
  if (typeof userIdentifierKey !== 'string' || userIdentifierKey.trim() === '') {
    throw new PorchlightInvalidOptionsError(
      'userIdentifierKey is required when using a publishableKey',
    );
  }
  if (isEmailLike(userIdentifierKey)) warn(EMAIL_USER_IDENTIFIER_KEY_WARNING);
  return userIdentifierKey;
};
