import type { Device } from '@porchlight/client';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cachedDetail, loadList, wrapper } from '../../test-utils/device-hooks.js';
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
});
