import { PorchlightClient } from '@porchlight/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findSnackbar, querySnackbar } from '../../test-utils/announcements.js';
import { renderWithClient, setupFakeApi } from '../../test-utils/fake-api.js';
import { gatedClient } from '../../test-utils/gated-client.js';
import { slideTo } from '../../test-utils/slider.js';
import { DeviceDetails, DeviceTable, ThermostatDetails } from '../navigation.js';
import type { ThermostatDetailsProps } from './ThermostatDetails.js';

const api = setupFakeApi();

interface ApiThermostat {
  device_id: string;
  properties: {
    name: string;
    fan_mode_setting?: string;
    temperature_fahrenheit?: number;
    current_climate_setting?: Record<string, unknown>;
    default_climate_setting?: { manual_override_allowed?: boolean };
  };
}

let ids: Record<string, string> = {};
let requests: string[] = [];

beforeEach(async () => {
  const { devices } = await api.api<{ devices: ApiThermostat[] }>('/devices/list');
  ids = Object.fromEntries(devices.map((d) => [d.properties.name, d.device_id]));
  requests = [];
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Fakes the timers for a test that skips the 2 s of quiet before a climate save with {@link quiet}
 * instead of waiting it out; real time still moves them, so requests and polls go on as before.
 */
function fakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
/** The 2 s of quiet after the last climate change, at once. */
const quiet = () => act(() => vi.advanceTimersByTime(2_000));

const idOf = (name: string) => {
  const id = ids[name];
  if (!id) throw new Error(`no seeded device named ${name}`);
  return id;
};
const onServer = async (name: string) =>
  (await api.api<{ device: ApiThermostat }>('/devices/get', { device_id: idOf(name) })).device
    .properties;
const actionCalls = () =>
  requests.filter(
    (path) => path.startsWith('/thermostats/') && !path.includes('climate_setting_schedules'),
  );

/** The value of a detail row (`<dt>label</dt><dd>value</dd>`). */
function detail(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no detail row '${label}'`);
  return value;
}
const hasDetail = (label: string) =>
  screen.queryAllByRole('term').some((dt) => dt.textContent === label);
const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;
const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
    name,
  }) as HTMLInputElement;

/**
 * A client of the fake API that records each request's path, as `recordingClient` does, and polls
 * action attempts every 10 ms: they settle in 50 ms here, and the default 500 ms between polls made
 * each save wait half a second for nothing.
 */
function quickClient(): PorchlightClient {
  return new PorchlightClient(
    { apiKey: api.server.keys.api_key },
    {
      endpoint: api.server.url,
      retryDelay: 1,
      waitForActionAttempt: { pollingInterval: 10 },
      fetch: (input, init) => {
        requests.push(new URL(String(input)).pathname);
        return fetch(input, init);
      },
    },
  );
}

async function renderThermostat(
  name: string,
  props: Partial<ThermostatDetailsProps> = {},
  client: PorchlightClient = quickClient(),
) {
  const view = renderWithClient(<ThermostatDetails deviceId={idOf(name)} {...props} />, client);
  await screen.findByRole('heading', { name, level: 3 });
  return view;
}

describe('ThermostatDetails against the fake API', () => {
  it('shows the card, scheduled climates, current and default settings and device details', async () => {
    await renderThermostat('Living Room Thermostat');
    expect(
      screen.getByRole('heading', { name: 'Living Room Thermostat, Thermostat', level: 2 }),
    ).toBeTruthy();
    expect(detail('Temperature').textContent).toBe('71°F');
    expect(detail('Humidity').textContent).toBe('42%');
    expect(detail('Setting').textContent).toBe('Heat & Cool · 68°F – 75°F');
    expect(detail('System status').textContent).toBe('--');
    expect(await screen.findByRole('button', { name: '3 scheduled climates' })).toBeTruthy();
    expect(radio('Mode', 'Heat & Cool').checked).toBe(true);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Mode' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['heat', 'cool', 'heat_cool', 'off']);
    expect(slider('Heating set point').value).toBe('68');
    expect(slider('Cooling set point').value).toBe('75');
    expect(radio('Fan mode', 'Auto').checked).toBe(true);
    expect(detail('Default climate').textContent).toBe('Heat & Cool · 67°F – 76°F');
    expect(
      screen.getByRole('switch', { name: 'Allow manual override' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(detail('Manufacturer').textContent).toBe('Google Nest');
    await waitFor(() => expect(detail('Linked account').textContent).toContain('@'));
    expect(detail('Device ID').textContent).toBe(idOf('Living Room Thermostat'));
  });

  it('titles its four sections as the spec names them, each a heading below the title', async () => {
    await renderThermostat('Living Room Thermostat');
    const sections = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Living Room Thermostat');
    expect(sections).toEqual([
      'Scheduled climates',
      'Current settings',
      'Default settings',
      'Device details',
    ]);
  });

  it('drops the Scheduled climates and Default settings sections when schedules are disabled', async () => {
    await renderThermostat('Living Room Thermostat', { disableClimateSettingSchedules: true });
    expect(screen.queryByRole('heading', { name: 'Scheduled climates' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Default settings' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Current settings' })).toBeTruthy();
  });

  it('offers only the modes a heat-only thermostat can do and shows None without a default', async () => {
    await renderThermostat('Bedroom Thermostat');
    const modes = within(screen.getByRole('radiogroup', { name: 'Mode' })).getAllByRole('radio');
    expect(modes.map((r) => r.getAttribute('value'))).toEqual(['heat', 'off']);
    expect(screen.queryByRole('slider', { name: 'Cooling set point' })).toBeNull();
  });

  it('starts a cooling-only thermostat that is off in Off, without a default climate', async () => {
    await renderThermostat('Basement Thermostat');
    const modes = within(screen.getByRole('radiogroup', { name: 'Mode' })).getAllByRole('radio');
    expect(modes.map((r) => r.getAttribute('value'))).toEqual(['cool', 'off']);
    expect(radio('Mode', 'Off').checked).toBe(true);
    expect(detail('Default climate').textContent).toBe('None');
  });

  it('moves a set point with the keyboard, pushes the other, and saves once after the quiet', async () => {
    const user = fakeTimers();
    await renderThermostat('Living Room Thermostat');
    const heat = slider('Heating set point');
    heat.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{PageUp}');
    expect(heat.value).toBe('75');
    expect(heat.getAttribute('aria-valuetext')).toBe('75°F');
    // Heat 75 needs cool at least 80: the cooling set point was pushed.
    expect(slider('Cooling set point').value).toBe('80');
    quiet();
    expect(await screen.findByText('Saved', {}, { timeout: 10_000 })).toBeTruthy();
    expect(actionCalls()).toEqual(['/thermostats/heat_cool']);
    const properties = await onServer('Living Room Thermostat');
    expect(properties.current_climate_setting).toMatchObject({
      hvac_mode_setting: 'heat_cool',
      heating_set_point_fahrenheit: 75,
      cooling_set_point_fahrenheit: 80,
    });
    expect(document.activeElement).toBe(heat);
    // The cached device took the saved climate: the card says so without a refetch.
    expect(detail('Setting').textContent).toBe('Heat & Cool · 75°F – 80°F');
  });

  it('says where the set points went after a raise button, which keeps focus and says nothing itself', async () => {
    const user = fakeTimers();
    await renderThermostat('Living Room Thermostat');
    const raise = screen.getByRole('button', { name: 'Raise heating set point' });
    await user.click(raise);
    const region = () =>
      [...document.querySelectorAll('.pl-climate-controls .pl-live-region')].map(
        (r) => r.textContent,
      );
    expect(region()).toEqual(['Heating set point 69°F']);
    // Heat 71 needs cool at least 76: the pushed cooling set point is said too.
    await user.click(raise);
    await user.click(raise);
    expect(region()).toEqual(['Heating set point 71°F, Cooling set point 76°F']);
    expect(document.activeElement).toBe(raise);
  });

  it('moves a set point down by 5 with Page Down and clamps at the bounds', async () => {
    const user = fakeTimers();
    await renderThermostat('Living Room Thermostat');
    const cool = slider('Cooling set point');
    cool.focus();
    await user.keyboard('{PageDown}');
    expect(cool.value).toBe('70');
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    // Cool cannot go below max(minCool 60, minHeat 50) + 5; heat is pushed down to keep 5 apart.
    expect(cool.value).toBe('65');
    expect(slider('Heating set point').value).toBe('60');
    quiet();
    await screen.findByText('Saved', {}, { timeout: 10_000 });
    expect(actionCalls()).toEqual(['/thermostats/heat_cool']);
  });

  it('sends nothing more for a raise at the bound while the save runs, and still says Saved', async () => {
    const user = fakeTimers();
    await renderThermostat('Bedroom Thermostat');
    await api.fault({ path: '/thermostats/heat', kind: 'slow', latency_ms: 1_500 });
    const heat = slider('Heating set point');
    heat.focus();
    await user.keyboard('{End}');
    expect(heat.value).toBe('90');
    quiet();
    await waitFor(() => expect(actionCalls()).toEqual(['/thermostats/heat']));
    // Raise at the maximum changes nothing: no edit, so the save under way is the last word.
    await user.click(screen.getByRole('button', { name: 'Raise heating set point' }));
    expect(heat.value).toBe('90');
    quiet();
    expect(await screen.findByText('Saved', {}, { timeout: 10_000 })).toBeTruthy();
    expect(actionCalls()).toEqual(['/thermostats/heat']);
  });

  it('saves off at once and hides the set points', async () => {
    const user = userEvent.setup();
    await renderThermostat('Living Room Thermostat');
    await user.click(radio('Mode', 'Off'));
    expect(screen.queryByRole('slider')).toBeNull();
    await waitFor(() => expect(actionCalls()).toEqual(['/thermostats/off']));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect((await onServer('Living Room Thermostat')).current_climate_setting).toMatchObject({
      hvac_mode_setting: 'off',
    });
  });

  it('says the thermostat no longer heats once Off is saved, without reading it again', async () => {
    const user = userEvent.setup();
    const id = idOf('Living Room Thermostat');
    const room = (await onServer('Living Room Thermostat')).temperature_fahrenheit ?? 70;
    await api.api('/thermostats/set_fan_mode', {
      device_id: id,
      fan_mode_setting: 'auto',
      sync: true,
    });
    const above = { heating_set_point_fahrenheit: Math.ceil(room) + 5 };
    await api.api('/thermostats/heat', { device_id: id, ...above, sync: true });
    await renderThermostat('Living Room Thermostat');
    expect(detail('System status').textContent).toBe('Heating');
    requests.length = 0;
    await user.click(radio('Mode', 'Off'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(detail('System status').textContent).toBe('--');
    expect(requests.filter((path) => path === '/devices/get')).toEqual([]);
  });

  it('does not send off for an arrow key that passes over it; only the mode it stops on is saved', async () => {
    const user = fakeTimers();
    await renderThermostat('Living Room Thermostat');
    radio('Mode', 'Heat & Cool').focus();
    // Heat, Cool, Heat & Cool, Off: the arrow passes Off and wraps round to Heat.
    await user.keyboard('{ArrowRight}');
    expect(radio('Mode', 'Off').checked).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(radio('Mode', 'Heat').checked).toBe(true);
    quiet();
    await screen.findByText('Saved', {}, { timeout: 10_000 });
    expect(actionCalls()).toEqual(['/thermostats/heat']);
  });

  it('restores the last saved values and tells the person when the save fails', async () => {
    const user = fakeTimers();
    await renderThermostat('Living Room Thermostat');
    await api.fault({ path: '/thermostats/heat_cool', status: 400, count: 5 });
    const heat = slider('Heating set point');
    slideTo(heat, '72');
    expect(heat.value).toBe('72');
    quiet();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('Error updating climate setting. Please try again.');
    await waitFor(() => expect(slider('Heating set point').value).toBe('68'));
    expect(slider('Cooling set point').value).toBe('75');
    expect(screen.queryByText('Saved')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
  });

  it('restores the values when the action attempt itself fails', async () => {
    fakeTimers();
    await renderThermostat('Living Room Thermostat');
    await api.fault({ path: '/thermostats/heat_cool', kind: 'action_error' });
    slideTo(slider('Cooling set point'), '80');
    quiet();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('Error updating climate setting. Please try again.');
    await waitFor(() => expect(slider('Cooling set point').value).toBe('75'));
  });

  it('keeps focus in the controls when a failed save removes the focused set point', async () => {
    const user = fakeTimers();
    await renderThermostat('Basement Thermostat');
    await api.fault({ path: '/thermostats/cool', status: 400 });
    await user.click(radio('Mode', 'Cool'));
    const cool = slider('Cooling set point');
    cool.focus();
    await user.keyboard('{ArrowUp}');
    quiet();
    await findSnackbar('assertive', { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('slider')).toBeNull());
    expect(radio('Mode', 'Off').checked).toBe(true);
    // The view's focus rescue or the controls' own hand-off may place it: either way focus stays
    // on a mode of this thermostat, never on the page body.
    await waitFor(() =>
      expect(
        screen.getByRole('radiogroup', { name: 'Mode' }).contains(document.activeElement),
      ).toBe(true),
    );
  });

  it('sets the fan mode at once and says so', async () => {
    const user = userEvent.setup();
    await renderThermostat('Living Room Thermostat');
    await user.click(radio('Fan mode', 'On'));
    expect(await screen.findByText('Successfully updated fan mode!')).toBeTruthy();
    expect(actionCalls()).toEqual(['/thermostats/set_fan_mode']);
    expect((await onServer('Living Room Thermostat')).fan_mode_setting).toBe('on');
    expect(radio('Fan mode', 'On').checked).toBe(true);
  });

  it('returns the fan mode and tells the person when setting it fails', async () => {
    const user = userEvent.setup();
    await renderThermostat('Living Room Thermostat');
    await api.fault({ path: '/thermostats/set_fan_mode', status: 400 });
    await user.click(radio('Fan mode', 'On'));
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Error updating fan mode. Please try again.');
    await waitFor(() => expect(radio('Fan mode', 'Auto').checked).toBe(true));
  });

  it('turns manual override off optimistically and the server agrees', async () => {
    const user = userEvent.setup();
    await renderThermostat('Living Room Thermostat');
    const toggle = screen.getByRole('switch', { name: 'Allow manual override' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(await screen.findByText('Successfully updated manual override!')).toBeTruthy();
    expect((await onServer('Living Room Thermostat')).default_climate_setting).toMatchObject({
      manual_override_allowed: false,
    });
  });

  it('marks manual override busy while its update runs, and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    // The update waits at the gate until both presses are made: no wait for a slow answer.
    const { client, held, open } = gatedClient(api.server, '/thermostats/update', (path) =>
      requests.push(path),
    );
    await renderThermostat('Living Room Thermostat', {}, client);
    const toggle = screen.getByRole('switch', { name: 'Allow manual override' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await held;
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    open();
    expect(
      await screen.findByText('Successfully updated manual override!', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(toggle.getAttribute('aria-busy')).toBeNull();
    expect(actionCalls()).toEqual(['/thermostats/update']);
  });

  it('still shows None for a missing default climate once manual override is toggled', async () => {
    const user = userEvent.setup();
    await renderThermostat('Basement Thermostat');
    expect(detail('Default climate').textContent).toBe('None');
    // The optimistic update leaves `default_climate_setting: { manual_override_allowed: false }`.
    const toggle = screen.getByRole('switch', { name: 'Allow manual override' });
    await user.click(toggle);
    expect(await screen.findByText('Successfully updated manual override!')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(detail('Default climate').textContent).toBe('None');
  });

  it('rolls manual override back when the update fails, even when the refetch fails too', async () => {
    const user = userEvent.setup();
    await renderThermostat('Living Room Thermostat');
    await api.fault({ path: '/thermostats/update', status: 400 });
    await api.fault({ path: '/devices/get', status: 500, count: 20 });
    const toggle = screen.getByRole('switch', { name: 'Allow manual override' });
    await user.click(toggle);
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Error updating manual override. Please try again.');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('hides schedules and default settings when schedules are disabled, and the id when ids are', async () => {
    await renderThermostat('Living Room Thermostat', {
      disableClimateSettingSchedules: true,
      disableResourceIds: true,
    });
    expect(screen.queryByRole('button', { name: /scheduled climates/ })).toBeNull();
    expect(hasDetail('Default climate')).toBe(false);
    expect(hasDetail('Allow manual override')).toBe(false);
    expect(hasDetail('Device ID')).toBe(false);
    expect(hasDetail('Manufacturer')).toBe(true);
  });

  it('opens the schedule table from the row and returns with Back', async () => {
    const user = userEvent.setup();
    await renderThermostat('Living Room Thermostat');
    await user.click(await screen.findByRole('button', { name: '3 scheduled climates' }));
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (3)' }),
    ).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Back' }).at(-1) as HTMLElement);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('3 scheduled climates'));
  });

  it("lets the host's callback keep the schedule table closed", async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    await renderThermostat('Living Room Thermostat', {
      onClimateSettingSchedulesClick: (id) => {
        clicks.push(id);
        return false;
      },
    });
    await user.click(await screen.findByRole('button', { name: '3 scheduled climates' }));
    expect(clicks).toEqual([idOf('Living Room Thermostat')]);
    expect(screen.queryByRole('heading', { name: /Climate setting schedules/ })).toBeNull();
  });

  it("hands a click on a schedule of the opened table to the host's callback", async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    await renderThermostat('Living Room Thermostat', {
      onClimateSettingScheduleClick: (id) => {
        clicks.push(id);
        return false;
      },
    });
    await user.click(await screen.findByRole('button', { name: '3 scheduled climates' }));
    await user.click(await screen.findByRole('button', { name: /^Spring Break/ }));
    expect(clicks).toHaveLength(1);
    // The host kept the schedule's details closed: the table is still there.
    expect(screen.getByRole('heading', { name: 'Climate setting schedules (3)' })).toBeTruthy();
  });

  it('shows the temperatures in °C once chosen, and saves set points in °C', async () => {
    const user = fakeTimers();
    await renderThermostat('Living Room Thermostat');
    await user.click(radio('Temperature unit', '°C'));
    expect(detail('Temperature').textContent).toBe('21°C');
    expect(slider('Heating set point').value).toBe('20');
    const cool = slider('Cooling set point');
    cool.focus();
    await user.keyboard('{ArrowUp}');
    expect(cool.value).toBe('25');
    quiet();
    await screen.findByText('Saved', {}, { timeout: 10_000 });
    const setting = (await onServer('Living Room Thermostat')).current_climate_setting;
    expect(setting).toMatchObject({ cooling_set_point_celsius: 25 });
  });

  it('keeps the cooling set point exact on the device when only heating changes in °C', async () => {
    const user = fakeTimers();
    await renderThermostat('Living Room Thermostat');
    await user.click(radio('Temperature unit', '°C'));
    // 75 °F is 23.9 °C, shown as 24; sending 24 °C would make it 75.2 °F.
    expect(slider('Cooling set point').value).toBe('24');
    const heat = slider('Heating set point');
    heat.focus();
    await user.keyboard('{ArrowUp}');
    expect(heat.value).toBe('21');
    expect(slider('Cooling set point').value).toBe('24');
    quiet();
    await screen.findByText('Saved', {}, { timeout: 10_000 });
    const setting = (await onServer('Living Room Thermostat')).current_climate_setting;
    expect(setting).toMatchObject({
      heating_set_point_celsius: 21,
      cooling_set_point_fahrenheit: 75,
      cooling_set_point_celsius: 23.9,
    });
  });
});

describe('ThermostatDetails outcomes that land while the schedule table is open', () => {
  const CLIMATE_FAILED = 'Error updating climate setting. Please try again.';
  const openSchedules = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: '3 scheduled climates' }));
    await screen.findByRole('heading', { name: 'Climate setting schedules (3)' });
  };
  const back = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getAllByRole('button', { name: 'Back' }).at(-1) as HTMLElement);
  /** Shown: not inside the main screen that the schedule table hides. */
  const shown = (element: HTMLElement) => element.closest('[hidden]') === null;

  it('shows and says a failed climate save over the table, and keeps it until the return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderThermostat('Living Room Thermostat');
      await api.fault({ path: '/thermostats/heat_cool', status: 400 });
      slideTo(slider('Heating set point'), '72');
      // Opened within the 2 s of quiet: the save goes out and fails behind the table.
      await openSchedules(user);
      act(() => vi.advanceTimersByTime(2_000));
      const alert = await findSnackbar('assertive', { timeout: 10_000 });
      expect(alert.textContent).toContain(CLIMATE_FAILED);
      expect(shown(alert)).toBe(true);
      expect(actionCalls()).toEqual(['/thermostats/heat_cool']);
      // Longer than a snackbar's 5 s: it waits while the person is away from the controls.
      act(() => vi.advanceTimersByTime(8_000));
      expect(querySnackbar('assertive')?.textContent).toContain(CLIMATE_FAILED);
      await back(user);
      await waitFor(() => expect(slider('Heating set point').value).toBe('68'));
      expect(querySnackbar('assertive')?.textContent).toContain(CLIMATE_FAILED);
      // Back with the rolled-back controls, it gets its usual display time.
      act(() => vi.advanceTimersByTime(5_100));
      expect(querySnackbar('assertive')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows and says 'Saved' over the table when a climate save lands there", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderThermostat('Living Room Thermostat');
      slideTo(slider('Heating set point'), '72');
      // Opened within the 2 s of quiet: the save goes out and lands behind the table.
      await openSchedules(user);
      act(() => vi.advanceTimersByTime(2_000));
      const toast = await findSnackbar('polite', { timeout: 10_000 });
      expect(toast.textContent).toContain('Saved');
      expect(shown(toast)).toBe(true);
      expect(actionCalls()).toEqual(['/thermostats/heat_cool']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves after 2000 ms of quiet, each change restarting the wait, and says Saved for 3000 ms', async () => {
    await renderThermostat('Living Room Thermostat');
    // Only the view's own timers are faked; the HTTP to the fake API stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      slideTo(slider('Heating set point'), '70');
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      // A second change 1.5 s later starts the 2 s again.
      slideTo(slider('Heating set point'), '71');
      await act(() => vi.advanceTimersByTimeAsync(1_999));
      await settle();
      expect(actionCalls()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      // Sent at the 2000th ms: the view's clock stands still (vi.waitFor would advance it) while
      // real time lets the request reach the fake API.
      const deadline = performance.now() + 10_000;
      while (actionCalls().length === 0 && performance.now() < deadline) await settle();
      expect(actionCalls()).toEqual(['/thermostats/heat_cool']);
      // Its action attempt's polls and the answer, in steps of 20 ms.
      await vi.waitFor(
        async () => {
          await act(() => vi.advanceTimersByTimeAsync(20));
          expect(screen.queryByText('Saved')).not.toBeNull();
        },
        { timeout: 10_000, interval: 5 },
      );
      expect(actionCalls()).toEqual(['/thermostats/heat_cool']);
      await act(() => vi.advanceTimersByTimeAsync(2_960));
      expect(screen.queryByText('Saved')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(60));
      expect(screen.queryByText('Saved')).toBeNull();
      expect(slider('Heating set point').value).toBe('71');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a save that lands in view to the row indicator, with no snackbar', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await renderThermostat('Living Room Thermostat');
      slideTo(slider('Heating set point'), '72');
      act(() => vi.advanceTimersByTime(2_000));
      await screen.findByText('Saved', {}, { timeout: 10_000 });
      expect(querySnackbar('polite')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes back a failed climate save when the person changes the climate again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await renderThermostat('Living Room Thermostat');
      await api.fault({ path: '/thermostats/heat_cool', status: 400 });
      slideTo(slider('Heating set point'), '72');
      act(() => vi.advanceTimersByTime(2_000));
      expect((await findSnackbar('assertive', { timeout: 10_000 })).textContent).toContain(
        CLIMATE_FAILED,
      );
      await waitFor(() => expect(slider('Heating set point').value).toBe('68'));
      slideTo(slider('Heating set point'), '70');
      expect(querySnackbar('assertive')).toBeNull();
      // Let that change land, so no save of this test reaches the next one.
      act(() => vi.advanceTimersByTime(2_000));
      await screen.findByText('Saved', {}, { timeout: 10_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows and says a failed fan mode over the table', async () => {
    const user = userEvent.setup();
    // The attempt's answer waits at the gate until the table is open.
    const { client, held, open } = gatedClient(api.server, '/action_attempts/get', (path) =>
      requests.push(path),
    );
    await renderThermostat('Living Room Thermostat', {}, client);
    await api.fault({ path: '/thermostats/set_fan_mode', kind: 'action_error' });
    await user.click(radio('Fan mode', 'On'));
    await openSchedules(user);
    await held;
    expect(querySnackbar('assertive')).toBeNull();
    open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('Error updating fan mode. Please try again.');
    expect(shown(alert)).toBe(true);
    await back(user);
    await waitFor(() => expect(radio('Fan mode', 'Auto').checked).toBe(true));
  });

  it('shows and says a manual override update over the table', async () => {
    const user = userEvent.setup();
    // The update waits at the gate until the table is open.
    const { client, held, open } = gatedClient(api.server, '/thermostats/update', (path) =>
      requests.push(path),
    );
    await renderThermostat('Living Room Thermostat', {}, client);
    await user.click(screen.getByRole('switch', { name: 'Allow manual override' }));
    await openSchedules(user);
    await held;
    expect(querySnackbar('polite')).toBeNull();
    open();
    const toast = await findSnackbar('polite', { timeout: 10_000 });
    expect(toast.textContent).toContain('Successfully updated manual override!');
    expect(shown(toast)).toBe(true);
  });
});

describe('ThermostatDetails when the scheduled climates cannot be counted', () => {
  const LIST = '/thermostats/climate_setting_schedules/list';

  it('says so on the row, which still opens the table and its Try again', async () => {
    const user = userEvent.setup();
    await api.fault({ path: LIST, status: 500, count: 30 });
    await renderThermostat('Living Room Thermostat');
    const row = await screen.findByRole('button', {
      name: 'View scheduled climates',
      description: 'Climate settings could not be loaded',
    });
    await user.click(row);
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('Climate settings could not be loaded');
    await api.clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (3)' }),
    ).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Back' }).at(-1) as HTMLElement);
    // The table's retry filled the row's count too: one cache entry.
    const counted = await screen.findByRole('button', { name: '3 scheduled climates' });
    expect(counted.getAttribute('aria-describedby')).toBeNull();
  });

  it("offers 'Try again' for the row alone, announces the failure, and keeps focus on the row once the count loads", async () => {
    const user = userEvent.setup();
    await api.fault({ path: LIST, status: 500, count: 30 });
    await renderThermostat('Living Room Thermostat');
    const retry = await screen.findByRole(
      'button',
      { name: 'Try again', description: 'Climate settings could not be loaded' },
      { timeout: 10_000 },
    );
    // Said when it happens, from a live region that was in the page before it.
    const said = [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent);
    expect(said).toContain('Climate settings could not be loaded');
    await api.clearFaults();
    retry.focus();
    await user.keyboard('{Enter}');
    const row = await screen.findByRole('button', { name: '3 scheduled climates' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The button that had focus is gone: focus goes to the row it retried, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(row));
    // Loaded by the row itself: the schedules table was never opened.
    expect(screen.queryByRole('heading', { name: /^Climate setting schedules/ })).toBeNull();
  });
});

describe('DeviceDetails with a thermostat', () => {
  it('draws the thermostat view and passes the host flags on', async () => {
    renderWithClient(
      <DeviceDetails deviceId={idOf('Living Room Thermostat')} disableResourceIds />,
      api.client,
    );
    expect(await screen.findByRole('radiogroup', { name: 'Mode' })).toBeTruthy();
    expect(hasDetail('Device ID')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('ThermostatDetails saves still running when the person leaves with Back', () => {
  /** The device table with the thermostat opened from its row. */
  async function openFromTable(client: PorchlightClient) {
    const user = userEvent.setup();
    renderWithClient(<DeviceTable />, client);
    await user.click(await screen.findByRole('button', { name: /^Living Room Thermostat/ }));
    await screen.findByRole('radiogroup', { name: 'Mode' });
    const leave = async () => {
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await screen.findByRole('button', { name: /^Living Room Thermostat/ });
      expect(screen.queryByRole('radiogroup', { name: 'Mode' })).toBeNull();
    };
    return { user, leave };
  }

  it('still tells a failed manual override after the person went back to the table', async () => {
    const { client, held, open } = gatedClient(api.server, '/thermostats/update', (path) =>
      requests.push(path),
    );
    const { user, leave } = await openFromTable(client);
    await api.fault({ path: '/thermostats/update', status: 400 });
    await user.click(screen.getByRole('switch', { name: 'Allow manual override' }));
    await held;
    await leave();
    open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('Error updating manual override. Please try again.');
    expect((await onServer('Living Room Thermostat')).default_climate_setting).toMatchObject({
      manual_override_allowed: true,
    });
  });

  it('still tells a failed fan mode after the person went back to the table', async () => {
    const { client, held, open } = gatedClient(api.server, '/thermostats/set_fan_mode', (path) =>
      requests.push(path),
    );
    const { user, leave } = await openFromTable(client);
    await api.fault({ path: '/thermostats/set_fan_mode', status: 400 });
    await user.click(radio('Fan mode', 'On'));
    await held;
    await leave();
    open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('Error updating fan mode. Please try again.');
  });

  it('still tells a failed climate change that was saved as the person went back', async () => {
    const { client, held, open } = gatedClient(api.server, '/thermostats/heat_cool', (path) =>
      requests.push(path),
    );
    const { leave } = await openFromTable(client);
    await api.fault({ path: '/thermostats/heat_cool', status: 400 });
    // Back within the 2 s of quiet: the change is saved as the controls close.
    slideTo(slider('Heating set point'), '72');
    await leave();
    await held;
    open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('Error updating climate setting. Please try again.');
  });

  it('says nothing more when a save that was running as the person left succeeds', async () => {
    const { client, held, open } = gatedClient(api.server, '/thermostats/set_fan_mode', (path) =>
      requests.push(path),
    );
    const { user, leave } = await openFromTable(client);
    await user.click(radio('Fan mode', 'On'));
    await held;
    await leave();
    open();
    await waitFor(async () =>
      expect((await onServer('Living Room Thermostat')).fan_mode_setting).toBe('on'),
    );
    await waitFor(() => expect(requests).toContain('/action_attempts/get'));
    expect(querySnackbar('assertive')).toBeNull();
  });
});

describe('ThermostatDetails climate saves that a newer save overtook', () => {
  const FAILED = 'Error updating climate setting. Please try again.';

  /** Counts the error snackbars inserted with `message`: each insertion is said once. */
  function countAlerts(message: string) {
    let count = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (
            node instanceof HTMLElement &&
            node.closest('[aria-live="assertive"]') &&
            node.textContent?.includes(message)
          ) {
            count += 1;
          }
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return {
      get count() {
        return count;
      },
      stop: () => observer.disconnect(),
    };
  }

  /** Sends a heating change, then a newer one while the first is still held unanswered. */
  async function twoSaves() {
    fakeTimers();
    const { client, held, open } = gatedClient(api.server, '/thermostats/heat_cool', (path) =>
      requests.push(path),
    );
    renderWithClient(<ThermostatDetails deviceId={idOf('Living Room Thermostat')} />, client);
    await screen.findByRole('radiogroup', { name: 'Mode' });
    slideTo(slider('Heating set point'), '70');
    quiet();
    await held;
    slideTo(slider('Heating set point'), '72');
    quiet();
    return { open };
  }

  it('says nothing of the older failure when the newer save succeeded', async () => {
    const { open } = await twoSaves();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'), {
      timeout: 10_000,
    });
    await api.fault({ path: '/thermostats/heat_cool', status: 400 });
    const alerts = countAlerts(FAILED);
    open();
    await waitFor(() =>
      expect(requests.filter((path) => path === '/thermostats/heat_cool')).toHaveLength(2),
    );
    await waitFor(async () =>
      expect((await onServer('Living Room Thermostat')).current_climate_setting).toMatchObject({
        heating_set_point_fahrenheit: 72,
      }),
    );
    // The failure's re-read lands: the controls keep the newer climate, and nothing is said.
    await waitFor(() =>
      expect(requests.filter((path) => path === '/devices/get').length).toBeGreaterThan(1),
    );
    expect(slider('Heating set point').value).toBe('72');
    expect(alerts.count).toBe(0);
    alerts.stop();
  });

  it('says one failure and returns to the saved climate when both saves failed', async () => {
    const alerts = countAlerts(FAILED);
    const { open } = await twoSaves();
    await api.fault({ path: '/thermostats/heat_cool', status: 400, count: 2 });
    expect((await findSnackbar('assertive', { timeout: 10_000 })).textContent).toContain(FAILED);
    await waitFor(() => expect(slider('Heating set point').value).toBe('68'));
    open();
    await waitFor(() =>
      expect(requests.filter((path) => path === '/thermostats/heat_cool')).toHaveLength(2),
    );
    await waitFor(() =>
      expect(requests.filter((path) => path === '/devices/get').length).toBeGreaterThan(2),
    );
    expect(slider('Heating set point').value).toBe('68');
    expect(alerts.count).toBe(1);
    alerts.stop();
  });
});
