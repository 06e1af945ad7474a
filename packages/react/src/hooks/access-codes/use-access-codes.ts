import type { AccessCode } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useClient } from '../../provider/porchlight-context.js';
import { accessCodeQueries } from './access-code-queries.js';

/**
 * The access codes of a device. Single codes are served from this list's cache by
 * `useAccessCode`, so opening a code's details needs no request.
 */
export function useAccessCodes(params: { device_id: string }): UseQueryResult<AccessCode[]> {
  return useQuery(accessCodeQueries.list(useClient(), params.device_id));
}
