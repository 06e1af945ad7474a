import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSnackbar, querySnackbar } from '../test-utils/announcements.js';
import { renderWithPublishableKey, setupFakeApi } from '../test-utils/fake-api.js';
import {
  AccessCodeTable,
  ClimateSettingScheduleTable,
  DeviceDetails,
  DeviceTable,
  ThermostatCard,
  ThermostatDetails,
} from '../views/navigation.js';

const api = setupFakeApi();

afterEach(async () => {
  vi.useRealTimers();
  await api.clearFaults();
});

describe('a key exchange slower than the client timeout', () => {
  it("says the devices could not be loaded once the default 30 s are up, and 'Try again' exchanges again", async () => {
    // The fake holds the exchange far longer than the client waits (its timers are faked too).
    await api.fault({ path: '/client_sessions/get_or_create', kind: 'slow', latency_ms: 600_000 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderWithPublishableKey(api.server, <DeviceTable />);
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(screen.queryByText('Devices could not be loaded')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    // The table's load failure is an error snackbar, spoken by its assertive region.
    const snackbar = await findSnackbar('assertive', { timeout: 10_000 });
    expect(snackbar.textContent).toContain('Devices could not be loaded');
    vi.useRealTimers();
    await api.clearFaults();
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Devices \(\d+\)/ })).toBeTruthy();
    expect(querySnackbar('assertive')).toBeNull();
  });
});

describe('while the publishable key is exchanged', () => {
  const views: Array<
    [string, (ids: { lock: string; thermostat: string }) => ReactElement, string]
  > = [
    ['DeviceTable', () => <DeviceTable />, 'Loading devices'],
    ['DeviceDetails', ({ lock }) => <DeviceDetails deviceId={lock} />, 'Loading device'],
    ['AccessCodeTable', ({ lock }) => <AccessCodeTable deviceId={lock} />, 'Loading access codes'],
    [
      'ThermostatDetails',
      ({ thermostat }) => <ThermostatDetails deviceId={thermostat} />,
      'Loading thermostat',
    ],
    [
      'ThermostatCard',
      ({ thermostat }) => <ThermostatCard deviceId={thermostat} />,
      'Loading thermostat',
    ],
    [
      'ClimateSettingScheduleTable',
      ({ thermostat }) => <ClimateSettingScheduleTable deviceId={thermostat} />,
      'Loading schedules',
    ],
  ];
  it.each(views)(
    '%s says it is loading from its first render while the key is exchanged',
    async (_name, view, label) => {
      const ids = {
        lock: await api.deviceId('Front Door'),
        thermostat: await api.deviceId('Living Room Thermostat'),
      };
      // Held long enough to look at the screen during the exchange.
      await api.fault({ path: '/client_sessions/get_or_create', kind: 'slow', latency_ms: 2_000 });
      renderWithPublishableKey(api.server, view(ids));
      expect(
        screen.getAllByRole('status').some((status) => status.textContent?.includes(label)),
      ).toBe(true);
    },
  );
});

describe('a key exchange nobody waits for any more', () => {
  it('is aborted when the provider unmounts', async () => {
    const signals: AbortSignal[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).includes('/client_sessions/get_or_create') && init?.signal) {
        signals.push(init.signal);
      }
      return realFetch(input, init);
    });
    try {
      await api.fault({ path: '/client_sessions/get_or_create', kind: 'slow', latency_ms: 5_000 });
      const view = renderWithPublishableKey(api.server, <DeviceTable />);
      await vi.waitFor(() => expect(signals).toHaveLength(1));
      expect(signals[0]?.aborted).toBe(false);
      view.unmount();
      expect(signals[0]?.aborted).toBe(true);
    } finally {
      spy.mockRestore();
      await api.clearFaults();
    }
  });
});
