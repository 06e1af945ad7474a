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

  it('answers null without a request when a client session may not read connected accounts', async () => {
    const id = await loadList('Front Door');
    const accountId = (cachedDetail(id) as Device).connected_account_id;
    const seen: string[] = [];
    const sessionClient = new PorchlightClient(
      { clientSessionToken: api.server.keys.client_session_token },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        fetch: (input, init) => {
          seen.push(new URL(String(input)).pathname);
          return fetch(input, init);
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
    // The fake API, like the contract, refuses a client session there: not asked at all.
    expect(seen.filter((path) => path.startsWith('/connected_accounts/'))).toEqual([]);
    const refused = await fetch(`${api.server.url}/connected_accounts/get`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${api.server.keys.client_session_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ connected_account_id: accountId }),
    });
    expect(refused.status).toBe(403);
  });

  it('answers null, not a failure, when the provider refuses the credential with 403', async () => {
    const id = await loadList('Front Door');
    const accountId = (cachedDetail(id) as Device).connected_account_id;
    await api.fault({ path: '/connected_accounts/get', status: 403 });
    const { result } = renderHook(() => useConnectedAccount({ connected_account_id: accountId }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
