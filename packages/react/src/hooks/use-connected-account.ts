import type { ConnectedAccount } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { requireClient, useClient } from '../provider/porchlight-context.js';
import { queryKeys } from './query-keys.js';

/** A connected account by id (for the account e-mail shown in device details). */
export function useConnectedAccount(connectedAccountId: string | null | undefined) {
  const client = useClient();
  return useQuery<ConnectedAccount>({
    queryKey: queryKeys.connectedAccounts.detail(connectedAccountId ?? ''),
    enabled: client !== null && Boolean(connectedAccountId),
    queryFn: ({ signal }) =>
      requireClient(client).connectedAccounts.get(
        { connected_account_id: connectedAccountId ?? '' },
        { signal },
      ),
  });
}
