import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';
import { canTravelInHeader, NOT_HEADER_SAFE } from './header-safe.js';
import {
  isAccessToken,
  isClientSessionToken,
  isPublishableKey,
  PUBLISHABLE_KEY_PREFIX,
} from './key-prefixes.js';

/**
 * Checks a publishable key and returns the header that carries it to `/client_sessions/get_or_create`.
 *
 * @throws {PorchlightInvalidOptionsError} 'Invalid publishableKey' with the reason.
 */
export const getPublishableKeyHeaders = (publishableKey: unknown): Record<string, string> => {
  if (typeof publishableKey !== 'string' || publishableKey === '') {
    throw new PorchlightInvalidOptionsError('Invalid publishableKey: it is missing');
  }
  if (!canTravelInHeader(publishableKey)) {
    throw new PorchlightInvalidOptionsError(`Invalid publishableKey: it ${NOT_HEADER_SAFE}`);
  }
  if (isClientSessionToken(publishableKey)) {
    throw new PorchlightInvalidOptionsError(
      'Invalid publishableKey: a client session token cannot be used as a publishableKey',
    );
  }
  if (isAccessToken(publishableKey)) {
    throw new PorchlightInvalidOptionsError(
      'Invalid publishableKey: an access token or JWT cannot be used as a publishableKey',
    );
  }
  if (!isPublishableKey(publishableKey)) {
    throw new PorchlightInvalidOptionsError(
      `Invalid publishableKey: expected it to start with ${PUBLISHABLE_KEY_PREFIX}`,
    );
  }
  return { 'seam-publishable-key': publishableKey };
};
