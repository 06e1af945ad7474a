import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { politeRegions, saidPolitely } from '../../test-utils/announcements.js';
import {
  rawDevice,
  renderWithClient,
  setupFakeApi,
  stubClient,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { DeviceDetails, ThermostatDetails } from '../navigation.js';
import type { ThermostatDetailsProps } from './ThermostatDetails.js';

const api = setupFakeApi();

const OFFLINE_REASON =
  'This thermostat is offline, so its settings cannot be changed until it reconnects.';
const degraded = { warning_code: 'provider_degraded', message: 'The provider is slow to answer' };
const filterWarning = { warning_code: 'filter_change', message: 'Replace the air filter' };
const accountError = {
  error_code: 'account_disconnected',
  message: 'Account Disconnected',
  is_connected_account_error: true,
};

/** A seeded thermostat taken offline the way the provider reports it (a `device_offline` error). */
async function offlineThermostat(name: string): Promise<string> {
  const deviceId = await api.deviceId(name);
  await api.admin('devices/connectivity', { device_id: deviceId, online: false });
  return deviceId;
}

/** The alert (`.pl-alert`) whose text holds `message`, or null. */
const alertOf = (message: string) => screen.queryByText(message)?.closest('.pl-alert') ?? null;

/** A thermostat the stub serves as `device` says, and a re-read that follows a change to it. */
async function renderStubThermostat(
  patch: Record<string, unknown>,
  props: Partial<ThermostatDetailsProps> = {},
  view: 'thermostat' | 'device' = 'thermostat',
) {
  const device = rawDevice({
    device_type: 'nest_thermostat',
    capabilities_supported: ['thermostat'],
    properties: { name: 'Stub Thermostat', online: true },
    ...patch,
  });
  const queryClient = testQueryClient();
  const View = view === 'thermostat' ? ThermostatDetails : DeviceDetails;
  renderWithClient(<View deviceId="d1" {...props} />, stubClient([device]), queryClient);
  await screen.findByRole('heading', { name: 'Stub Thermostat', level: 3 });
  /** Re-reads the thermostat (as window focus or a save's invalidation does). */
  const reread = async (change: Record<string, unknown>) => {
    Object.assign(device, change);
    await queryClient.invalidateQueries();
  };
  return { reread };
}

describe("ThermostatDetails: the thermostat's errors and warnings", () => {
  it('shows an offline thermostat’s error as an alert, after the offline reason and before the sections', async () => {
    const deviceId = await offlineThermostat('Living Room Thermostat');
    renderWithClient(<ThermostatDetails deviceId={deviceId} />, api.client);
    const message = await screen.findByText('Device is offline');
    const alert = message.closest('.pl-alert');
    expect(alert?.classList.contains('pl-alert--error')).toBe(true);
    // Said in words, not by icon and colour alone.
    expect(alert?.textContent).toBe('Error: Device is offline');
    const list = alert?.closest('ul.pl-issue-alerts.pl-thermostat-details__alerts');
    expect(list).toBeTruthy();
    const reason = screen.getByText(OFFLINE_REASON);
    const firstSection = screen.getByRole('heading', { name: 'Scheduled climates' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(reason, list as Node)).toBe(true);
    expect(follows(list as Node, firstSection)).toBe(true);
  });

  it('lists errors first, then warnings, each with its prefix', async () => {
    await renderStubThermostat({ errors: [accountError], warnings: [degraded] });
    const alerts = [...document.querySelectorAll('.pl-thermostat-details__alerts .pl-alert')];
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Error: Account Disconnected',
      'Warning: The provider is slow to answer',
    ]);
    expect(alerts[1]?.classList.contains('pl-alert--warning')).toBe(true);
  });

  it("renders the API's text as text, never as markup", async () => {
    const message = '<img src="x" onerror="window.pwned = 1"><b>Provider</b> warning';
    await renderStubThermostat({ warnings: [{ warning_code: 'odd', message }] });
    const text = screen.getByText(message);
    expect(text.closest('.pl-alert')).toBeTruthy();
    const list = document.querySelector('.pl-thermostat-details__alerts');
    expect(list?.querySelector('img, b')).toBeNull();
  });

  it('lists at most 50 alerts, errors first, and says how many more there are', async () => {
    const warnings = Array.from({ length: 2000 }, (_, i) => ({
      warning_code: 'noisy',
      message: `Warning ${i + 1}`,
    }));
    await renderStubThermostat({ errors: [accountError], warnings });
    const alerts = document.querySelectorAll('.pl-thermostat-details__alerts .pl-alert');
    expect(alerts).toHaveLength(50);
    expect(alerts[0]?.textContent).toBe('Error: Account Disconnected');
    expect(screen.getByText('Warning 49')).toBeTruthy();
    expect(screen.queryByText('Warning 50')).toBeNull();
    expect(screen.getByText('and 1951 more')).toBeTruthy();
  });

  it("keeps only the errors and warnings the host's filters pass", async () => {
    await renderStubThermostat(
      { errors: [accountError], warnings: [degraded, filterWarning] },
      {
        errorFilter: (error) => error.error_code !== 'account_disconnected',
        warningFilter: (warning) => warning.warning_code === 'filter_change',
      },
    );
    expect(alertOf(accountError.message)).toBeNull();
    expect(alertOf(degraded.message)).toBeNull();
    expect(alertOf(filterWarning.message)).toBeTruthy();
  });

  it("keeps the offline reason when the host's filter hides the offline error", async () => {
    const deviceId = await offlineThermostat('Living Room Thermostat');
    renderWithClient(
      <ThermostatDetails
        deviceId={deviceId}
        errorFilter={(error) => error.error_code !== 'device_offline'}
      />,
      api.client,
    );
    await screen.findByText(OFFLINE_REASON);
    expect(screen.queryByText('Device is offline')).toBeNull();
    expect(document.querySelector('.pl-issue-alerts')).toBeNull();
  });

  it('says politely, with its prefix, a warning a re-read brings, not the issues shown at opening', async () => {
    const { reread } = await renderStubThermostat({ errors: [accountError] });
    const regionsAtOpen = politeRegions();
    expect(alertOf(accountError.message)).toBeTruthy();
    expect(saidPolitely()).toEqual([]);
    await reread({ warnings: [degraded] });
    await screen.findByText(degraded.message);
    await waitFor(() => expect(saidPolitely()).toEqual([`Warning: ${degraded.message}`]));
    // Said from a region that was in the page since the details opened, not by the alert.
    const region = politeRegions().find((r) => r.textContent === `Warning: ${degraded.message}`);
    expect(regionsAtOpen).toContain(region);
    expect(screen.getByText(degraded.message).closest('[aria-live]')).toBeNull();
  });

  it('does not announce a warning the host filters out when a re-read brings it', async () => {
    const { reread } = await renderStubThermostat(
      {},
      { warningFilter: (warning) => warning.warning_code !== 'provider_degraded' },
    );
    await reread({ warnings: [degraded, filterWarning] });
    await screen.findByText(filterWarning.message);
    await waitFor(() => expect(saidPolitely()).toEqual([`Warning: ${filterWarning.message}`]));
    expect(alertOf(degraded.message)).toBeNull();
  });
});

describe('DeviceDetails of a thermostat: the host’s issue filters', () => {
  it('shows the thermostat’s error, and passes the host’s errorFilter on to the thermostat view', async () => {
    const deviceId = await offlineThermostat('Bedroom Thermostat');
    const { unmount } = renderWithClient(<DeviceDetails deviceId={deviceId} />, api.client);
    expect(await screen.findByText('Device is offline')).toBeTruthy();
    unmount();
    renderWithClient(
      <DeviceDetails
        deviceId={deviceId}
        errorFilter={(error) => error.error_code !== 'device_offline'}
      />,
      api.client,
    );
    await screen.findByText(OFFLINE_REASON);
    expect(screen.queryByText('Device is offline')).toBeNull();
  });

  it('passes the host’s warningFilter on to the thermostat view', async () => {
    await renderStubThermostat(
      { warnings: [degraded, filterWarning] },
      { warningFilter: (warning) => warning.warning_code !== 'provider_degraded' },
      'device',
    );
    expect(screen.getByRole('heading', { name: 'Stub Thermostat, Thermostat' })).toBeTruthy();
    expect(alertOf(filterWarning.message)).toBeTruthy();
    expect(alertOf(degraded.message)).toBeNull();
  });
});
