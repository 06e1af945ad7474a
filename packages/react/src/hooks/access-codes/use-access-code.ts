import type { AccessCode } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { accessCodeQueries } from './access-code-queries.js';

/** One access code, seeded from any cached list of its device; idle without an id. */
export function useAccessCode(params: {
  /** The code to read; `null`, `undefined` or `''` leaves the query idle. */
  access_code_id: string | null | undefined;
}): UseQueryResult<AccessCode> {
  const { client, queryClient } = useRequireProvider('useAccessCode');
  return useQuery(
    {
      ...accessCodeQueries.detail(client, queryClient, params.access_code_id),
      ...KEEP_ERRORS_IN_RESULT,
    },
    queryClient,
  );
}
