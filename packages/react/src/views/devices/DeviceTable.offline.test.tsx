import { PorchlightClient } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultQueryClient } from '../../provider/default-query-client.js';
import { findSnackbar } from '../../test-utils/announcements.js';
import { politeTexts, pressRetryOffline, WAITING } from '../../test-utils/connection-wait.js';
import { renderWithClient, setupFakeApi } from '../../test-utils/fake-api.js';
import { DeviceTable } from '../navigation.js';

const api = setupFakeApi();

// The manager is shared by every test of the file.
afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the device table whose load waits for the connection', () => {
  it("a retry paused offline says it in the failure snackbar, keeps a busy 'Try again' focused, and loads once online", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/devices/list', status: 500, count: 100 });
    renderWithClient(<DeviceTable />, api.client);
    const toast = await findSnackbar('assertive', { timeout: 10_000 });
    expect(toast.textContent).toContain('Devices could not be loaded');
    const retry = within(toast).getByRole('button', { name: 'Try again' });
    await api.clearFaults();
    await pressRetryOffline(user, retry);
    expect(toast.querySelector('[aria-hidden]')?.textContent).toBe(WAITING);
    // Laid out on its own line under the message and 'Try again' (ui.css), not squeezing them.
    expect(document.querySelector('.pl-snackbar--waiting')).not.toBeNull();
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { name: /^Devices \(\d+\)$/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).not.toContain(WAITING));
  });

  it('a first load that starts offline says it waits beside the loading toast, and loads once online', async () => {
    onlineManager.setOnline(false);
    renderWithClient(<DeviceTable />, api.client);
    await waitFor(() => expect(politeTexts()).toContain(WAITING));
    expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
    expect(document.querySelector('p[aria-hidden]')?.textContent).toBe(WAITING);
    onlineManager.setOnline(true);
    expect(
      await screen.findByRole('heading', { name: /^Devices \(\d+\)$/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain(WAITING);
  });

  it("with our default cache, a page opened offline (no `offline` event) whose first read fails for want of a network waits for the connection, not 'Try again', and loads once online", async () => {
    let offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !offline);
    // What the browser's fetch does while it is offline.
    const client = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        fetch: (input, init) =>
          offline ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
      },
    );
    const queryClient = createDefaultQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
    renderWithClient(<DeviceTable />, client, queryClient);
    const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });
    // Whichever comes first: the wait, or (as before) an ordinary failure.
    await waitFor(() => expect(politeTexts().includes(WAITING) || tryAgain() !== null).toBe(true), {
      timeout: 10_000,
    });
    expect(tryAgain()).toBeNull();
    expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { name: /^Devices \(\d+\)$/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain(WAITING);
    expect(tryAgain()).toBeNull();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000 });
  });

  it('with our default cache, a browser that says offline while its reads succeed is never held back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queryClient = createDefaultQueryClient();
    renderWithClient(<DeviceTable />, api.client, queryClient);
    expect(
      await screen.findByRole('heading', { name: /^Devices \(\d+\)$/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(politeTexts()).not.toContain(WAITING);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
