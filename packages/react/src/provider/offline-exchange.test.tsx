import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findSnackbar } from '../test-utils/announcements.js';
import { politeTexts, WAITING } from '../test-utils/connection-wait.js';
import { renderWithPublishableKey, setupFakeApi, testQueryClient } from '../test-utils/fake-api.js';
import { DeviceDetails, DeviceTable } from '../views/navigation.js';
import { PorchlightProvider } from './PorchlightProvider.js';

const api = setupFakeApi();

const EXCHANGE = '/client_sessions/get_or_create';

/** Whether the browser is offline in this test: its fetch then fails as a browser's does. */
let offline = false;
/** The publishable-key exchanges sent, failed or not. */
let exchanges = 0;

beforeEach(() => {
  offline = false;
  exchanges = 0;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).includes(EXCHANGE)) exchanges++;
    return offline ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init);
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  // The manager is shared by every test of the file.
  onlineManager.setOnline(true);
  await api.clearFaults();
});

/** A page opened while the browser is already offline: no `offline` event ever fired. */
function openOffline() {
  offline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !offline);
}

/** Lets whatever would run by itself (a retry loop, a listener) run for a while. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });

describe('a publishable-key exchange that fails while the browser is offline', () => {
  it("waits for the connection in the device table, not 'Try again', and exchanges again once online", async () => {
    openOffline();
    renderWithPublishableKey(api.server, <DeviceTable />);
    // Whichever comes first: the wait, or (as before) an ordinary failure.
    await waitFor(() => expect(politeTexts().includes(WAITING) || tryAgain() !== null).toBe(true), {
      timeout: 10_000,
    });
    expect(tryAgain()).toBeNull();
    expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent?.includes('Loading devices')),
    ).toBe(true);
    expect(exchanges).toBe(1);
    // Nothing is sent again while the browser is still offline.
    await settle();
    expect(exchanges).toBe(1);
    expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByRole('heading', { name: /^Devices \(\d+\)$/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(exchanges).toBe(2);
    expect(document.body.textContent).not.toContain(WAITING);
    expect(tryAgain()).toBeNull();
  });

  it('waits beside the spinner of a details screen, and loads the device once online', async () => {
    const deviceId = await api.deviceId('Front Door');
    openOffline();
    renderWithPublishableKey(api.server, <DeviceDetails deviceId={deviceId} />);
    await waitFor(() => expect(politeTexts().includes(WAITING) || tryAgain() !== null).toBe(true), {
      timeout: 10_000,
    });
    expect(tryAgain()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading device');
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Front Door', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.body.textContent).not.toContain(WAITING);
  });

  it('is not made again once the provider is gone, and leaves no listener behind', async () => {
    openOffline();
    const view = renderWithPublishableKey(api.server, <DeviceTable />);
    await waitFor(() => expect(politeTexts()).toContain(WAITING), { timeout: 10_000 });
    view.unmount();
    // The provider's cache unmounted too: a listener left would be the wait's.
    expect(onlineManager.hasListeners()).toBe(false);
    offline = false;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(exchanges).toBe(1);
  });
});

/** Sets the browser online again as it does: the provider's cache listens for `online`. */
function comeOnline() {
  offline = false;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

/** The device table under a provider exchanging the seeded key for `user`. */
const tableFor = (user: string, queryClient = testQueryClient()) => (
  <PorchlightProvider
    disableCssInjection
    disableFontInjection
    disableTelemetry
    publishableKey={api.server.keys.publishable_key}
    userIdentifierKey={user}
    endpoint={api.server.url}
    queryClient={queryClient}
  >
    <DeviceTable />
  </PorchlightProvider>
);

describe('an exchange that would start while TanStack already says offline', () => {
  it('is not sent, waits for the connection at once, and is sent once online', async () => {
    offline = true;
    // As the window's `offline` event would have, heard by a host's cache before ours mounted.
    onlineManager.setOnline(false);
    renderWithPublishableKey(api.server, <DeviceTable />);
    await waitFor(() => expect(politeTexts()).toContain(WAITING), { timeout: 10_000 });
    expect(exchanges).toBe(0);
    expect(tryAgain()).toBeNull();
    await settle();
    expect(exchanges).toBe(0);
    expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);

    comeOnline();
    expect(
      await screen.findByRole('heading', { name: /^Devices \(\d+\)$/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(exchanges).toBe(1);
    expect(document.body.textContent).not.toContain(WAITING);
  });

  it('is not sent for credentials that change after an offline event', async () => {
    const queryClient = testQueryClient();
    const view = render(tableFor('user-1', queryClient));
    await screen.findByRole('heading', { name: /^Devices \(\d+\)$/ }, { timeout: 10_000 });
    expect(exchanges).toBe(1);

    offline = true;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(onlineManager.isOnline()).toBe(false);
    view.rerender(tableFor('user-2', queryClient));
    await waitFor(() => expect(politeTexts()).toContain(WAITING), { timeout: 10_000 });
    await settle();
    expect(exchanges).toBe(1);
    expect(tryAgain()).toBeNull();

    comeOnline();
    await waitFor(() => expect(exchanges).toBe(2), { timeout: 10_000 });
    await waitFor(() => expect(document.body.textContent).not.toContain(WAITING), {
      timeout: 10_000,
    });
    await settle();
    expect(exchanges).toBe(2);
  });
});

/** The device table's ordinary failure: 'Try again', no wait said, TanStack still online. */
async function expectOrdinaryFailure() {
  const snackbar = await findSnackbar('assertive', { timeout: 10_000 });
  expect(snackbar.textContent).toContain('Devices could not be loaded');
  expect(within(snackbar).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(politeTexts()).not.toContain(WAITING);
  expect(onlineManager.isOnline()).toBe(true);
}

describe('an exchange that fails otherwise keeps its failure and Try again', () => {
  it('a network failure while the browser says it is online', async () => {
    expect(navigator.onLine).toBe(true);
    offline = true;
    renderWithPublishableKey(api.server, <DeviceTable />);
    await expectOrdinaryFailure();
    await settle();
    expect(exchanges).toBe(1);
  });

  it('a 5xx answer while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await api.fault({ path: EXCHANGE, status: 503, count: 5 });
    renderWithPublishableKey(api.server, <DeviceTable />);
    await expectOrdinaryFailure();
  });
});
