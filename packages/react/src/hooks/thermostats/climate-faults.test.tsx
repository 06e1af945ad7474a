import {
  type Device,
  PorchlightActionAttemptError,
  PorchlightApiError,
  PorchlightMalformedResponseError,
  PorchlightNetworkError,
} from '@porchlight/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, queryClient, wrapper } from '../../test-utils/device-hooks.js';
import type { FaultOptions } from '../../test-utils/fake-api.js';
import { deviceKeys } from '../devices/device-queries.js';
import { useDevice } from '../devices/use-device.js';
import {
  type SetThermostatClimateVariables,
  useSetThermostatClimate,
} from './use-set-thermostat-climate.js';

// Every climate path (not only heat_cool, which the browser matrix drives) meets every write
// fault: the caller gets a typed error, and the cache shows what the thermostat really has.

type Climate = { hvac_mode_setting?: string };
const SAVED_MODE = 'heat_cool';

const PATHS: Array<{ path: string; variables: Omit<SetThermostatClimateVariables, 'device_id'> }> =
  [
    {
      path: '/thermostats/heat',
      variables: { hvac_mode_setting: 'heat', heating_set_point_fahrenheit: 70 },
    },
    {
      path: '/thermostats/cool',
      variables: { hvac_mode_setting: 'cool', cooling_set_point_fahrenheit: 77 },
    },
    { path: '/thermostats/off', variables: { hvac_mode_setting: 'off' } },
  ];

const FAULTS: Array<{
  name: string;
  fault: Omit<FaultOptions, 'path'>;
  error: new (...args: never[]) => Error;
  /** The write reached the thermostat although the caller was told it failed. */
  commits: boolean;
}> = [
  { name: '5xx', fault: { status: 500 }, error: PorchlightApiError, commits: false },
  {
    name: 'dropped connection',
    fault: { kind: 'drop' },
    error: PorchlightNetworkError,
    commits: false,
  },
  {
    name: 'malformed body',
    fault: { kind: 'malformed' },
    error: PorchlightMalformedResponseError,
    commits: false,
  },
  {
    name: 'failed action attempt',
    fault: { kind: 'action_error' },
    error: PorchlightActionAttemptError,
    commits: false,
  },
  {
    name: 'answer lost after commit',
    fault: { kind: 'commit_drop' },
    error: PorchlightNetworkError,
    commits: true,
  },
];

const cachedMode = (id: string) =>
  (
    (queryClient.getQueryData(deviceKeys.detail(id)) as Device | undefined)?.properties
      .current_climate_setting as Climate | undefined
  )?.hvac_mode_setting;

async function serverMode(id: string): Promise<string | undefined> {
  const { device } = await api.api<{ device: Device }>('/devices/get', { device_id: id });
  return (device.properties.current_climate_setting as Climate | undefined)?.hvac_mode_setting;
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(PATHS)('useSetThermostatClimate, $path', ({ path, variables }) => {
  it.each(FAULTS)(
    '$name: a typed error, and the cache ends as the thermostat is',
    async ({ fault, error, commits }) => {
      // Fake timers that still move with real time: the test skips the 2 s before the late
      // re-read of a save that may have landed instead of waiting it out.
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      const id = await api.deviceId('Living Room Thermostat');
      const rendered = renderHook(
        () => ({ one: useDevice({ device_id: id }), hook: useSetThermostatClimate() }),
        { wrapper },
      );
      await waitFor(() => expect(cachedMode(id)).toBe(SAVED_MODE));
      await api.fault({ path, ...fault });
      let failure: unknown;
      await act(async () => {
        failure = await rendered.result.current.hook
          .mutateAsync({ device_id: id, ...variables })
          .catch((caught: unknown) => caught);
      });
      expect(failure).toBeInstanceOf(error);
      const reached = commits ? variables.hvac_mode_setting : SAVED_MODE;
      await waitFor(async () => expect(await serverMode(id)).toBe(reached), { timeout: 10_000 });
      // The first late re-read is due.
      act(() => vi.advanceTimersByTime(2_000));
      // The re-read after the failure brings the cache to the thermostat's state.
      await waitFor(() => expect(cachedMode(id)).toBe(reached), { timeout: 20_000 });
      rendered.unmount();
    },
    40_000,
  );
});
