import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, queryClient, requests, wrapper } from '../../test-utils/device-hooks.js';
import { deviceKeys } from './device-queries.js';
import { useDevices } from './use-devices.js';

describe('device hooks', () => {
  it('passes list filters to the API and keeps each filter under its own key', async () => {
    const id = await api.deviceId('Garage');
    const { result } = renderHook(() => useDevices({ device_ids: [id] }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((d) => d.properties.name)).toEqual(['Garage']);
    expect(queryClient.getQueryData(deviceKeys.list())).toBeUndefined();
  });

  it('reads a workspace under one page of devices in exactly one request', async () => {
    const { result } = renderHook(() => useDevices(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(13);
    expect(result.current.isComplete).toBe(true);
    expect(result.current.isFetchingMore).toBe(false);
    expect(requests.filter((path) => path === '/devices/list')).toHaveLength(1);
  });
});
