import type { Device } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, queryClient, requests, wrapper } from '../../test-utils/device-hooks.js';
import { waitOnRealClock } from '../../test-utils/real-clock.js';
import { deviceKeys } from '../devices/device-queries.js';
import { useDevice } from '../devices/use-device.js';
import { useDevices } from '../devices/use-devices.js';
import { LATE_REREAD_DELAYS_MS } from '../reread-after-failure.js';
import { useSetThermostatClimate } from './use-set-thermostat-climate.js';
import { useSetThermostatFanMode } from './use-set-thermostat-fan-mode.js';
import { useThermostatTemperatureUnit } from './use-thermostat-temperature-unit.js';
import { useUpdateThermostatManualOverride } from './use-update-thermostat-manual-override.js';

// The device-hook harness: a fresh recording client, cache and request log for every test.
let livingRoom = '';

beforeEach(async () => {
  livingRoom = await api.deviceId('Living Room Thermostat');
});

afterEach(() => {
  vi.useRealTimers();
});

type Properties = Record<string, Record<string, unknown> | unknown>;
const cached = (id: string) =>
  (queryClient.getQueryData(deviceKeys.detail(id)) as Device | undefined)?.properties as
    | Properties
    | undefined;
const listed = (id: string) =>
  (
    (queryClient.getQueryData(deviceKeys.list()) as Device[] | undefined)?.find(
      (d) => d.device_id === id,
    ) as Device | undefined
  )?.properties as Properties | undefined;

/** Loads the device list (which seeds each device's own entry) and returns the hook's result. */
async function withDevices<T>(hook: () => T) {
  const rendered = renderHook(
    () => ({ list: useDevices(), one: useDevice({ device_id: livingRoom }), hook: hook() }),
    { wrapper },
  );
  await waitFor(() => expect(rendered.result.current.one.isSuccess).toBe(true));
  return rendered;
}

describe('useSetThermostatClimate', () => {
  it('runs the matching action, waits for its attempt and updates every cached copy', async () => {
    const rendered = await withDevices(() => useSetThermostatClimate());
    requests.length = 0;
    await act(() =>
      rendered.result.current.hook.mutateAsync({
        device_id: livingRoom,
        hvac_mode_setting: 'cool',
        cooling_set_point_celsius: 25,
        // Not used by cool: never sent.
        heating_set_point_celsius: 18,
      }),
    );
    expect(requests.filter((p) => !p.startsWith('/action_attempts/'))).toEqual([
      '/thermostats/cool',
    ]);
    expect(requests).toContain('/action_attempts/get');
    for (const properties of [cached(livingRoom), listed(livingRoom)]) {
      expect(properties?.current_climate_setting).toMatchObject({
        hvac_mode_setting: 'cool',
        automatic_cooling_enabled: true,
        automatic_heating_enabled: false,
        cooling_set_point_celsius: 25,
        cooling_set_point_fahrenheit: 77,
      });
    }
    // Updated locally: no device refetch.
    expect(requests).not.toContain('/devices/get');
  });

  it('leaves the cache alone when the action fails', async () => {
    const rendered = await withDevices(() => useSetThermostatClimate());
    await api.fault({ path: '/thermostats/heat', kind: 'action_error' });
    await act(async () => {
      await expect(
        rendered.result.current.hook.mutateAsync({
          device_id: livingRoom,
          hvac_mode_setting: 'heat',
          heating_set_point_fahrenheit: 70,
        }),
      ).rejects.toThrow();
    });
    expect(cached(livingRoom)?.current_climate_setting).toMatchObject({
      hvac_mode_setting: 'heat_cool',
      heating_set_point_fahrenheit: 68,
    });
  });
});

describe('useSetThermostatFanMode', () => {
  it('sets the fan mode and updates the cached device', async () => {
    const rendered = await withDevices(() => useSetThermostatFanMode());
    await act(() =>
      rendered.result.current.hook.mutateAsync({ device_id: livingRoom, fan_mode_setting: 'on' }),
    );
    expect(cached(livingRoom)?.fan_mode_setting).toBe('on');
    expect(listed(livingRoom)?.fan_mode_setting).toBe('on');
  });

  it('sends at once while TanStack says offline, never holding the command to send on reconnect', async () => {
    const rendered = await withDevices(() => useSetThermostatFanMode());
    onlineManager.setOnline(false);
    try {
      await act(() =>
        rendered.result.current.hook.mutateAsync({ device_id: livingRoom, fan_mode_setting: 'on' }),
      );
      expect(requests).toContain('/thermostats/set_fan_mode');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('after a lost answer, re-reads later and shows the fan mode the thermostat reached', async () => {
    const rendered = await withDevices(() => useSetThermostatFanMode());
    expect(cached(livingRoom)?.fan_mode_setting).not.toBe('on');
    await api.fault({ path: '/thermostats/set_fan_mode', kind: 'commit_drop' });
    // The fake thermostat (in this process) acts a second after the request, and the hook re-reads
    // later: both on a fake clock that stands still until the test moves it.
    await api.admin('config', { action_attempt_delay_ms: 1000 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    requests.length = 0;
    let failure: unknown;
    await act(async () => {
      failure = await rendered.result.current.hook
        .mutateAsync({ device_id: livingRoom, fan_mode_setting: 'on' })
        .catch((error) => error);
    });
    expect((failure as { mayHaveSucceeded?: unknown }).mayHaveSucceeded).toBe(true);
    // The re-read right after the failure is too early: the thermostat has not acted yet.
    await waitOnRealClock(() => {
      expect(requests).toEqual(['/thermostats/set_fan_mode', '/devices/get']);
      expect(queryClient.getQueryState(deviceKeys.detail(livingRoom))?.fetchStatus).toBe('idle');
    });
    expect(cached(livingRoom)?.fan_mode_setting).not.toBe('on');
    act(() => vi.advanceTimersByTime(1000));
    const { device } = await api.api<{ device: Device }>('/devices/get', { device_id: livingRoom });
    expect((device.properties as Properties).fan_mode_setting).toBe('on');
    act(() => vi.advanceTimersByTime((LATE_REREAD_DELAYS_MS[0] as number) - 1000 - 1));
    expect(requests).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    await waitOnRealClock(() => expect(cached(livingRoom)?.fan_mode_setting).toBe('on'));
    expect(requests).toEqual(['/thermostats/set_fan_mode', '/devices/get', '/devices/get']);
  });
});

describe('useUpdateThermostatManualOverride', () => {
  it('changes every cached copy at once and the server agrees', async () => {
    const rendered = await withDevices(() => useUpdateThermostatManualOverride());
    let settled: Promise<void> = Promise.resolve();
    act(() => {
      settled = rendered.result.current.hook.mutateAsync({
        device_id: livingRoom,
        manual_override_allowed: false,
      });
    });
    await waitFor(() =>
      expect(cached(livingRoom)?.default_climate_setting).toMatchObject({
        manual_override_allowed: false,
      }),
    );
    expect(listed(livingRoom)?.default_climate_setting).toMatchObject({
      manual_override_allowed: false,
      hvac_mode_setting: 'heat_cool',
    });
    await act(() => settled);
    const { device } = await api.api<{ device: Device }>('/devices/get', { device_id: livingRoom });
    expect((device.properties as Properties).default_climate_setting).toMatchObject({
      manual_override_allowed: false,
    });
  });

  it('rolls back every cached copy on failure, even when the refetch fails too', async () => {
    const rendered = await withDevices(() => useUpdateThermostatManualOverride());
    await api.fault({ path: '/thermostats/update', status: 400 });
    await api.fault({ path: '/devices/get', status: 500, count: 20 });
    await act(async () => {
      await expect(
        rendered.result.current.hook.mutateAsync({
          device_id: livingRoom,
          manual_override_allowed: false,
        }),
      ).rejects.toThrow();
    });
    expect(cached(livingRoom)?.default_climate_setting).toMatchObject({
      manual_override_allowed: true,
    });
    expect(listed(livingRoom)?.default_climate_setting).toMatchObject({
      manual_override_allowed: true,
    });
  });

  it('lets a device list whose first load it cancelled load once the save is done', async () => {
    const one = renderHook(
      () => ({
        device: useDevice({ device_id: livingRoom }),
        hook: useUpdateThermostatManualOverride(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(one.result.current.device.isSuccess).toBe(true));
    // The table's list is still on its way when the person flips the switch.
    await api.fault({ path: '/devices/list', kind: 'slow', latency_ms: 300, count: 1 });
    const list = renderHook(() => useDevices(), { wrapper });
    await waitFor(() => expect(list.result.current.fetchStatus).toBe('fetching'));
    await act(() =>
      one.result.current.hook.mutateAsync({
        device_id: livingRoom,
        manual_override_allowed: false,
      }),
    );
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true), { timeout: 5000 });
    expect(listed(livingRoom)?.default_climate_setting).toMatchObject({
      manual_override_allowed: false,
    });
  });
});

describe('useThermostatTemperatureUnit', () => {
  it('starts in Fahrenheit and is shared by every hook under the provider', async () => {
    const first = renderHook(() => useThermostatTemperatureUnit(), { wrapper });
    const second = renderHook(() => useThermostatTemperatureUnit(), { wrapper });
    expect(first.result.current[0]).toBe('fahrenheit');
    act(() => first.result.current[1]('celsius'));
    await waitFor(() => expect(second.result.current[0]).toBe('celsius'));
  });

  it("keeps the person's choice when the host refreshes its whole cache", async () => {
    const unit = renderHook(() => useThermostatTemperatureUnit(), { wrapper });
    act(() => unit.result.current[1]('celsius'));
    await waitFor(() => expect(unit.result.current[0]).toBe('celsius'));
    // What a host does after its own save, or on a 'Refresh' button: every query, Porchlight's too.
    await act(() => queryClient.invalidateQueries());
    await act(() => queryClient.refetchQueries());
    // Past TanStack's batched notification, so the hook has rendered what the cache holds.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(unit.result.current[0]).toBe('celsius');
  });
});
