import type { Device, PorchlightClient } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  recordingClient,
  setupFakeApi,
  TestProvider,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { deviceKeys } from './device-queries.js';
import { useDevices } from './use-devices.js';

// Past the provider's default page of 500 devices, and not a multiple of it.
const DEVICES = 1203;
const api = setupFakeApi({ seed: 'scale', devices: DEVICES, codes: 0 });

let requests: string[] = [];
let client: PorchlightClient;
let queryClient: QueryClient;

beforeEach(() => {
  requests = [];
  client = recordingClient(api.server, requests);
  queryClient = testQueryClient();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProvider client={client} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
}

const listCalls = () => requests.filter((path) => path === '/devices/list').length;

describe('useDevices in a workspace of 1,203 devices', () => {
  it('lists every device, each once, page by page', async () => {
    const { result } = renderHook(() => useDevices(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const devices = result.current.data ?? [];
    expect(devices).toHaveLength(DEVICES);
    expect(new Set(devices.map((d) => d.device_id)).size).toBe(DEVICES);
    expect(listCalls()).toBe(3);
    // The oldest device, on the last page, is seeded for its details like the newest.
    const oldest = devices.at(-1) as Device;
    expect(queryClient.getQueryData(deviceKeys.detail(oldest.device_id))).toEqual(oldest);
  });

  it("sends a host's own limit in one request and answers what it asked for", async () => {
    const { result } = renderHook(() => useDevices({ limit: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(20);
    expect(listCalls()).toBe(1);
  });
});
