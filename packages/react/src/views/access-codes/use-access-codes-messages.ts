import { type AccessCodesMessages, accessCodesMessages } from '../../messages/access-codes.js';

/** The access code strings, with the host's overrides once the catalogue provides them. */
export function useAccessCodesMessages(): AccessCodesMessages {
  return accessCodesMessages;
}
