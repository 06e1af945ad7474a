import type { AccessCode } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { accessCodeQueries } from './access-code-queries.js';

/**
 * The access codes of a device. Single codes are served from this list's cache by
 * `useAccessCode`, so opening a code's details needs no request.
 */
export function useAccessCodes(params: { device_id: string }): UseQueryResult<AccessCode[]> {
  const { client, queryClient } = useRequireProvider('useAccessCodes');
  return useQuery(accessCodeQueries.list(client, params.device_id), queryClient);
}
