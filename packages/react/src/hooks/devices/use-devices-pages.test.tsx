import { type Device, PorchlightClient } from '@porchlight/client';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  rawDevice,
  recordingClient,
  setupFakeApi,
  TestProvider,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { laterPagesClient } from '../../test-utils/later-pages-client.js';
import { useAllClimateSettingSchedules } from '../climate-setting-schedules/use-all-climate-setting-schedules.js';
import { deviceKeys } from './device-queries.js';
import { useDevices } from './use-devices.js';
import { useToggleLock } from './use-toggle-lock.js';

// Past the provider's default page of 500 devices, and not a multiple of it.
const DEVICES = 1203;
const api = setupFakeApi({ seed: 'scale', devices: DEVICES, codes: 0 });
/** Later pages of 500 devices (and 110 schedule lists) take a second or two on a busy machine. */
const ALL_READ = { timeout: 10_000 };

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
    // Not `isSuccess`: that comes with the first page, while the others are still read.
    await waitFor(() => expect(result.current.isComplete).toBe(true), ALL_READ);
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
    await waitFor(() => expect(result.current.isSuccess).toBe(true), ALL_READ);
    expect(result.current.data).toHaveLength(20);
    expect(listCalls()).toBe(1);
  });
});

/** `useDevices` over a client whose later pages are held, once its first 500 devices show. */
async function renderWithLaterPagesHeld() {
  const pages = laterPagesClient(api.server, (path) => requests.push(path));
  client = pages.client;
  const held = pages.hold();
  const { result } = renderHook(() => useDevices(), { wrapper });
  await held;
  await waitFor(() => expect(result.current.data).toHaveLength(500), ALL_READ);
  return { pages, result };
}

describe('useDevices shows the first page of 1,203 devices while the rest load', () => {
  it('answers the first 500 devices before the second page does, then every device', async () => {
    const { pages, result } = await renderWithLaterPagesHeld();
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.isFetchingMore).toBe(true);
    expect(result.current.isComplete).toBe(false);
    // The first page's devices open their details without a request.
    const first = result.current.data?.[0] as Device;
    expect(queryClient.getQueryData(deviceKeys.detail(first.device_id))).toEqual(first);
    pages.release();
    await waitFor(() => expect(result.current.isComplete).toBe(true), ALL_READ);
    expect(result.current.isFetchingMore).toBe(false);
    const devices = result.current.data ?? [];
    expect(devices).toHaveLength(DEVICES);
    expect(new Set(devices.map((d) => d.device_id)).size).toBe(DEVICES);
    expect(listCalls()).toBe(3);
  });

  it('never says complete over a result that still holds the first page, even once the read ended', async () => {
    const { pages, result } = await renderWithLaterPagesHeld();
    // A render that has not yet caught up with the end of the read holds this result.
    const firstPage = result.current;
    pages.release();
    await waitFor(() => expect(result.current.isComplete).toBe(true), ALL_READ);
    expect(firstPage.data).toHaveLength(500);
    expect(firstPage.isComplete).toBe(false);
    expect(result.current.data).toHaveLength(DEVICES);
  });

  it('keeps the devices read when a later page fails, and reads them all on refetch', async () => {
    const pages = laterPagesClient(api.server, (path) => requests.push(path));
    client = pages.client;
    pages.fail = true;
    const { result } = renderHook(() => useDevices(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true), ALL_READ);
    expect(result.current.data).toHaveLength(500);
    expect(result.current.isComplete).toBe(false);
    expect(result.current.isFetchingMore).toBe(false);
    pages.fail = false;
    void result.current.refetch();
    await waitFor(() => expect(result.current.isComplete).toBe(true), ALL_READ);
    expect(result.current.isError).toBe(false);
    expect(result.current.data).toHaveLength(DEVICES);
  });

  it('keeps every device shown while a refetch reads the pages again', async () => {
    const pages = laterPagesClient(api.server, (path) => requests.push(path));
    client = pages.client;
    const { result } = renderHook(() => useDevices(), { wrapper });
    await waitFor(() => expect(result.current.isComplete).toBe(true), ALL_READ);
    const held = pages.hold();
    void result.current.refetch();
    // The refetch's first page has answered; its second is held.
    await held;
    expect(result.current.isFetching).toBe(true);
    expect(result.current.data).toHaveLength(DEVICES);
    expect(result.current.isComplete).toBe(true);
    expect(result.current.isFetchingMore).toBe(false);
    pages.release();
    await waitFor(() => expect(result.current.isFetching).toBe(false), ALL_READ);
    expect(result.current.data).toHaveLength(DEVICES);
  });

  it('stops reading pages when the list unmounts, and a later list reads them all', async () => {
    const pages = laterPagesClient(api.server, (path) => requests.push(path));
    client = pages.client;
    const second = pages.hold();
    const first = renderHook(() => useDevices(), { wrapper });
    await second;
    // The third page is asked for only once the second has answered: held in time.
    pages.release();
    const third = pages.hold();
    await third;
    // Two pages, less the device repeated across their boundary.
    await waitFor(() => expect(first.result.current.data).toHaveLength(999), ALL_READ);
    first.unmount();
    expect(pages.heldSignal?.aborted).toBe(true);
    pages.release();
    // Each render's count of devices: the re-read's first page (500) must not replace the 999.
    const shown: number[] = [];
    const again = renderHook(
      () => {
        const result = useDevices();
        shown.push(result.data?.length ?? 0);
        return result;
      },
      { wrapper },
    );
    expect(again.result.current.isComplete).toBe(false);
    await waitFor(() => expect(again.result.current.isComplete).toBe(true), ALL_READ);
    expect(again.result.current.data).toHaveLength(DEVICES);
    expect(Math.min(...shown)).toBe(999);
  });

  it("reads the rest on the next mount when an unmount cut the read short, whatever the cache's staleTime", async () => {
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const pages = laterPagesClient(api.server, (path) => requests.push(path));
    client = pages.client;
    const held = pages.hold();
    const first = renderHook(() => useDevices(), { wrapper });
    await held;
    await waitFor(() => expect(first.result.current.data).toHaveLength(500), ALL_READ);
    first.unmount();
    pages.release();
    const again = renderHook(() => useDevices(), { wrapper });
    await waitFor(() => expect(again.result.current.isComplete).toBe(true), ALL_READ);
    expect(again.result.current.data).toHaveLength(DEVICES);
  });

  it('keeps the first page through a lock flip while more load, then reads them all', async () => {
    const pages = laterPagesClient(api.server, (path) => requests.push(path));
    client = pages.client;
    const held = pages.hold();
    const { result } = renderHook(() => ({ list: useDevices(), toggle: useToggleLock() }), {
      wrapper,
    });
    await held;
    await waitFor(() => expect(result.current.list.data).toHaveLength(500), ALL_READ);
    const lock = result.current.list.data?.find((d) => d.properties.locked !== undefined);
    if (!lock) throw new Error('no lock on the first page');
    const locked = lock.properties.locked === true;
    const entry = () => result.current.list.data?.find((d) => d.device_id === lock.device_id);
    let settled: Promise<unknown> = Promise.resolve();
    act(() => {
      settled = result.current.toggle.mutateAsync({ device_id: lock.device_id, locked });
    });
    // The flip cancelled the read under way: the first page stays, flipped.
    await waitFor(() => expect(entry()?.properties.locked).toBe(!locked), ALL_READ);
    expect(result.current.list.data).toHaveLength(500);
    expect(pages.heldSignal?.aborted).toBe(true);
    pages.release();
    await act(() => settled);
    // The refetch after the action reads every page again.
    await waitFor(() => expect(result.current.list.isComplete).toBe(true), ALL_READ);
    expect(result.current.list.data).toHaveLength(DEVICES);
    expect(entry()?.properties.locked).toBe(!locked);
  });

  it('gives the schedules read so far from the first page on, complete only once every page of devices is read', async () => {
    // A first page of 500 locks, and a second page, held, with the one thermostat.
    const created = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 1000).toISOString();
    const locks = Array.from({ length: 500 }, (_, i) =>
      rawDevice({ device_id: `lock-${i}`, created_at: created(i) }),
    );
    const thermostat = rawDevice({
      device_id: 'thermostat-1',
      device_type: 'nest_thermostat',
      capabilities_supported: ['thermostat'],
      created_at: created(600),
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    client = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: 'http://stub.test',
        fetch: async (input, init) => {
          const url = new URL(String(input));
          const sent = `${url.search}${typeof init?.body === 'string' ? init.body : ''}`;
          if (url.pathname === '/devices/list' && !sent.includes('created_before')) {
            return json({ devices: locks, ok: true });
          }
          if (url.pathname === '/devices/list') {
            await gate;
            return json({ devices: [thermostat], ok: true });
          }
          return json({ climate_setting_schedules: [], ok: true });
        },
      },
    );
    const { result } = renderHook(
      () => ({ list: useDevices(), schedules: useAllClimateSettingSchedules() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(500), ALL_READ);
    // No thermostat yet: the table must not say it has no schedules while one is still coming.
    await waitFor(() => expect(result.current.schedules.data).toEqual([]), ALL_READ);
    expect(result.current.schedules.isFetchingMore).toBe(true);
    expect(result.current.schedules.isComplete).toBe(false);
    release();
    await waitFor(() => expect(result.current.schedules.isComplete).toBe(true), ALL_READ);
    expect(result.current.schedules.data).toEqual([]);
    expect(result.current.schedules.isFetchingMore).toBe(false);
    expect(result.current.list.data).toHaveLength(501);
  });
});
