import { type Device, PorchlightClient, PorchlightClientMissingError } from '@porchlight/client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  recordingClient,
  setupFakeApi,
  TestProvider,
  testQueryClient,
} from '../test-utils/fake-api.js';
import { connectedAccountKeys } from './connected-accounts/connected-account-queries.js';
import { useConnectedAccount } from './connected-accounts/use-connected-account.js';
import { deviceKeys } from './devices/device-queries.js';
import { useDevice } from './devices/use-device.js';
import { useDevices } from './devices/use-devices.js';
import { useLockDoor, useUnlockDoor } from './devices/use-lock-door.js';

const api = setupFakeApi();

/** Paths the client requested, in order: to prove what was (not) fetched. */
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

const lockedIn = (device: unknown) => (device as Device | undefined)?.properties.locked;
const cachedDetail = (id: string) => queryClient.getQueryData(deviceKeys.detail(id));
const cachedListEntry = (id: string) =>
  queryClient.getQueryData<Device[]>(deviceKeys.list())?.find((d) => d.device_id === id);

/** Loads the device list into the cache and returns the id of the named device. */
async function loadList(name: string): Promise<string> {
  const { result } = renderHook(() => useDevices(), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  const device = result.current.data?.find((d) => d.properties.name === name);
  if (!device) throw new Error(`no seeded device named ${name}`);
  return device.device_id;
}

describe('query keys', () => {
  it('are stable, and every device key sits under one root for a single invalidation', () => {
    expect(deviceKeys.list({ device_ids: ['a'] })).toEqual(deviceKeys.list({ device_ids: ['a'] }));
    expect(deviceKeys.list()).toEqual(['porchlight', 'devices', 'list', {}]);
    expect(deviceKeys.detail('d1')).toEqual(['porchlight', 'devices', 'get', { device_id: 'd1' }]);
    for (const key of [deviceKeys.list(), deviceKeys.detail('d1')]) {
      expect(key.slice(0, 2)).toEqual([...deviceKeys.all]);
    }
    expect(connectedAccountKeys.detail('a1').slice(0, 2)).toEqual([...connectedAccountKeys.all]);
  });
});

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

  it('passes list filters to the API and keeps each filter under its own key', async () => {
    const id = await api.deviceId('Garage');
    const { result } = renderHook(() => useDevices({ device_ids: [id] }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((d) => d.properties.name)).toEqual(['Garage']);
    expect(queryClient.getQueryData(deviceKeys.list())).toBeUndefined();
  });

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
    const seen: number[] = [];
    const sessionClient = new PorchlightClient(
      { clientSessionToken: api.server.keys.client_session_token },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        fetch: async (input, init) => {
          const res = await fetch(input, init);
          seen.push(res.status);
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
    expect(seen).toEqual([403]);
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

describe('lock hooks', () => {
  it('unlock flips the cached device and list at once, then refetches the lists', async () => {
    const id = await loadList('Front Door');
    expect(lockedIn(cachedDetail(id))).toBe(true);
    const { result } = renderHook(() => useUnlockDoor(), { wrapper });
    const listCalls = () => requests.filter((path) => path === '/devices/list').length;
    const listsBefore = listCalls();
    let settled: Promise<unknown> = Promise.resolve();
    act(() => {
      settled = result.current.mutateAsync({ deviceId: id });
    });
    // Optimistic: both caches show the new state while the action attempt is pending.
    await waitFor(() => expect(lockedIn(cachedDetail(id))).toBe(false));
    expect(lockedIn(cachedListEntry(id))).toBe(false);
    expect(requests).toContain('/locks/unlock_door');
    await act(() => settled);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(lockedIn(cachedListEntry(id))).toBe(false));
  });

  it('lock flips an unlocked door to locked', async () => {
    const id = await loadList('Back Door');
    expect(lockedIn(cachedDetail(id))).toBe(false);
    const { result } = renderHook(() => useLockDoor(), { wrapper });
    await act(() => result.current.mutateAsync({ deviceId: id }));
    expect(requests).toContain('/locks/lock_door');
    await waitFor(() => expect(lockedIn(cachedListEntry(id))).toBe(true));
    expect(lockedIn(cachedDetail(id))).toBe(true);
  });

  it('rolls the caches back when the action attempt fails', async () => {
    const id = await loadList('Front Door');
    await api.fault({ path: '/locks/unlock_door', kind: 'action_error' });
    const { result } = renderHook(() => useUnlockDoor(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.mutateAsync({ deviceId: id }).catch((error) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    expect(lockedIn(cachedDetail(id))).toBe(true);
    expect(lockedIn(cachedListEntry(id))).toBe(true);
  });

  it('survives malformed entries in a cached list', async () => {
    const id = await api.deviceId('Front Door');
    queryClient.setQueryData(deviceKeys.list(), [null, 'junk', { device_id: id }]);
    const { result } = renderHook(() => useLockDoor(), { wrapper });
    await act(() => result.current.mutateAsync({ deviceId: id }));
    expect(requests).toContain('/locks/lock_door');
  });
});

describe('hooks without a client', () => {
  // Outside a provider (or before a publishable key is exchanged) there is no client.
  function noClientWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }

  it('keeps queries disabled and makes lock and unlock raise the client-missing error', async () => {
    const { result } = renderHook(
      () => ({
        devices: useDevices(),
        device: useDevice({ device_id: 'd1' }),
        lock: useLockDoor(),
        unlock: useUnlockDoor(),
      }),
      { wrapper: noClientWrapper },
    );
    expect(result.current.devices.fetchStatus).toBe('idle');
    expect(result.current.device.fetchStatus).toBe('idle');
    for (const mutation of [result.current.lock, result.current.unlock]) {
      let failure: unknown;
      await act(async () => {
        failure = await mutation.mutateAsync({ deviceId: 'd1' }).catch((error) => error);
      });
      expect(failure).toBeInstanceOf(PorchlightClientMissingError);
    }
    expect(requests).toEqual([]);
  });
});
