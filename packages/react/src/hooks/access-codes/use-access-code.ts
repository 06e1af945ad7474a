import type { AccessCode } from '@porchlight/client';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { requireClient, useClient } from '../../provider/porchlight-context.js';
import { accessCodeKeys } from './access-code-keys.js';

interface Seed {
  code: AccessCode;
  updatedAt: number;
}

// Seeding 10,000 single-code entries up front would cost more than the list itself; looking the
// code up in the cached lists when a single code is first asked for gives the same result lazily.
function findInLists(queryClient: QueryClient, accessCodeId: string): Seed | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: accessCodeKeys.lists() })) {
    const list = query.state.data as AccessCode[] | undefined;
    const code = list?.find((item) => item.access_code_id === accessCodeId);
    if (code) return { code, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * How long a cached code counts as fresh: a code a list loaded moments ago opens its details
 * without a second request; anything older is refetched on mount as usual.
 */
export const ACCESS_CODE_FRESH_MS = 10_000;

/** One access code, seeded from any cached list of its device. */
export function useAccessCode(params: { access_code_id: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const id = params.access_code_id;
  return useQuery<AccessCode>({
    queryKey: accessCodeKeys.detail(id),
    enabled: client !== null && id !== '',
    staleTime: ACCESS_CODE_FRESH_MS,
    queryFn: () => {
      const api = requireClient(client).accessCodes;
      return api.get({ access_code_id: id });
    },
    initialData: () => findInLists(queryClient, id)?.code,
    initialDataUpdatedAt: () => findInLists(queryClient, id)?.updatedAt,
  });
}
