import type { AccessCodesMessages } from '../../messages/access-codes.js';
import { useMessages } from '../../messages/messages-context.js';

/** The access code strings, with the host's overrides applied. */
export function useAccessCodesMessages(): AccessCodesMessages {
  return useMessages().accessCodes;
}
