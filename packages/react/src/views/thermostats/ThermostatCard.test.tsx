import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { politeTexts, pressRetryOffline, WAITING } from '../../test-utils/connection-wait.js';
import { renderWithClient, setupFakeApi } from '../../test-utils/fake-api.js';
import { ThermostatCard } from '../navigation.js';

const api = setupFakeApi();

// The manager is shared by every test of the file.
afterEach(() => onlineManager.setOnline(true));

describe('a thermostat card whose load waits for the connection', () => {
  it("a retry paused offline says it waits, keeps a busy 'Try again' focused, and loads once online", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/devices/get', status: 500, count: 100 });
    renderWithClient(
      <ThermostatCard deviceId={await api.deviceId('Living Room Thermostat')} />,
      api.client,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    await api.clearFaults();
    await pressRetryOffline(user, retry);
    expect(screen.getByRole('alert').querySelector('p[aria-hidden]')?.textContent).toBe(WAITING);
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(retry);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Living Room Thermostat', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.body.textContent).not.toContain(WAITING);
  });

  it('a first load that starts offline says it waits beside the spinner, and loads once online', async () => {
    const deviceId = await api.deviceId('Living Room Thermostat');
    onlineManager.setOnline(false);
    renderWithClient(<ThermostatCard deviceId={deviceId} />, api.client);
    expect(screen.getByRole('status').textContent).toContain('Loading thermostat');
    await waitFor(() => expect(politeTexts()).toContain(WAITING));
    expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
    onlineManager.setOnline(true);
    expect(await screen.findByText('Living Room Thermostat', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.body.textContent).not.toContain(WAITING);
  });
});
