import { type Device, PorchlightClient } from '@porchlight/client';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, cachedDetail, loadList, wrapper } from '../../test-utils/device-hooks.js';
import { TestProvider, testQueryClient } from '../../test-utils/fake-api.js';
import { useConnectedAccount } from './use-connected-account.js';

describe('connected account hooks', () => {
  it("loads a device's connected account", async () => {
    const id = await loadList('Front Door');
    const accountId = (cachedDetail(id) as Device).connected_account_id;
    const { result } = renderHook(() => useConnectedAccount({ connected_account_id: accountId }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.connected_account_id).toBe(accountId);
    expect(JSON.stringify(result.current.data?.user_identifier)).toContain('@');
  });

  it('answers null, not a failure, when a client session may not read connected accounts', async () => {
    const id = await loadList('Front Door');
    const accountId = (cachedDetail(id) as Device).connected_account_id;
    const seen: string[] = [];
    const sessionClient = new PorchlightClient(
      { clientSessionToken: api.server.keys.client_session_token },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        fetch: async (input, init) => {
          const res = await fetch(input, init);
          seen.push(`${new URL(String(input)).pathname} ${res.status}`);
          return res;
        },
      },
    );
    const { result } = renderHook(() => useConnectedAccount({ connected_account_id: accountId }), {
      wrapper: ({ children }) => (
        <TestProvider client={sessionClient} queryClient={testQueryClient()}>
          {children}
        </TestProvider>
      ),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    // The fake API really refused it: the null stands for a 403, not for a missing account.
    expect(seen.filter((call) => call.startsWith('/connected_accounts/'))).toEqual([
      '/connected_accounts/get 403',
    ]);
  });
});
