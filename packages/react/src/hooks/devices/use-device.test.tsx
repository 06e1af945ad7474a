import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  api,
  cachedDetail,
  cachedListEntry,
  loadList,
  requests,
  wrapper,
} from '../../test-utils/device-hooks.js';
import { useConnectedAccount } from '../connected-accounts/use-connected-account.js';
import { useDevice } from './use-device.js';

describe('device hooks', () => {
  it('seeds each listed device into the single-device cache, so details need no request', async () => {
    const id = await loadList('Front Door');
    expect(cachedDetail(id)).toEqual(cachedListEntry(id));
    const before = requests.length;
    const { result } = renderHook(() => useDevice({ device_id: id }), { wrapper });
    expect(result.current.data?.properties.name).toBe('Front Door');
    expect(requests.slice(before)).not.toContain('/devices/get');
  });

  it('fetches one device by id when no list loaded it', async () => {
    const id = await api.deviceId('Back Door');
    const { result } = renderHook(() => useDevice({ device_id: id }), { wrapper });
    await waitFor(() => expect(result.current.data?.properties.name).toBe('Back Door'));
    expect(requests).toContain('/devices/get');
    expect(requests).not.toContain('/devices/list');
  });

  it('stays idle without an id', () => {
    const { result } = renderHook(
      () => [useDevice({ device_id: '' }), useConnectedAccount({ connected_account_id: null })],
      { wrapper },
    );
    for (const query of result.current) expect(query.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });
});
