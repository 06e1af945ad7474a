import type { ConnectedAccount, PorchlightClient } from '@porchlight/client';
import { queryOptions } from '@tanstack/react-query';
import { requireClient } from '../../provider/porchlight-context.js';
import { QUERY_ROOT } from '../../provider/query-root.js';
import type { PorchlightQueryOptions } from '../query-options.js';

/** Query keys of connected accounts. */
export const connectedAccountKeys = {
  all: [...QUERY_ROOT, 'connected_accounts'] as const,
  detail: (connectedAccountId: string) =>
    [...connectedAccountKeys.all, 'get', { connected_account_id: connectedAccountId }] as const,
};

/** Key and fetcher of each connected-account query. */
export const connectedAccountQueries = {
  detail: (
    client: PorchlightClient | null,
    connectedAccountId: string | null | undefined,
  ): PorchlightQueryOptions<ConnectedAccount, ReturnType<typeof connectedAccountKeys.detail>> =>
    queryOptions({
      queryKey: connectedAccountKeys.detail(connectedAccountId ?? ''),
      enabled: client !== null && Boolean(connectedAccountId),
      queryFn: ({ signal }) =>
        requireClient(client).connectedAccounts.get(
          { connected_account_id: connectedAccountId ?? '' },
          { signal },
        ),
    }),
};
