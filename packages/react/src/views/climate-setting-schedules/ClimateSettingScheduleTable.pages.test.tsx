import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceKeys } from '../../hooks/devices/device-queries.js';
import { findSnackbar, liveRegionOf, querySnackbar } from '../../test-utils/announcements.js';
import {
  BOTH_CACHES,
  politeTexts,
  pressRetryAgainWhileWaiting,
  pressRetryOffline,
  WAITING,
} from '../../test-utils/connection-wait.js';
import {
  recordingClient,
  renderWithClient,
  setupFakeApi,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { createGate } from '../../test-utils/gate.js';
import { hiddenDeviceClient } from '../../test-utils/hidden-device-client.js';
import { laterPagesClient } from '../../test-utils/later-pages-client.js';
import { ClimateSettingScheduleTable } from '../navigation.js';

// Three pages of the provider's 500 devices; every tenth is a thermostat (110), none has a schedule.
const DEVICES = 1100;
const THERMOSTATS = 110;
const api = setupFakeApi({ seed: 'scale', devices: DEVICES, codes: 0 });

// The manager is shared by every test of the file.
afterEach(() => onlineManager.setOnline(true));

/** The seeded thermostats, newest (first page) first. */
async function thermostatIds() {
  const { devices } = await api.api<{
    devices: Array<{ device_id: string; capabilities_supported: string[] }>;
  }>('/devices/list', { limit: DEVICES });
  const ids = devices
    .filter((d) => d.capabilities_supported.includes('thermostat'))
    .map((d) => d.device_id);
  expect(ids).toHaveLength(THERMOSTATS);
  return ids;
}

async function createSchedule(deviceId: string | undefined, name: string) {
  await api.api('/thermostats/climate_setting_schedules/create', {
    device_id: deviceId,
    name,
    schedule_starts_at: '2030-01-01T00:00:00Z',
    schedule_ends_at: '2030-01-08T00:00:00Z',
  });
}

/** One schedule on the newest thermostat (first page of devices), one on the oldest (last page). */
async function seedSchedules() {
  const ids = await thermostatIds();
  await createSchedule(ids[0], 'Lobby Warmup');
  await createSchedule(ids.at(-1), 'Cellar Frost Guard');
}

/**
 * The rest of the devices and 110 schedule lists take a second or two on a quiet machine; a
 * loaded two-CPU CI machine missed 10 s once, so each wait gets 25 s, in a test given 90 s.
 */
const ALL_READ = { timeout: 25_000 };
const row = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name}`) });
const loadingToast = () =>
  screen.queryAllByRole('status').find((status) => status.textContent === 'Loading schedules');

describe('ClimateSettingScheduleTable of every thermostat, with more than one page of devices', {
  timeout: 90_000,
}, () => {
  it("shows the first page's schedules at once, says 'Loading more schedules…', then counts them all", async () => {
    await seedSchedules();
    const pages = laterPagesClient(api.server);
    const held = pages.hold();
    renderWithClient(<ClimateSettingScheduleTable />, pages.client);
    expect(loadingToast()).toBeTruthy();
    const politeRegions = [...document.querySelectorAll('[aria-live="polite"]')];
    await held;
    await waitFor(() => expect(row('Lobby Warmup')).not.toBeNull(), ALL_READ);
    const more = screen.getByText('Loading more schedules…');
    // Said from a polite region that was in the page before it; the toast gave way to it.
    expect(politeRegions).toContain(liveRegionOf(more));
    expect(loadingToast()).toBeUndefined();
    // No count and no empty state for part of the thermostats.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Climate setting schedules');
    expect(row('Cellar Frost Guard')).toBeNull();
    pages.release();
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (2)' }, ALL_READ),
    ).toBeTruthy();
    expect(row('Cellar Frost Guard')).not.toBeNull();
    expect(screen.queryByText('Loading more schedules…')).toBeNull();
    expect(loadingToast()).toBeUndefined();
  });

  it('says no schedules were found only once every device is read', async () => {
    const pages = laterPagesClient(api.server);
    const held = pages.hold();
    renderWithClient(<ClimateSettingScheduleTable />, pages.client);
    await held;
    await screen.findByText('Loading more schedules…');
    expect(screen.queryByText('Sorry, no climate setting schedules were found')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Climate setting schedules');
    pages.release();
    expect(
      await screen.findByText('Sorry, no climate setting schedules were found', {}, ALL_READ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Climate setting schedules (0)' })).toBeTruthy();
  });

  it("asks for each page of devices and each thermostat's schedules once", async () => {
    const requests: string[] = [];
    renderWithClient(<ClimateSettingScheduleTable />, recordingClient(api.server, requests));
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (0)' }, ALL_READ),
    ).toBeTruthy();
    expect(requests.filter((path) => path === '/devices/list')).toHaveLength(3);
    // Each page of devices used to ask again for the schedules of every thermostat read before.
    expect(
      requests.filter((path) => path === '/thermostats/climate_setting_schedules/list'),
    ).toHaveLength(THERMOSTATS);
  });

  it("keeps the rows shown when a later page of devices fails, and reads them all on 'Try again'", async () => {
    const user = userEvent.setup();
    await seedSchedules();
    const pages = laterPagesClient(api.server);
    pages.fail = true;
    renderWithClient(<ClimateSettingScheduleTable />, pages.client);
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Climate settings could not be loaded');
    await waitFor(() => expect(row('Lobby Warmup')).not.toBeNull(), ALL_READ);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Climate setting schedules');
    expect(screen.queryByText('Sorry, no climate setting schedules were found')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Loading more schedules…')).toBeNull(), ALL_READ);
    pages.fail = false;
    // The retry reads the first pages again; its third page is held.
    const third = pages.hold(2);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await third;
    await screen.findByText('Loading more schedules…');
    // The failure stays, its 'Try again' busy, until the retry ends: focus on it must not drop.
    const retry = within(await findSnackbar()).getByRole('button', { name: 'Try again' });
    expect(retry.getAttribute('aria-busy')).toBe('true');
    expect(row('Lobby Warmup')).not.toBeNull();
    pages.release();
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (2)' }, ALL_READ),
    ).toBeTruthy();
    expect(row('Cellar Frost Guard')).not.toBeNull();
    await waitFor(() => expect(querySnackbar()).toBeNull(), ALL_READ);
  });

  it('says at once that a retry of the devices failed again, while the schedules of the thermostats read so far still load', async () => {
    const user = userEvent.setup();
    await seedSchedules();
    const ids = await thermostatIds();
    // The schedules of the second thermostat (first page of devices) wait at the gate.
    const schedules = createGate();
    const pages = laterPagesClient(api.server, (path, sent) =>
      path === '/thermostats/climate_setting_schedules/list' && sent.includes(ids[1] ?? '-')
        ? schedules.pass()
        : undefined,
    );
    pages.fail = true;
    renderWithClient(<ClimateSettingScheduleTable />, pages.client);
    await schedules.held;
    const alert = await findSnackbar('assertive', ALL_READ);
    await waitFor(() => expect(row('Lobby Warmup')).not.toBeNull(), ALL_READ);
    const first = within(alert).getByText('Climate settings could not be loaded');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    // The retry reads the first page again and fails at the second once more: said then, not once
    // the held schedules answer. Drawn anew in the assertive region, 'Try again' no longer busy.
    await waitFor(() => expect(retry.getAttribute('aria-busy')).toBeNull(), ALL_READ);
    const again = within(alert).getByText('Climate settings could not be loaded');
    expect(again).not.toBe(first);
    expect(liveRegionOf(again).getAttribute('aria-live')).toBe('assertive');
    expect(querySnackbar()).toBe(alert);
    expect(row('Lobby Warmup')).not.toBeNull();
    expect(screen.getByText('Loading more schedules…')).toBeTruthy();
    schedules.open();
    await waitFor(() => expect(screen.queryByText('Loading more schedules…')).toBeNull(), ALL_READ);
    expect(querySnackbar()).toBe(alert);
  });

  it.each(BOTH_CACHES)(
    "%s: 'Try again' after a later page of devices failed, pressed offline, stays busy and focused, says the wait once, and reads on once online",
    async (_cache, makeQueryClient) => {
      const user = userEvent.setup();
      await seedSchedules();
      const queryClient = makeQueryClient();
      const pages = laterPagesClient(api.server);
      pages.fail = true;
      renderWithClient(<ClimateSettingScheduleTable />, pages.client, queryClient);
      const alert = await findSnackbar('assertive', ALL_READ);
      expect(alert.textContent).toContain('Climate settings could not be loaded');
      await waitFor(() => expect(row('Lobby Warmup')).not.toBeNull(), ALL_READ);
      await waitFor(
        () => expect(screen.queryByText('Loading more schedules…')).toBeNull(),
        ALL_READ,
      );
      const retry = within(alert).getByRole('button', { name: 'Try again' });
      pages.fail = false;
      await pressRetryOffline(user, retry);
      await pressRetryAgainWhileWaiting(user, retry);
      expect(row('Lobby Warmup')).not.toBeNull();
      window.dispatchEvent(new Event('online'));
      expect(
        await screen.findByRole('heading', { name: 'Climate setting schedules (2)' }, ALL_READ),
      ).toBeTruthy();
      await waitFor(() => expect(querySnackbar()).toBeNull(), ALL_READ);
      expect(document.body.textContent).not.toContain(WAITING);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0), ALL_READ);
    },
  );

  it("says once that it waits for the connection when the later thermostats' schedules wait offline, and reads on once online", async () => {
    await seedSchedules();
    const pages = laterPagesClient(api.server);
    const held = pages.hold();
    const queryClient = testQueryClient();
    renderWithClient(<ClimateSettingScheduleTable />, pages.client, queryClient);
    await held;
    await waitFor(() => expect(row('Lobby Warmup')).not.toBeNull(), ALL_READ);
    // The page in flight still arrives; its thermostats' schedules are asked for offline.
    window.dispatchEvent(new Event('offline'));
    pages.release();
    await waitFor(() => expect(politeTexts()).toContain(WAITING), ALL_READ);
    expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
    expect(screen.getByText('Loading more schedules…')).toBeTruthy();
    expect(row('Lobby Warmup')).not.toBeNull();
    expect(querySnackbar()).toBeNull();
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (2)' }, ALL_READ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain(WAITING);
    // Back online, TanStack reads the stale lists again: let those end before the fake API stops.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), ALL_READ);
  });

  it("lets 'Try again' read a thermostat's failed schedules again while later pages of devices load", async () => {
    const user = userEvent.setup();
    await seedSchedules();
    // One thermostat's list (the first asked for, on the first page of devices) fails.
    await api.fault({ path: '/thermostats/climate_setting_schedules/list', status: 400, count: 1 });
    const pages = laterPagesClient(api.server);
    const held = pages.hold();
    renderWithClient(<ClimateSettingScheduleTable />, pages.client);
    await held;
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Climate settings could not be loaded');
    expect(screen.getByText('Loading more schedules…')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The retried list answers while the second page of devices is still held: the failure goes,
    // rather than staying with a busy 'Try again' until every page of devices is read.
    await waitFor(() => expect(querySnackbar()).toBeNull(), ALL_READ);
    await waitFor(() => expect(row('Lobby Warmup')).not.toBeNull(), ALL_READ);
    expect(screen.getByText('Loading more schedules…')).toBeTruthy();
    pages.release();
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (2)' }, ALL_READ),
    ).toBeTruthy();
  });

  it("keeps the rows and count shown while a new thermostat's schedules load after a re-read of the devices", async () => {
    await seedSchedules();
    const ids = await thermostatIds();
    // The oldest thermostat (last page) is connected while the table is open.
    const hidden = hiddenDeviceClient(api.server, ids.at(-1) ?? '');
    const queryClient = testQueryClient();
    renderWithClient(<ClimateSettingScheduleTable />, hidden.client, queryClient);
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (1)' }, ALL_READ),
    ).toBeTruthy();
    hidden.show();
    // What a window focus or a host's invalidation does.
    void queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    await hidden.schedulesHeld;
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Climate setting schedules (1)',
    );
    expect(screen.queryByText('Loading more schedules…')).toBeNull();
    expect(row('Lobby Warmup')).not.toBeNull();
    hidden.releaseSchedules();
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (2)' }, ALL_READ),
    ).toBeTruthy();
    expect(row('Cellar Frost Guard')).not.toBeNull();
  });
});
