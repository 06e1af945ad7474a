import { type Device, PorchlightClient } from '@porchlight/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, queryClient } from '../../test-utils/device-hooks.js';
import { TestProvider } from '../../test-utils/fake-api.js';
import { createGate } from '../../test-utils/gate.js';
import { gatedClient } from '../../test-utils/gated-client.js';
import { deviceKeys } from '../devices/device-queries.js';
import { useDevice } from '../devices/use-device.js';
import { useDevices } from '../devices/use-devices.js';
import { runningThermostatSaves } from './thermostat-saves.js';
import { useSetThermostatClimate } from './use-set-thermostat-climate.js';
import { useSetThermostatFanMode } from './use-set-thermostat-fan-mode.js';
import { useUpdateThermostatManualOverride } from './use-update-thermostat-manual-override.js';

// Two writes to one thermostat that overlap: whichever answer arrives last, the cache must not
// end on a value the server no longer has. The order is forced by holding one request of the
// real HTTP exchange until the other write has settled, so no timing decides the outcome.

type Properties = Record<string, unknown>;

let livingRoom = '';
let requests: string[] = [];

beforeEach(async () => {
  livingRoom = await api.deviceId('Living Room Thermostat');
  requests = [];
});

/** Renders `hook` beside the device list and the device, loaded through `client`. */
async function withDevices<T>(client: PorchlightClient, hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProvider client={client} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
  const rendered = renderHook(
    () => ({ list: useDevices(), one: useDevice({ device_id: livingRoom }), hook: hook() }),
    { wrapper },
  );
  await waitFor(() => {
    expect(rendered.result.current.list.isSuccess).toBe(true);
    expect(rendered.result.current.one.isSuccess).toBe(true);
  });
  return rendered;
}

const cached = (id: string) =>
  (queryClient.getQueryData(deviceKeys.detail(id)) as Device | undefined)?.properties as
    | Properties
    | undefined;
const listed = (id: string) =>
  (
    queryClient.getQueryData<Device[]>(deviceKeys.list())?.find((d) => d.device_id === id) as
      | Device
      | undefined
  )?.properties as Properties | undefined;

async function onServer(id: string): Promise<Properties> {
  const { device } = await api.api<{ device: Device }>('/devices/get', { device_id: id });
  return device.properties as Properties;
}

/** Resolves once no device query is fetching any more (the late re-read, if any, has landed). */
const settledReads = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));

describe('useSetThermostatClimate, overlapping saves', () => {
  it('an older save that succeeds after a newer one does not overwrite its climate', async () => {
    // Save A's first poll of its action attempt is held: A commits first but answers last.
    const { client, held, open } = gatedClient(api.server, '/action_attempts/get', (path) =>
      requests.push(path),
    );
    const rendered = await withDevices(client, () => useSetThermostatClimate());
    let older: Promise<unknown> = Promise.resolve();
    act(() => {
      older = rendered.result.current.hook.mutateAsync({
        device_id: livingRoom,
        hvac_mode_setting: 'heat',
        heating_set_point_fahrenheit: 62,
      });
    });
    await held;
    await act(() =>
      rendered.result.current.hook.mutateAsync({
        device_id: livingRoom,
        hvac_mode_setting: 'heat',
        heating_set_point_fahrenheit: 64,
      }),
    );
    expect(cached(livingRoom)?.current_climate_setting).toMatchObject({
      heating_set_point_fahrenheit: 64,
    });
    requests.length = 0;
    open();
    await act(() => older);
    expect((await onServer(livingRoom)).current_climate_setting).toMatchObject({
      hvac_mode_setting: 'heat',
      heating_set_point_fahrenheit: 64,
    });
    for (const properties of [cached(livingRoom), listed(livingRoom)]) {
      expect(properties?.current_climate_setting).toMatchObject({
        hvac_mode_setting: 'heat',
        heating_set_point_fahrenheit: 64,
      });
    }
    // The late finisher cannot know the server's order of the two writes, so it re-reads.
    await settledReads();
    expect(requests).toContain('/devices/get');
    expect(cached(livingRoom)?.current_climate_setting).toMatchObject({
      heating_set_point_fahrenheit: 64,
    });
  });

  it('a single save still writes locally, with no re-read', async () => {
    const { client, open } = gatedClient(api.server, '/none', (path) => requests.push(path));
    open();
    const rendered = await withDevices(client, () => useSetThermostatClimate());
    requests.length = 0;
    await act(() =>
      rendered.result.current.hook.mutateAsync({
        device_id: livingRoom,
        hvac_mode_setting: 'heat',
        heating_set_point_fahrenheit: 63,
      }),
    );
    expect(cached(livingRoom)?.current_climate_setting).toMatchObject({
      heating_set_point_fahrenheit: 63,
    });
    expect(requests).not.toContain('/devices/get');
  });
});

describe('useSetThermostatFanMode, overlapping saves', () => {
  it('an older On that succeeds after a newer Auto does not overwrite it', async () => {
    const { client, held, open } = gatedClient(api.server, '/action_attempts/get', (path) =>
      requests.push(path),
    );
    const rendered = await withDevices(client, () => useSetThermostatFanMode());
    expect(cached(livingRoom)?.fan_mode_setting).toBe('auto');
    let older: Promise<unknown> = Promise.resolve();
    act(() => {
      older = rendered.result.current.hook.mutateAsync({
        device_id: livingRoom,
        fan_mode_setting: 'on',
      });
    });
    await held;
    await act(() =>
      rendered.result.current.hook.mutateAsync({ device_id: livingRoom, fan_mode_setting: 'auto' }),
    );
    open();
    await act(() => older);
    expect((await onServer(livingRoom)).fan_mode_setting).toBe('auto');
    expect(cached(livingRoom)?.fan_mode_setting).toBe('auto');
    expect(listed(livingRoom)?.fan_mode_setting).toBe('auto');
    await settledReads();
    expect(cached(livingRoom)?.fan_mode_setting).toBe('auto');
  });
});

describe('useUpdateThermostatManualOverride, failure beside other saves', () => {
  it('rolls back only manual_override_allowed, keeping a climate save that landed meanwhile', async () => {
    const { client, held, open } = gatedClient(api.server, '/thermostats/update', (path) =>
      requests.push(path),
    );
    const rendered = await withDevices(client, () => ({
      override: useUpdateThermostatManualOverride(),
      climate: useSetThermostatClimate(),
      fan: useSetThermostatFanMode(),
    }));
    await api.fault({ path: '/thermostats/update', status: 400 });
    let toggled: Promise<unknown> = Promise.resolve();
    act(() => {
      toggled = rendered.result.current.hook.override
        .mutateAsync({ device_id: livingRoom, manual_override_allowed: false })
        .catch((error: unknown) => error);
    });
    await held;
    await act(async () => {
      await rendered.result.current.hook.climate.mutateAsync({
        device_id: livingRoom,
        hvac_mode_setting: 'heat',
        heating_set_point_fahrenheit: 64,
      });
      await rendered.result.current.hook.fan.mutateAsync({
        device_id: livingRoom,
        fan_mode_setting: 'on',
      });
    });
    // The re-read after the failure fails too, so only the rollback decides what the cache shows.
    await api.fault({ path: '/devices/get', status: 500, count: 20 });
    open();
    await act(async () => {
      expect(await toggled).toBeInstanceOf(Error);
    });
    for (const properties of [cached(livingRoom), listed(livingRoom)]) {
      expect(properties?.default_climate_setting).toMatchObject({
        manual_override_allowed: true,
        hvac_mode_setting: 'heat_cool',
      });
      expect(properties?.current_climate_setting).toMatchObject({
        hvac_mode_setting: 'heat',
        heating_set_point_fahrenheit: 64,
      });
      expect(properties?.fan_mode_setting).toBe('on');
    }
    await settledReads();
    expect(cached(livingRoom)?.current_climate_setting).toMatchObject({
      heating_set_point_fahrenheit: 64,
    });
  });
});

describe('thermostat save records, across sessions', () => {
  it('drops the record of a save still running when the session changed', async () => {
    const { client, held, open } = gatedClient(api.server, '/thermostats/set_fan_mode', (path) =>
      requests.push(path),
    );
    let current = client;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProvider client={current} queryClient={queryClient}>
        {children}
      </TestProvider>
    );
    const rendered = renderHook(() => useSetThermostatFanMode(), { wrapper });
    let save: Promise<unknown> = Promise.resolve();
    act(() => {
      save = rendered.result.current
        .mutateAsync({ device_id: livingRoom, fan_mode_setting: 'on' })
        .catch((error: unknown) => error);
    });
    await held;
    expect(runningThermostatSaves(queryClient)).toBe(1);
    // Another person signs in while the save is on its way: its callbacks are skipped when it
    // answers, so it never settles its record.
    current = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      { endpoint: api.server.url, retryDelay: 1 },
    );
    rendered.rerender();
    open();
    await act(() => save);
    expect(runningThermostatSaves(queryClient)).toBe(0);
  });
});

describe('a device read answered before a thermostat save, landing after it', () => {
  it('does not put the old fan mode back over the saved one', async () => {
    const id = await api.deviceId('Living Room Thermostat');
    // The device list's answer is held after the server gave it (a slow response).
    const gate = createGate();
    let holdList = false;
    let answered: () => void = () => undefined;
    const listAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const client = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        waitForActionAttempt: { pollingInterval: 10 },
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          if (holdList && new URL(String(input)).pathname === '/devices/list') {
            holdList = false;
            answered();
            await gate.pass();
          }
          return response;
        },
      },
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProvider client={client} queryClient={queryClient}>
        {children}
      </TestProvider>
    );
    const { result } = renderHook(
      () => ({
        list: useDevices(),
        one: useDevice({ device_id: id }),
        fan: useSetThermostatFanMode(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.one.isSuccess).toBe(true));
    const before = result.current.one.data?.properties.fan_mode_setting;
    const target = before === 'on' ? 'auto' : 'on';
    // Back to the tab: the list is read again, and its answer is slow.
    holdList = true;
    void queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    await listAnswered;
    // Meanwhile the fan mode is set, and saved.
    await act(() => result.current.fan.mutateAsync({ device_id: id, fan_mode_setting: target }));
    gate.open();
    // The stale answer was dropped and the list read again, after the save.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const fanOf = () => queryClient.getQueryData<Device>(deviceKeys.detail(id))?.properties;
    expect(fanOf()?.fan_mode_setting).toBe(target);
    expect(result.current.one.data?.properties.fan_mode_setting).toBe(target);
  });
});
