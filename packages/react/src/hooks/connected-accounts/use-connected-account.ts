import type { ConnectedAccount } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { connectedAccountQueries } from './connected-account-queries.js';

/**
 * A connected account by id (for the account e-mail shown in device details); idle without one.
 * Its data is `null` when the credential may not read connected accounts: a client session
 * (answered without a request) or a credential the provider refuses with 403.
 */
export function useConnectedAccount(params: {
  connected_account_id: string | null | undefined;
}): UseQueryResult<ConnectedAccount | null> {
  const { client, queryClient } = useRequireProvider('useConnectedAccount');
  return useQuery(
    {
      ...connectedAccountQueries.detail(client, params.connected_account_id),
      ...KEEP_ERRORS_IN_RESULT,
    },
    queryClient,
  );
}
