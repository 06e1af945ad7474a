// One harness for the device and connected-account hook tests: each test file imports the live
// bindings below, so every file starts each test with a fresh client, cache and request log.
import { type Device, PorchlightClient } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect } from 'vitest';
import { deviceKeys } from '../hooks/devices/device-queries.js';
import { useDevices } from '../hooks/devices/use-devices.js';
import { setupFakeApi, TestProvider, testQueryClient } from './fake-api.js';
import { createGate, type Gate } from './gate.js';

export const api = setupFakeApi();

/** Paths the client requested, in order: to prove what was (not) fetched. */
export let requests: string[] = [];
export let client: PorchlightClient;
export let queryClient: QueryClient;
/** Gates the client's next request to a path waits at, set by {@link holdRequest}. */
let gates = new Map<string, Gate>();

/**
 * Holds the client's next request to `path` until the test opens the gate, so a test orders
 * overlapping actions without timing.
 */
export function holdRequest(path: string): Pick<Gate, 'held' | 'open'> {
  const gate = createGate();
  gates.set(path, gate);
  return { held: gate.held, open: gate.open };
}

beforeEach(() => {
  requests = [];
  gates = new Map();
  // Polls action attempts every 10 ms: the fake API settles them in 50 ms, and the client's default
  // 500 ms between polls made each lock or climate action wait half a second for nothing.
  client = new PorchlightClient(
    { apiKey: api.server.keys.api_key },
    {
      endpoint: api.server.url,
      retryDelay: 1,
      waitForActionAttempt: { pollingInterval: 10 },
      fetch: async (input, init) => {
        const pathname = new URL(String(input)).pathname;
        requests.push(pathname);
        await gates.get(pathname)?.pass();
        return fetch(input, init);
      },
    },
  );
  queryClient = testQueryClient();
});

export function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProvider client={client} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
}

export const lockedIn = (device: unknown) => (device as Device | undefined)?.properties.locked;
export const cachedDetail = (id: string) => queryClient.getQueryData(deviceKeys.detail(id));
export const cachedListEntry = (id: string) =>
  queryClient.getQueryData<Device[]>(deviceKeys.list())?.find((d) => d.device_id === id);

/** Loads the device list into the cache and returns the id of the named device. */
export async function loadList(name: string): Promise<string> {
  const { result } = renderHook(() => useDevices(), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  const device = result.current.data?.find((d) => d.properties.name === name);
  if (!device) throw new Error(`no seeded device named ${name}`);
  return device.device_id;
}
