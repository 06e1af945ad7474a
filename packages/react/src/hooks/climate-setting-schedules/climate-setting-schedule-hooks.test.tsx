import {
  type ClimateSettingSchedule,
  PorchlightApiError,
  PorchlightClient,
} from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  recordingClient,
  setupFakeApi,
  TestProvider,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { gatedClient } from '../../test-utils/gated-client.js';
import { climateSettingScheduleKeys } from './climate-setting-schedule-queries.js';
import {
  isThermostatDevice,
  useAllClimateSettingSchedules,
} from './use-all-climate-setting-schedules.js';
import { useClimateSettingSchedule } from './use-climate-setting-schedule.js';
import { useClimateSettingSchedules } from './use-climate-setting-schedules.js';
import { useUpdateClimateSettingSchedule } from './use-update-climate-setting-schedule.js';

const api = setupFakeApi();
const UPDATE = '/thermostats/climate_setting_schedules/update';
const LIST = '/thermostats/climate_setting_schedules/list';
const GET = '/thermostats/climate_setting_schedules/get';

let requests: string[] = [];
let client: PorchlightClient;
let queryClient: QueryClient;
let livingRoom = '';

beforeEach(async () => {
  requests = [];
  client = recordingClient(api.server, requests);
  queryClient = testQueryClient();
  livingRoom = await api.deviceId('Living Room Thermostat');
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProvider client={client} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
}

const calls = (path: string) => requests.filter((p) => p === path).length;

async function serverSchedule(id: string) {
  const { climate_setting_schedule } = await api.api<{
    climate_setting_schedule: ClimateSettingSchedule;
  }>(GET, { climate_setting_schedule_id: id });
  return climate_setting_schedule;
}

/** Mounts Living Room's list and one of its schedules (by name) and waits for both. */
async function mountListAndDetail(name: string) {
  const list = renderHook(() => useClimateSettingSchedules({ device_id: livingRoom }), {
    wrapper,
  });
  await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
  const schedule = list.result.current.data?.find((s) => s.name === name);
  if (!schedule) throw new Error(`no schedule named ${name}`);
  const id = schedule.climate_setting_schedule_id;
  const hooks = renderHook(
    () => ({
      list: useClimateSettingSchedules({ device_id: livingRoom }),
      detail: useClimateSettingSchedule({ climate_setting_schedule_id: id }),
      update: useUpdateClimateSettingSchedule(),
    }),
    { wrapper },
  );
  await waitFor(() => expect(hooks.result.current.detail.isSuccess).toBe(true));
  return { id, schedule, result: hooks.result };
}

const cachedDetail = (id: string) =>
  queryClient.getQueryData<ClimateSettingSchedule>(climateSettingScheduleKeys.detail(id));
const cachedInList = (id: string) =>
  queryClient
    .getQueryData<ClimateSettingSchedule[]>(climateSettingScheduleKeys.list(livingRoom))
    ?.find((s) => s.climate_setting_schedule_id === id);

describe('climate setting schedule queries', () => {
  it('serves a listed schedule from the list cache without a request', async () => {
    const { id, schedule } = await mountListAndDetail('Weekend Guests');
    expect(cachedDetail(id)).toEqual(schedule);
    expect(calls(GET)).toBe(0);
  });

  it("lists every thermostat's schedules, each seeding its own entry", async () => {
    const { result } = renderHook(() => useAllClimateSettingSchedules(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((s) => s.name)).toEqual([
      // Thermostats in the API's order, newest first; each one's schedules in their own order.
      'Summer Cooling',
      'Night Setback',
      'Spring Break',
      'Weekend Guests',
      'Holiday Away',
    ]);
    expect(calls('/devices/list')).toBe(1);
    // One list per thermostat (the seed has three), none for locks.
    expect(calls(LIST)).toBe(3);
    for (const schedule of result.current.data ?? []) {
      expect(cachedDetail(schedule.climate_setting_schedule_id)).toEqual(schedule);
    }
    expect(result.current.isError).toBe(false);
  });

  it("keeps one array as `data` while no thermostat's schedules change", async () => {
    const { result, rerender } = renderHook(() => useAllClimateSettingSchedules(), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(5));
    const data = result.current.data;
    rerender();
    expect(result.current.data).toBe(data);
    // An equal list written again keeps it too; a changed schedule gives a new array.
    const lists = queryClient.getQueriesData<ClimateSettingSchedule[]>({
      queryKey: climateSettingScheduleKeys.lists(),
    });
    act(() => {
      for (const [key, list] of lists) queryClient.setQueryData(key, structuredClone(list));
    });
    rerender();
    expect(result.current.data).toBe(data);
    const [key, list = []] = lists.find(([, list]) => (list?.length ?? 0) > 0) ?? [];
    act(() => {
      if (key)
        queryClient.setQueryData(
          key,
          list.map((s) => ({ ...s, name: `${s.name}!` })),
        );
    });
    await waitFor(() => expect(result.current.data).not.toBe(data));
    expect(result.current.data?.filter((s) => s.name?.endsWith('!'))).toHaveLength(list.length);
  });

  it("keeps the other thermostats' schedules when one list fails, and refetches only it", async () => {
    const bedroom = await api.deviceId('Bedroom Thermostat');
    let failBedroom = true;
    client = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        retries: 0,
        fetch: (input, init) => {
          const url = new URL(String(input));
          requests.push(url.pathname);
          if (failBedroom && url.searchParams.get('device_id') === bedroom) {
            return Promise.resolve(new Response('{}', { status: 500 }));
          }
          return fetch(input, init);
        },
      },
    );
    const { result, rerender } = renderHook(() => useAllClimateSettingSchedules(), { wrapper });
    // Taken before anything loaded: one function for every render, acting on the latest state.
    const { refetch } = result.current;
    // The failed list can settle before the others load: wait for both, not the error alone.
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
      expect(result.current.data?.map((s) => s.name)).toEqual([
        'Summer Cooling',
        'Spring Break',
        'Weekend Guests',
        'Holiday Away',
      ]);
    });
    // Why it failed, as any query hook says: the failed thermostat's error.
    expect(result.current.error).toBeInstanceOf(PorchlightApiError);
    expect((result.current.error as PorchlightApiError).status).toBe(500);
    const before = { devices: calls('/devices/list'), lists: calls(LIST) };
    rerender();
    expect(result.current.refetch).toBe(refetch);
    failBedroom = false;
    act(() => refetch());
    await waitFor(() => {
      expect(result.current.isError).toBe(false);
      expect(result.current.data).toHaveLength(5);
    });
    expect(result.current.error).toBeNull();
    expect(calls('/devices/list')).toBe(before.devices);
    expect(calls(LIST)).toBe(before.lists + 1);
  });

  it('stays idle without an id: empty, null or undefined', async () => {
    const { result } = renderHook(
      () => [
        useClimateSettingSchedules({ device_id: '' }),
        useClimateSettingSchedules({ device_id: null }),
        useClimateSettingSchedules({ device_id: undefined }),
        useClimateSettingSchedule({ climate_setting_schedule_id: '' }),
        useClimateSettingSchedule({ climate_setting_schedule_id: null }),
        useClimateSettingSchedule({ climate_setting_schedule_id: undefined }),
      ],
      { wrapper },
    );
    for (const query of result.current) expect(query.fetchStatus).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('gives the device list failure as `error`, like any query hook', async () => {
    await api.fault({ path: '/devices/list', status: 500, count: 10 });
    const { result } = renderHook(() => useAllClimateSettingSchedules(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(PorchlightApiError);
    expect((result.current.error as PorchlightApiError).status).toBe(500);
    expect(result.current.data).toBeUndefined();
  });

  it('tells thermostats from other devices', () => {
    expect(isThermostatDevice({ device_id: 'a', device_type: 'ecobee_thermostat' })).toBe(true);
    expect(
      isThermostatDevice({
        device_id: 'b',
        device_type: 'x',
        capabilities_supported: ['thermostat'],
      }),
    ).toBe(true);
    expect(isThermostatDevice({ device_id: 'c', device_type: 'yale_lock' })).toBe(false);
    expect(isThermostatDevice({ device_type: 'nest_thermostat' })).toBe(false);
    expect(isThermostatDevice(null)).toBe(false);
  });
});

describe('useUpdateClimateSettingSchedule', () => {
  it('flips the cache at once, then merges the answer into the detail and the list', async () => {
    // Holds the update request until the test lets it go, to see the optimistic state.
    const gated = gatedClient(api.server, UPDATE, (path) => requests.push(path));
    client = gated.client;
    const release = gated.open;
    const { id, schedule, result } = await mountListAndDetail('Weekend Guests');
    expect(schedule.manual_override_allowed).toBe(false);
    act(() =>
      result.current.update.mutate({
        climate_setting_schedule_id: id,
        manual_override_allowed: true,
      }),
    );
    await waitFor(() => expect(cachedDetail(id)?.manual_override_allowed).toBe(true));
    expect(cachedInList(id)?.manual_override_allowed).toBe(true);
    expect((await serverSchedule(id)).manual_override_allowed).toBe(false);
    release();
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    expect((await serverSchedule(id)).manual_override_allowed).toBe(true);
    expect(cachedDetail(id)).toEqual(await serverSchedule(id));
    expect(cachedInList(id)).toEqual(await serverSchedule(id));
  });

  it('restores the detail and the list on failure, even when the refetch fails too', async () => {
    const { id, schedule, result } = await mountListAndDetail('Holiday Away');
    expect(schedule.manual_override_allowed).toBe(true);
    await api.fault({ path: UPDATE, status: 500, count: 10 });
    // The refetch after the failure fails as well, so only the rollback can repair the cache.
    await api.fault({ path: LIST, status: 500, count: 10 });
    await api.fault({ path: GET, status: 500, count: 10 });
    act(() =>
      result.current.update.mutate({
        climate_setting_schedule_id: id,
        manual_override_allowed: false,
      }),
    );
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    await waitFor(() => expect(calls(LIST) + calls(GET)).toBeGreaterThan(1));
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    await waitFor(() => expect(result.current.detail.isFetching).toBe(false));
    expect(cachedDetail(id)?.manual_override_allowed).toBe(true);
    expect(cachedInList(id)?.manual_override_allowed).toBe(true);
    expect(cachedDetail(id)).toEqual(schedule);
    await api.clearFaults();
    expect((await serverSchedule(id)).manual_override_allowed).toBe(true);
  });

  it("rolls back only its own schedule: another schedule's save that landed meanwhile stays", async () => {
    // Holds the first update until the test lets it go, then answers it with a 500.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = '';
    client = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        fetch: async (input, init) => {
          const path = new URL(String(input)).pathname;
          requests.push(path);
          if (path === UPDATE && failing !== '' && String(init?.body).includes(failing)) {
            await held;
            return new Response(JSON.stringify({ error: { type: 'internal', message: 'down' } }), {
              status: 500,
              headers: { 'content-type': 'application/json' },
            });
          }
          return fetch(input, init);
        },
      },
    );
    const weekend = await mountListAndDetail('Weekend Guests');
    const holiday = await mountListAndDetail('Holiday Away');
    expect(weekend.schedule.manual_override_allowed).toBe(false);
    expect(holiday.schedule.manual_override_allowed).toBe(true);
    failing = weekend.id;
    act(() =>
      weekend.result.current.update.mutate({
        climate_setting_schedule_id: weekend.id,
        manual_override_allowed: true,
      }),
    );
    await waitFor(() => expect(cachedDetail(weekend.id)?.manual_override_allowed).toBe(true));
    act(() =>
      holiday.result.current.update.mutate({
        climate_setting_schedule_id: holiday.id,
        manual_override_allowed: false,
      }),
    );
    await waitFor(() => expect(holiday.result.current.update.isSuccess).toBe(true));
    expect((await serverSchedule(holiday.id)).manual_override_allowed).toBe(false);
    // The refetch after the failure fails too, so the cache holds what the rollback left.
    await api.fault({ path: LIST, status: 500, count: 10 });
    await api.fault({ path: GET, status: 500, count: 10 });
    release();
    await waitFor(() => expect(weekend.result.current.update.isError).toBe(true));
    await waitFor(() => expect(weekend.result.current.list.isFetching).toBe(false));
    await waitFor(() => expect(holiday.result.current.detail.isFetching).toBe(false));
    expect(cachedDetail(weekend.id)?.manual_override_allowed).toBe(false);
    expect(cachedInList(weekend.id)?.manual_override_allowed).toBe(false);
    expect(cachedDetail(holiday.id)?.manual_override_allowed).toBe(false);
    expect(cachedInList(holiday.id)?.manual_override_allowed).toBe(false);
  });

  it("lets another thermostat's schedule list whose first load it cancelled load once the save is done", async () => {
    const { id, result } = await mountListAndDetail('Weekend Guests');
    const bedroom = await api.deviceId('Bedroom Thermostat');
    // The other thermostat's schedules are still on their way when the person flips the switch.
    await api.fault({ path: LIST, kind: 'slow', latency_ms: 300, count: 1 });
    const other = renderHook(() => useClimateSettingSchedules({ device_id: bedroom }), { wrapper });
    await waitFor(() => expect(other.result.current.fetchStatus).toBe('fetching'));
    await act(() =>
      result.current.update.mutateAsync({
        climate_setting_schedule_id: id,
        manual_override_allowed: true,
      }),
    );
    await waitFor(() => expect(other.result.current.isSuccess).toBe(true), { timeout: 5000 });
    expect(cachedDetail(id)?.manual_override_allowed).toBe(true);
  });
});
