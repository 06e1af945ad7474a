import type { ClimateSettingSchedule } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAllClimateSettingSchedules } from '../../hooks/climate-setting-schedules/use-all-climate-setting-schedules.js';
import { deviceKeys } from '../../hooks/devices/device-queries.js';
import { findSnackbar, querySnackbar } from '../../test-utils/announcements.js';
import { politeTexts, pressRetryOffline, WAITING } from '../../test-utils/connection-wait.js';
import {
  recordingClient,
  renderWithClient,
  setupFakeApi,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { hiddenDeviceClient } from '../../test-utils/hidden-device-client.js';
import { formatDateTime } from '../../ui/format-date.js';
import { LOADING_TOAST_REMOVE_MS } from '../../ui/LoadingToast.js';
import { ClimateSettingScheduleTable } from '../navigation.js';

const api = setupFakeApi();

/** Says when every thermostat's schedule list has answered, through the hook the table reads. */
function SettledProbe() {
  const all = useAllClimateSettingSchedules();
  return all.data === undefined ? null : <span data-testid="settled" />;
}
const LIST = '/thermostats/climate_setting_schedules/list';

let livingRoom = '';
let schedules: ClimateSettingSchedule[] = [];

beforeEach(async () => {
  livingRoom = await api.deviceId('Living Room Thermostat');
  const answer = await api.api<{ climate_setting_schedules: ClimateSettingSchedule[] }>(LIST, {
    device_id: livingRoom,
  });
  schedules = answer.climate_setting_schedules;
});

afterEach(() => {
  vi.useRealTimers();
});

const named = (name: string) => {
  const schedule = schedules.find((s) => s.name === name);
  if (!schedule) throw new Error(`no schedule named ${name}`);
  return schedule;
};
const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.pl-schedule-row__name')?.textContent);
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

async function renderLivingRoom(props: Parameters<typeof ClimateSettingScheduleTable>[0] = {}) {
  const view = renderWithClient(
    <ClimateSettingScheduleTable deviceId={livingRoom} {...props} />,
    api.client,
  );
  await screen.findByRole('heading', { name: 'Climate setting schedules (3)' });
  await waitFor(() => expect(row('Spring Break').textContent).toContain('Living Room Thermostat'));
  return view;
}

describe('ClimateSettingScheduleTable against the fake API', () => {
  it('shows the loading label, then the heading with the count and a row per schedule', async () => {
    renderWithClient(<ClimateSettingScheduleTable deviceId={livingRoom} />, api.client);
    expect(screen.getByRole('status').textContent).toBe('Loading schedules');
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (3)', level: 2 }),
    ).toBeTruthy();
    expect(rowNames()).toEqual(['Spring Break', 'Weekend Guests', 'Holiday Away']);
  });

  it('hides the heading from view with heading={null}, keeping it for screen readers', async () => {
    await renderLivingRoom({ heading: null });
    const hidden = screen.getByRole('heading', { name: 'Climate setting schedules (3)' });
    expect(hidden.querySelector('.pl-visually-hidden')?.textContent).toBe(
      'Climate setting schedules (3)',
    );
  });

  it('shows device name, status with the date its label names, and the climate in °F', async () => {
    await renderLivingRoom();
    const expired = named('Spring Break');
    const running = named('Weekend Guests');
    const upcoming = named('Holiday Away');
    expect(row('Spring Break').textContent).toContain('Living Room Thermostat');
    expect(row('Spring Break').textContent).toContain(
      `Expired ${formatDateTime(new Date(expired.schedule_ends_at))}`,
    );
    expect(row('Weekend Guests').textContent).toContain(
      `Ends ${formatDateTime(new Date(running.schedule_ends_at))}`,
    );
    expect(row('Holiday Away').textContent).toContain(
      `Starts ${formatDateTime(new Date(upcoming.schedule_starts_at))}`,
    );
    expect(row('Weekend Guests').textContent).toContain('Heat & Cool · 69°F – 74°F');
  });

  it('names each row with its parts read apart: name, thermostat, status and climate', async () => {
    await renderLivingRoom();
    const running = named('Weekend Guests');
    // On screen the row's layout sets the parts apart; read as one name they ran together
    // ('Weekend GuestsLiving Room Thermostat…').
    expect(
      screen.getByRole('button', {
        name: `Weekend Guests, Living Room Thermostat, Ends ${formatDateTime(new Date(running.schedule_ends_at))}, Heat & Cool · 69°F – 74°F`,
      }),
    ).toBeTruthy();
  });

  it('shows the set points in Celsius when asked', async () => {
    await renderLivingRoom({ temperatureUnit: 'celsius' });
    expect(row('Weekend Guests').textContent).toContain('Heat & Cool · 20°C – 23°C');
  });

  it("lists every thermostat's schedules without a deviceId", async () => {
    renderWithClient(<ClimateSettingScheduleTable />, api.client);
    await screen.findByRole('heading', { name: 'Climate setting schedules (5)' });
    expect(rowNames()).toEqual([
      // Thermostats in the API's order, newest first; each one's schedules in their own order.
      'Summer Cooling',
      'Night Setback',
      'Spring Break',
      'Weekend Guests',
      'Holiday Away',
    ]);
    expect(row('Night Setback').textContent).toContain('Bedroom Thermostat');
    expect(row('Night Setback').textContent).toContain('Heat · 64°F');
    expect(row('Summer Cooling').textContent).toContain('Basement Thermostat');
    expect(row('Summer Cooling').textContent).toContain('Cool · 72°F');
  });

  it('searches names trimmed and case-insensitively', async () => {
    const user = userEvent.setup();
    await renderLivingRoom();
    const search = screen.getByRole('searchbox', { name: 'Search climate setting schedules' });
    await user.type(search, '  WEEKEND ');
    await waitFor(() => expect(rowNames()).toEqual(['Weekend Guests']));
    await user.clear(search);
    await user.type(search, 'a');
    await waitFor(() => expect(rowNames()).toEqual(['Spring Break', 'Holiday Away']));
    // The new count is said from a live region that was in the page before the search.
    const said = screen.getByText('2 climate setting schedules shown');
    expect(said.closest('[aria-live="polite"]')).not.toBeNull();
    await user.clear(search);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.queryByText(/climate setting schedules? shown/)).toBeNull();
  });

  it('shows and says the empty state when nothing matches', async () => {
    const user = userEvent.setup();
    await renderLivingRoom();
    await user.type(screen.getByRole('searchbox'), 'zzz-nothing');
    const empty = await screen.findByText('Sorry, no climate setting schedules were found');
    expect(empty.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty state for a thermostat without schedules', async () => {
    const { climate_setting_schedule_id } = named('Spring Break');
    await api.api('/thermostats/climate_setting_schedules/delete', { climate_setting_schedule_id });
    const bedroom = await api.deviceId('Bedroom Thermostat');
    const night = (
      await api.api<{ climate_setting_schedules: ClimateSettingSchedule[] }>(LIST, {
        device_id: bedroom,
      })
    ).climate_setting_schedules[0];
    await api.api('/thermostats/climate_setting_schedules/delete', {
      climate_setting_schedule_id: night?.climate_setting_schedule_id,
    });
    renderWithClient(<ClimateSettingScheduleTable deviceId={bedroom} />, api.client);
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (0)' }),
    ).toBeTruthy();
    expect(screen.getByText('Sorry, no climate setting schedules were found')).toBeTruthy();
  });

  it("shows the load failure with 'Try again', which refetches", async () => {
    const user = userEvent.setup();
    await api.fault({ path: LIST, status: 500, count: 10 });
    renderWithClient(<ClimateSettingScheduleTable deviceId={livingRoom} />, api.client);
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Climate settings could not be loaded');
    await api.clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (3)' }),
    ).toBeTruthy();
    expect(querySnackbar()).toBeNull();
  });

  it('shows the load failure for all thermostats too, and recovers', async () => {
    const user = userEvent.setup();
    await api.fault({ path: LIST, status: 500, count: 30 });
    renderWithClient(<ClimateSettingScheduleTable />, api.client);
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Climate settings could not be loaded');
    await api.clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (5)' }),
    ).toBeTruthy();
    expect(querySnackbar()).toBeNull();
  });

  it("says only that the schedules could not be loaded, not that none were found, when every thermostat's list fails", async () => {
    await api.fault({ path: LIST, status: 500, count: 30 });
    renderWithClient(
      <>
        <ClimateSettingScheduleTable />
        <SettledProbe />
      </>,
      api.client,
    );
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Climate settings could not be loaded');
    // Every list has failed (the hook the table reads has settled), so the table is in its end state.
    await screen.findByTestId('settled');
    expect(screen.queryByText('Sorry, no climate setting schedules were found')).toBeNull();
    // No count: nothing was counted, as while loading and as for one thermostat's failed list.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Climate setting schedules');
  });

  it('opens a row in the details without a request, focuses its heading, and Back returns', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    renderWithClient(<ClimateSettingScheduleTable />, recordingClient(api.server, requests));
    await screen.findByRole('heading', { name: 'Climate setting schedules (5)' });
    const search = screen.getByRole('searchbox');
    await user.type(search, 'setback');
    await waitFor(() => expect(rowNames()).toEqual(['Night Setback']));
    const before = requests.length;
    await user.click(row('Night Setback'));
    const heading = await screen.findByRole('heading', {
      name: 'Night Setback, Climate setting schedule',
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Night Setback', { selector: '.pl-schedule-card__name' })).toBeTruthy();
    expect(
      screen.getByText('Bedroom Thermostat', { selector: '.pl-schedule-card__device' }),
    ).toBeTruthy();
    // Served from the list's cache: neither the schedule nor its thermostat was fetched again.
    expect(requests.slice(before)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Climate setting schedules (5)' });
    expect(document.activeElement).toBe(row('Night Setback'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('setback');
  });

  it('lets the host handle clicks: false or the flag keeps the details closed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn(() => false);
    const { rerender } = await renderLivingRoom({ onClimateSettingScheduleClick: onClick });
    await user.click(row('Holiday Away'));
    expect(onClick).toHaveBeenCalledWith(named('Holiday Away').climate_setting_schedule_id);
    expect(
      screen.queryByRole('heading', { name: 'Holiday Away, Climate setting schedule' }),
    ).toBeNull();
    const observe = vi.fn(() => undefined);
    rerender(
      <ClimateSettingScheduleTable
        deviceId={livingRoom}
        onClimateSettingScheduleClick={observe}
        preventDefaultOnClimateSettingScheduleClick
      />,
    );
    await user.click(row('Holiday Away'));
    expect(observe).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByRole('heading', { name: 'Holiday Away, Climate setting schedule' }),
    ).toBeNull();
    rerender(
      <ClimateSettingScheduleTable deviceId={livingRoom} onClimateSettingScheduleClick={observe} />,
    );
    await user.click(row('Holiday Away'));
    expect(
      await screen.findByRole('heading', { name: 'Holiday Away, Climate setting schedule' }),
    ).toBeTruthy();
  });

  it('hides the search box with disableSearch and shows a back button with onBack', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    await renderLivingRoom({ disableSearch: true, onBack });
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe("every thermostat's schedules while the load waits for the connection", () => {
  it("a retry paused offline keeps the failure with a busy 'Try again' focused, says it waits, and loads once online", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/devices/list', status: 500, count: 100 });
    renderWithClient(<ClimateSettingScheduleTable />, api.client);
    const toast = await findSnackbar('assertive', { timeout: 10_000 });
    expect(toast.textContent).toContain('Climate settings could not be loaded');
    const retry = within(toast).getByRole('button', { name: 'Try again' });
    await api.clearFaults();
    try {
      await pressRetryOffline(user, retry);
      window.dispatchEvent(new Event('online'));
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Climate setting schedules (5)' },
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      await waitFor(() => expect(document.body.textContent).not.toContain(WAITING));
    } finally {
      // The manager is shared by every test of the file.
      onlineManager.setOnline(true);
    }
  });

  it('a first load that starts offline says it waits beside the loading toast, and loads once online', async () => {
    try {
      onlineManager.setOnline(false);
      renderWithClient(<ClimateSettingScheduleTable />, api.client);
      await waitFor(() => expect(politeTexts()).toContain(WAITING));
      expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
      expect(document.querySelector('p[aria-hidden]')?.textContent).toBe(WAITING);
      onlineManager.setOnline(true);
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Climate setting schedules (5)' },
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe("every thermostat's schedules when a re-read of the devices brings a new thermostat", () => {
  it("keeps the rows and count shown while the new thermostat's schedules load, then adds them", async () => {
    const hidden = hiddenDeviceClient(api.server, livingRoom);
    const queryClient = testQueryClient();
    // Fake timers that still move with real time: the test skips the first load's toast lingering
    // and fading instead of waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    renderWithClient(<ClimateSettingScheduleTable />, hidden.client, queryClient);
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (2)' }),
    ).toBeTruthy();
    const before = rowNames();
    // The first load's toast lingers and fades once every read has ended: gone before the re-read.
    const statuses = () => screen.queryAllByRole('status').map((status) => status.textContent);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // TanStack tells the table on a timer of its own: the load ends and the toast starts to linger.
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(LOADING_TOAST_REMOVE_MS));
    await waitFor(() => expect(statuses()).not.toContain('Loading schedules'), { timeout: 5000 });
    hidden.show();
    // What a window focus or a host's invalidation does.
    void queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    await hidden.schedulesHeld;
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Climate setting schedules (2)',
    );
    expect(rowNames()).toEqual(before);
    expect(statuses()).not.toContain('Loading schedules');
    expect(screen.queryByText('Loading more schedules…')).toBeNull();
    hidden.releaseSchedules();
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (5)' }),
    ).toBeTruthy();
    expect(rowNames()).toEqual(expect.arrayContaining([...before, 'Spring Break']));
  });
});
