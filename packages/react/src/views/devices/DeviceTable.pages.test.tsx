import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultQueryClient } from '../../provider/default-query-client.js';
import { findSnackbar, liveRegionOf, querySnackbar } from '../../test-utils/announcements.js';
import {
  BOTH_CACHES,
  politeTexts,
  pressRetryAgainWhileWaiting,
  pressRetryOffline,
  retryingQueryClient,
  WAITING,
} from '../../test-utils/connection-wait.js';
import { renderWithClient, setupFakeApi } from '../../test-utils/fake-api.js';
import { createGate } from '../../test-utils/gate.js';
import { laterPagesClient } from '../../test-utils/later-pages-client.js';
import { DeviceTable } from '../navigation.js';

// Three pages of the provider's 500, every one a lock or thermostat the table lists.
const DEVICES = 1100;
const api = setupFakeApi({ seed: 'scale', devices: DEVICES, codes: 0 });
/** Later pages of 500 devices take a second or two on a busy machine. */
const ALL_READ = { timeout: 10_000 };

// The manager is shared by every test of the file.
afterEach(() => onlineManager.setOnline(true));

/** Names the oldest device (on the second page) so that no device of the first page matches it. */
async function nameOldestDevice(name: string) {
  const { devices } = await api.api<{ devices: Array<{ device_id: string }> }>('/devices/list', {
    limit: DEVICES,
  });
  await api.api('/devices/update', { device_id: devices.at(-1)?.device_id, name });
}

const rowCount = () => screen.queryAllByRole('listitem').length;
/** The loading toast's spinner, which says 'Loading devices' to screen readers. */
const loadingToast = () =>
  screen.queryAllByRole('status').find((status) => status.textContent === 'Loading devices');

/** A later page waits for the connection: said once beside 'Loading more devices…', rows kept. */
async function expectWaitingBesideRows() {
  await waitFor(() => expect(politeTexts()).toContain(WAITING), ALL_READ);
  expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
  expect(screen.getByText('Loading more devices…')).toBeTruthy();
  expect(rowCount()).toBeGreaterThan(0);
  expect(querySnackbar()).toBeNull();
}

/** Back online, every device is counted and the wait is no longer said. */
async function expectAllReadOnline(queryClient: QueryClient) {
  expect(
    await screen.findByRole('heading', { name: `Devices (${DEVICES})` }, ALL_READ),
  ).toBeTruthy();
  expect(document.body.textContent).not.toContain(WAITING);
  // Back online, TanStack reads the stale list again: let it end before the fake API stops.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), ALL_READ);
}

describe('DeviceTable with more than one page of devices', () => {
  it("shows the first page at once, says 'Loading more devices…', then counts every device", async () => {
    const pages = laterPagesClient(api.server);
    const held = pages.hold();
    renderWithClient(<DeviceTable />, pages.client);
    await held;
    expect(await screen.findByText('Loading more devices…')).toBeTruthy();
    await waitFor(() => expect(rowCount()).toBeGreaterThan(0), ALL_READ);
    // No count, and no issue chips ('Devices & accounts OK'), until every device is read.
    expect(screen.getByRole('heading', { name: 'Devices' })).toBeTruthy();
    expect(screen.queryByText('Devices & accounts OK')).toBeNull();
    pages.release();
    expect(
      await screen.findByRole('heading', { name: `Devices (${DEVICES})` }, ALL_READ),
    ).toBeTruthy();
    expect(screen.queryByText('Loading more devices…')).toBeNull();
    expect(screen.getByText('Devices & accounts OK')).toBeTruthy();
  });

  it("shows one loading message at a time: the toast gives way at once to 'Loading more devices…', which is announced", async () => {
    const pages = laterPagesClient(api.server);
    const held = pages.hold();
    renderWithClient(<DeviceTable />, pages.client);
    expect(loadingToast()).toBeTruthy();
    const politeRegions = [...document.querySelectorAll('[aria-live="polite"]')];
    await held;
    const more = await screen.findByText('Loading more devices…');
    // Said from a polite region that was in the page before it, so it is announced.
    expect(politeRegions).toContain(liveRegionOf(more));
    // The toast left as the line came, rather than lingering and fading beside it.
    expect(loadingToast()).toBeUndefined();
    expect(document.querySelector('.pl-loading-toast')).toBeNull();
    pages.release();
    expect(
      await screen.findByRole('heading', { name: `Devices (${DEVICES})` }, ALL_READ),
    ).toBeTruthy();
    expect(screen.queryByText('Loading more devices…')).toBeNull();
    expect(document.querySelector('.pl-loading-toast')).toBeNull();
  });

  it('searches the devices read so far, and says nothing was found only once all are read', async () => {
    const user = userEvent.setup();
    await nameOldestDevice('Cellar Hatch');
    const pages = laterPagesClient(api.server);
    const held = pages.hold();
    renderWithClient(<DeviceTable />, pages.client);
    await held;
    await screen.findByText('Loading more devices…');
    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'cellar');
    await waitFor(() => expect(rowCount()).toBe(0), ALL_READ);
    expect(screen.queryByText('Sorry, no devices were found')).toBeNull();
    pages.release();
    expect(await screen.findByRole('button', { name: /^Cellar Hatch/ })).toBeTruthy();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz-nothing');
    expect(await screen.findByText('Sorry, no devices were found', {}, ALL_READ)).toBeTruthy();
  });

  it("keeps the rows shown when a later page fails, and reads them all on 'Try again'", async () => {
    const user = userEvent.setup();
    const pages = laterPagesClient(api.server);
    pages.fail = true;
    renderWithClient(<DeviceTable />, pages.client);
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Devices could not be loaded');
    expect(rowCount()).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Devices' })).toBeTruthy();
    expect(screen.queryByText('Loading more devices…')).toBeNull();
    pages.fail = false;
    // The retry reads the first pages again; its third page is held.
    const third = pages.hold(2);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await third;
    await screen.findByText('Loading more devices…');
    // More rows than before are shown, and the failure stays, its 'Try again' busy, until the
    // retry ends: focus on it must not drop to the page.
    const retry = within(await findSnackbar()).getByRole('button', { name: 'Try again' });
    expect(retry.getAttribute('aria-busy')).toBe('true');
    pages.release();
    expect(
      await screen.findByRole('heading', { name: `Devices (${DEVICES})` }, ALL_READ),
    ).toBeTruthy();
    await waitFor(() => expect(querySnackbar()).toBeNull(), ALL_READ);
  });

  it('says once that it waits for the connection when a later page waits offline, and reads on once online', async () => {
    // A host's cache that retries failed reads (TanStack's default): a page failing offline then
    // waits for the connection instead of failing.
    const queryClient = retryingQueryClient();
    const pages = laterPagesClient(api.server);
    const held = pages.hold();
    renderWithClient(<DeviceTable />, pages.client, queryClient);
    await held;
    await screen.findByText('Loading more devices…');
    window.dispatchEvent(new Event('offline'));
    pages.fail = true;
    pages.release();
    await expectWaitingBesideRows();
    pages.fail = false;
    window.dispatchEvent(new Event('online'));
    await expectAllReadOnline(queryClient);
  });

  it('with our default cache, a later page whose request fails offline (a network error) waits for the connection and reads on once online', async () => {
    const gate = createGate();
    const pages = laterPagesClient(api.server, async (path, sent) => {
      if (path !== '/devices/list' || !sent.includes('created_before')) return;
      await gate.pass();
      // What the browser's fetch does while it is offline.
      if (!onlineManager.isOnline()) throw new TypeError('Failed to fetch');
    });
    const queryClient = createDefaultQueryClient();
    renderWithClient(<DeviceTable />, pages.client, queryClient);
    await gate.held;
    await screen.findByText('Loading more devices…');
    window.dispatchEvent(new Event('offline'));
    gate.open();
    // Not an ordinary failure with 'Try again': the read waits for the connection, as a host
    // cache's retry does.
    await expectWaitingBesideRows();
    window.dispatchEvent(new Event('online'));
    await expectAllReadOnline(queryClient);
  });

  it.each(BOTH_CACHES)(
    "%s: 'Try again' after a failed later page, pressed offline, stays busy and focused, says the wait once, and reads on once online",
    async (_cache, makeQueryClient) => {
      const user = userEvent.setup();
      const queryClient = makeQueryClient();
      const pages = laterPagesClient(api.server);
      pages.fail = true;
      renderWithClient(<DeviceTable />, pages.client, queryClient);
      const alert = await findSnackbar();
      expect(alert.textContent).toContain('Devices could not be loaded');
      const retry = within(alert).getByRole('button', { name: 'Try again' });
      pages.fail = false;
      await pressRetryOffline(user, retry);
      await pressRetryAgainWhileWaiting(user, retry);
      expect(rowCount()).toBeGreaterThan(0);
      window.dispatchEvent(new Event('online'));
      expect(
        await screen.findByRole('heading', { name: `Devices (${DEVICES})` }, ALL_READ),
      ).toBeTruthy();
      await waitFor(() => expect(querySnackbar()).toBeNull(), ALL_READ);
      expect(document.body.textContent).not.toContain(WAITING);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0), ALL_READ);
    },
  );
});
