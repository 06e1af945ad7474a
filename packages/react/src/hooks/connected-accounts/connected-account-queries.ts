import {
  type ConnectedAccount,
  PorchlightApiError,
  type PorchlightClient,
} from '@porchlight/client';
import { queryOptions } from '@tanstack/react-query';
import { requireClient } from '../../provider/porchlight-context.js';
import { QUERY_ROOT } from '../../provider/query-root.js';
import { dataKey, type PorchlightDataKey, type PorchlightQueryOptions } from '../query-options.js';

/** Query keys of connected accounts. */
export const connectedAccountKeys = {
  all: [...QUERY_ROOT, 'connected_accounts'] as const,
  detail: (
    connectedAccountId: string,
  ): PorchlightDataKey<
    readonly [
      ...typeof QUERY_ROOT,
      'connected_accounts',
      'get',
      { readonly connected_account_id: string },
    ],
    ConnectedAccount | null
  > =>
    dataKey<ConnectedAccount | null>()([
      ...connectedAccountKeys.all,
      'get',
      { connected_account_id: connectedAccountId },
    ]),
};

/** Key and fetcher of each connected-account query. */
export const connectedAccountQueries = {
  detail: (
    client: PorchlightClient | null,
    connectedAccountId: string | null | undefined,
  ): PorchlightQueryOptions<
    ConnectedAccount | null,
    ReturnType<typeof connectedAccountKeys.detail>
  > =>
    queryOptions({
      queryKey: connectedAccountKeys.detail(connectedAccountId ?? ''),
      enabled: client !== null && Boolean(connectedAccountId),
      queryFn: async ({ signal }) => {
        const ready = requireClient(client);
        // The contract grants connected accounts to server credentials only: a client session
        // (what a publishable key becomes) would spend a request on a certain 403.
        if (ready.authMode === 'client_session_token') return null;
        try {
          return await ready.connectedAccounts.get(
            { connected_account_id: connectedAccountId ?? '' },
            { signal },
          );
        } catch (error) {
          // A credential refused the account (a token without that right): the account is
          // simply not shown, rather than the view failing.
          if (error instanceof PorchlightApiError && error.status === 403) return null;
          throw error;
        }
      },
    }),
};
