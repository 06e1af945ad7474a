import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findSnackbar } from '../test-utils/announcements.js';
import { renderWithClient, setupFakeApi } from '../test-utils/fake-api.js';
import { DeviceDetails, DeviceTable } from '../views/navigation.js';

const api = setupFakeApi();

/** A host cache set up for error boundaries, as many apps configure theirs. */
const throwingHostCache = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, throwOnError: true },
      mutations: { throwOnError: true },
    },
  });

describe('a host cache that throws errors to error boundaries', () => {
  it("still shows a view's own load failure, whose 'Try again' recovers", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/devices/list', status: 500, count: 10 });
    renderWithClient(<DeviceTable />, api.client, throwingHostCache());
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Devices could not be loaded');
    await api.clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Devices (13)' })).toBeTruthy();
  });

  it('still says a failed action in the view instead of replacing the view', async () => {
    const user = userEvent.setup();
    const deviceId = await api.deviceId('Front Door');
    await api.fault({ path: '/locks/unlock_door', kind: 'action_error' });
    renderWithClient(<DeviceDetails deviceId={deviceId} />, api.client, throwingHostCache());
    await screen.findByText('Front Door');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const alert = await findSnackbar('assertive', { timeout: 5000 });
    expect(alert.textContent).toContain('The lock could not be unlocked. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy());
    expect(screen.queryByText('Something went wrong while showing this view.')).toBeNull();
  });
});

/** How many requests to `path` the fake API answered. */
async function requestsTo(path: string): Promise<number> {
  const response = await fetch(`${api.server.url}/_fake/requests`);
  const { requests } = (await response.json()) as { requests: Array<{ path: string }> };
  return requests.filter((request) => request.path === path).length;
}

describe('a host cache that retries mutations', () => {
  it('sends a failed lock action once, never again behind the person', async () => {
    const user = userEvent.setup();
    const deviceId = await api.deviceId('Front Door');
    await api.fault({ path: '/locks/unlock_door', kind: 'action_error', count: 5 });
    const host = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: 3, retryDelay: 1 } },
    });
    renderWithClient(<DeviceDetails deviceId={deviceId} />, api.client, host);
    await screen.findByText('Front Door');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await findSnackbar('assertive', { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await requestsTo('/locks/unlock_door')).toBe(1);
  });
});
