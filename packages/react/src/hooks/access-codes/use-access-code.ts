import type { AccessCode } from '@porchlight/client';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../provider/porchlight-context.js';
import { accessCodeQueries } from './access-code-queries.js';

/** One access code, seeded from any cached list of its device; idle without an id. */
export function useAccessCode(params: {
  access_code_id: string | null | undefined;
}): UseQueryResult<AccessCode> {
  return useQuery(
    accessCodeQueries.detail(useClient(), useQueryClient(), params.access_code_id ?? ''),
  );
}
