import { PorchlightApiError, PorchlightUnauthorizedError } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PorchlightProvider } from '../provider/PorchlightProvider.js';
import { findSnackbar } from '../test-utils/announcements.js';
import { politeTexts, pressRetryOffline, WAITING } from '../test-utils/connection-wait.js';
import { renderWithClient, setupFakeApi } from '../test-utils/fake-api.js';
import {
  DeviceDetails,
  DeviceTable,
  SupportedDeviceTable,
  ThermostatDetails,
} from '../views/navigation.js';
import { isRefusal } from './use-load-failure.js';

const api = setupFakeApi();

/** Renders a view under a provider whose publishable key the fake API does not know (a 401). */
function renderWithRefusedKey(view: ReactElement) {
  return render(
    <PorchlightProvider
      disableCssInjection
      disableFontInjection
      disableTelemetry
      publishableKey="seam_pk1_not_this_workspace"
      userIdentifierKey="user-1"
      endpoint={api.server.url}
    >
      {view}
    </PorchlightProvider>,
  );
}

describe('isRefusal', () => {
  it('tells refused credentials (401, 403) by the typed error, and nothing else', () => {
    const apiError = (status: number) =>
      new PorchlightApiError(status, undefined, { type: 'x', message: 'm' });
    expect(isRefusal(new PorchlightUnauthorizedError(undefined))).toBe(true);
    expect(isRefusal(apiError(403))).toBe(true);
    expect(isRefusal(apiError(404))).toBe(false);
    expect(isRefusal(apiError(500))).toBe(false);
    expect(isRefusal(new Error('401 Unauthorized'))).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});

describe('a load the provider refuses offers no Try again', () => {
  it('device details, on a publishable key the server refuses, say access was refused', async () => {
    const user = userEvent.setup();
    const deviceId = await api.deviceId('Front Door');
    let backs = 0;
    renderWithRefusedKey(<DeviceDetails deviceId={deviceId} onBack={() => backs++} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('This device could not be loaded: access was refused');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // Back stays: the failure is never a dead end.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(backs).toBe(1);
  });

  it('the device table, on a publishable key the server refuses, says access was refused', async () => {
    renderWithRefusedKey(<DeviceTable />);
    const snackbar = await findSnackbar('assertive', { timeout: 10_000 });
    expect(snackbar.textContent).toContain('Devices could not be loaded: access was refused');
    expect(within(snackbar).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('the catalogue, on a publishable key the server refuses, says so without Retry', async () => {
    renderWithRefusedKey(<SupportedDeviceTable />);
    expect(
      await screen.findByText(
        'There was an error fetching device models. Access was refused.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("a lock's access codes row answered 403 says access was refused, with no Try again", async () => {
    await api.fault({ path: '/access_codes/list', status: 403, count: 50 });
    renderWithClient(<DeviceDetails deviceId={await api.deviceId('Front Door')} />, api.client);
    expect(
      await screen.findByRole(
        'button',
        {
          name: 'Access codes',
          description: 'Access codes could not be loaded: access was refused',
        },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a request that failed otherwise (500) still offers Try again', async () => {
    await api.fault({ path: '/devices/get', status: 500, count: 50 });
    renderWithClient(<DeviceDetails deviceId={await api.deviceId('Front Door')} />, api.client);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('This device could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('a details screen whose retry waits for the connection', () => {
  it("says it waits, keeps a busy 'Try again' focused, and loads once back online", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/devices/get', status: 500, count: 50 });
    renderWithClient(<DeviceDetails deviceId={await api.deviceId('Front Door')} />, api.client);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByRole('alert').textContent).toContain('This device could not be loaded');
    await api.clearFaults();
    try {
      await pressRetryOffline(user, retry);
      // Shown to the eye too, inside the failure.
      expect(screen.getByRole('alert').querySelector('p[aria-hidden]')?.textContent).toBe(WAITING);
      expect(screen.getByRole('button', { name: 'Try again' })).toBe(retry);
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByText('Front Door', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    } finally {
      // The manager is shared by every test of the file.
      onlineManager.setOnline(true);
    }
  });
});

describe('a details screen whose first load starts offline', () => {
  it('says it waits beside the spinner, once and politely, and loads once back online', async () => {
    const deviceId = await api.deviceId('Living Room Thermostat');
    try {
      // Nothing has failed yet: TanStack pauses the very first fetch.
      onlineManager.setOnline(false);
      renderWithClient(<ThermostatDetails deviceId={deviceId} />, api.client);
      expect(screen.getByRole('status').textContent).toContain('Loading thermostat');
      await waitFor(() => expect(politeTexts()).toContain(WAITING));
      expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
      // Shown to the eye too, beside the spinner.
      expect(document.querySelector('p[aria-hidden]')?.textContent).toBe(WAITING);
      onlineManager.setOnline(true);
      expect(
        await screen.findByText('Living Room Thermostat', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      // The manager is shared by every test of the file.
      onlineManager.setOnline(true);
    }
  });
});
