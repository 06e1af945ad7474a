import type { Device } from '@porchlight/client';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  api,
  cachedDetail,
  cachedListEntry,
  loadList,
  queryClient,
  requests,
  wrapper,
} from '../../test-utils/device-hooks.js';
import { useConnectedAccount } from '../connected-accounts/use-connected-account.js';
import { deviceKeys } from './device-queries.js';
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

  it('opens a device from a list hydrated from the server without loading it again', async () => {
    const { devices } = await api.api<{ devices: Device[] }>('/devices/list');
    const frontDoor = devices.find((d) => d.properties.name === 'Front Door') as Device;
    // The host's server prefetched the list (its own fetch) and the page hydrates it: only the
    // list's entry reaches the browser's cache.
    const server = new QueryClient();
    server.setQueryData(deviceKeys.list(), devices);
    hydrate(queryClient, dehydrate(server));
    const { result } = renderHook(() => useDevice({ device_id: frontDoor.device_id }), {
      wrapper,
    });
    expect(result.current.isPending).toBe(false);
    expect(result.current.data?.properties.name).toBe('Front Door');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).not.toContain('/devices/get');
  });

  it('shows a device from an old cached list at once and refreshes it in the background', async () => {
    const { devices } = await api.api<{ devices: Device[] }>('/devices/list');
    const garage = devices.find((d) => d.properties.name === 'Garage') as Device;
    queryClient.setQueryData(deviceKeys.list(), devices, { updatedAt: Date.now() - 60_000 });
    const { result } = renderHook(() => useDevice({ device_id: garage.device_id }), { wrapper });
    expect(result.current.data?.properties.name).toBe('Garage');
    await waitFor(() => expect(requests).toContain('/devices/get'));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data?.properties.name).toBe('Garage');
  });

  it('skips malformed entries of a cached list when looking a device up', async () => {
    const { devices } = await api.api<{ devices: Device[] }>('/devices/list');
    const garage = devices.find((d) => d.properties.name === 'Garage') as Device;
    queryClient.setQueryData(deviceKeys.list(), [null, {}, garage] as Device[]);
    const { result } = renderHook(() => useDevice({ device_id: garage.device_id }), { wrapper });
    expect(result.current.data?.properties.name).toBe('Garage');
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
