import type { AccessCode } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { accessCodeQueries } from './access-code-queries.js';

/**
 * The access codes of a device. Single codes are served from this list's cache by
 * `useAccessCode`, so opening a code's details needs no request. Idle without a device id.
 */
export function useAccessCodes(params: {
  /** The lock whose codes to list; `null`, `undefined` or `''` leaves the query idle. */
  device_id: string | null | undefined;
}): UseQueryResult<AccessCode[]> {
  const { client, queryClient } = useRequireProvider('useAccessCodes');
  return useQuery(
    { ...accessCodeQueries.list(client, params.device_id), ...KEEP_ERRORS_IN_RESULT },
    queryClient,
  );
}
