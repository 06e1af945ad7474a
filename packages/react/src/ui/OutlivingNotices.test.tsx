import { PorchlightInvalidPropsError } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  PorchlightProvider,
  type PorchlightProviderCommonProps,
} from '../provider/PorchlightProvider.js';
import { findSnackbar, liveRegionOf, querySnackbar } from '../test-utils/announcements.js';
import { setupFakeApi, testQueryClient } from '../test-utils/fake-api.js';
import { type GatedClient, gatedClient } from '../test-utils/gated-client.js';
import {
  AccessCodeDetails,
  ClimateSettingScheduleDetails,
  DeviceDetails,
  DeviceTable,
  ThermostatDetails,
} from '../views/navigation.js';
import type { PorchlightLateFailure } from './outliving-notice.js';

const api = setupFakeApi();

const MANUAL_OVERRIDE_FAILED = 'Error updating manual override. Please try again.';
const FAN_MODE_FAILED = 'Error updating fan mode. Please try again.';

type OnLateFailure = PorchlightProviderCommonProps['onLateFailure'];

/** The provider as a host mounts it, with nothing injected and no telemetry. */
function HostProvider(props: {
  gate: GatedClient;
  queryClient: QueryClient;
  onLateFailure?: OnLateFailure;
  children: ReactNode;
}) {
  return (
    <PorchlightProvider
      client={props.gate.client}
      queryClient={props.queryClient}
      disableCssInjection
      disableFontInjection
      disableTelemetry
      onLateFailure={props.onLateFailure}
    >
      {props.children}
    </PorchlightProvider>
  );
}

/**
 * A host routing as React Router does: Back unmounts the details and shows the host's own page,
 * where the host puts focus on its own button.
 */
function RoutingHost(props: {
  gate: GatedClient;
  queryClient: QueryClient;
  onLateFailure?: OnLateFailure;
  details(onBack: () => void): ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <HostProvider {...props}>
      {open ? (
        props.details(() => setOpen(false))
      ) : (
        // Focused by a ref, not `autoFocus`, which only React's renderer turns into a focus() call.
        <button type="button" ref={(button) => button?.focus()} onClick={() => setOpen(true)}>
          Host page
        </button>
      )}
    </HostProvider>
  );
}

/** The host's thermostat route opened, and how to leave it with the view's own Back. */
async function openThermostat(gate: GatedClient, onLateFailure?: OnLateFailure) {
  const user = userEvent.setup();
  const deviceId = await api.deviceId('Living Room Thermostat');
  const view = render(
    <RoutingHost
      gate={gate}
      queryClient={testQueryClient()}
      onLateFailure={onLateFailure}
      details={(onBack) => <ThermostatDetails deviceId={deviceId} onBack={onBack} />}
    />,
  );
  await screen.findByRole('radiogroup', { name: 'Mode' });
  const leave = async () => {
    await user.click(screen.getAllByRole('button', { name: 'Back' })[0] as HTMLElement);
    const host = await screen.findByRole('button', { name: 'Host page' });
    expect(screen.queryByRole('radiogroup', { name: 'Mode' })).toBeNull();
    expect(document.activeElement).toBe(host);
    return host;
  };
  return { user, leave, view };
}

const defaultOverride = async () =>
  (
    await api.api<{
      device: { properties: { default_climate_setting?: Record<string, unknown> } };
    }>('/devices/get', { device_id: await api.deviceId('Living Room Thermostat') })
  ).device.properties.default_climate_setting?.manual_override_allowed;

describe('a lock that fails after the host unmounted the view on Back', () => {
  const LOCK_FAILED = 'The lock could not be locked. Please try again.';
  const isLocked = async (deviceId: string) =>
    (
      await api.api<{ device: { properties: { locked: boolean } } }>('/devices/get', {
        device_id: deviceId,
      })
    ).device.properties.locked;

  /** Presses Lock on the screen `details` opens, holds the action, leaves, then lets it fail. */
  async function lockThenLeave(details: (onBack: () => void) => ReactNode) {
    const gate = gatedClient(api.server, '/locks/lock_door');
    const user = userEvent.setup();
    render(<RoutingHost gate={gate} queryClient={testQueryClient()} details={details} />);
    await api.fault({ path: '/locks/lock_door', status: 400 });
    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    await gate.held;
    await user.click(screen.getAllByRole('button', { name: 'Back' })[0] as HTMLElement);
    const host = await screen.findByRole('button', { name: 'Host page' });
    gate.open();
    return host;
  }

  it("shows and says a failed lock from lock details in the provider's snackbar", async () => {
    const deviceId = await api.deviceId('Back Door');
    const host = await lockThenLeave((onBack) => (
      <DeviceDetails deviceId={deviceId} onBack={onBack} />
    ));
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain(LOCK_FAILED);
    expect(liveRegionOf(alert).getAttribute('aria-live')).toBe('assertive');
    expect(document.activeElement).toBe(host);
    expect(await isLocked(deviceId)).toBe(false);
  });

  it("shows and says a failed lock from an access code's device bar", async () => {
    const deviceId = await api.deviceId('Back Door');
    const { access_codes: codes } = await api.api<{ access_codes: { access_code_id: string }[] }>(
      '/access_codes/list',
      { device_id: deviceId },
    );
    const codeId = codes[0]?.access_code_id;
    if (!codeId) throw new Error('no seeded code on Back Door');
    await lockThenLeave((onBack) => <AccessCodeDetails accessCodeId={codeId} onBack={onBack} />);
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain(LOCK_FAILED);
  });
});

describe('a save that fails after the host unmounted the view on Back', () => {
  it("shows and says a failed manual override in the provider's snackbar, leaving focus on the host's page", async () => {
    const gate = gatedClient(api.server, '/thermostats/update');
    const { user, leave } = await openThermostat(gate);
    await api.fault({ path: '/thermostats/update', status: 400 });
    await user.click(screen.getByRole('switch', { name: 'Allow manual override' }));
    await gate.held;
    const host = await leave();
    gate.open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain(MANUAL_OVERRIDE_FAILED);
    expect(liveRegionOf(alert).getAttribute('aria-live')).toBe('assertive');
    expect(document.activeElement).toBe(host);
    expect(await defaultOverride()).toBe(true);
  });

  it("shows and says a failed fan mode in the provider's snackbar", async () => {
    const gate = gatedClient(api.server, '/thermostats/set_fan_mode');
    const { user, leave } = await openThermostat(gate);
    await api.fault({ path: '/thermostats/set_fan_mode', status: 400 });
    const fan = within(screen.getByRole('radiogroup', { name: 'Fan mode' }));
    await user.click(fan.getByRole('radio', { name: 'On' }));
    await gate.held;
    await leave();
    gate.open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain(FAN_MODE_FAILED);
  });

  it("shows and says a schedule's failed manual override after the host unmounted its details", async () => {
    const gate = gatedClient(api.server, '/thermostats/climate_setting_schedules/update');
    const user = userEvent.setup();
    const schedules = await api.schedulesOf('Living Room Thermostat');
    const id = schedules.find((s) => s.name === 'Weekend Guests')?.climate_setting_schedule_id;
    if (!id) throw new Error('no seeded schedule named Weekend Guests');
    render(
      <RoutingHost
        gate={gate}
        queryClient={testQueryClient()}
        details={(onBack) => (
          <ClimateSettingScheduleDetails climateSettingScheduleId={id} onBack={onBack} />
        )}
      />,
    );
    const toggle = await screen.findByRole('switch', { name: 'Allow manual override' });
    await api.fault({ path: '/thermostats/climate_setting_schedules/update', status: 400 });
    await user.click(toggle);
    await gate.held;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: 'Host page' });
    gate.open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain(MANUAL_OVERRIDE_FAILED);
  });

  it("hands the failure to the host's onLateFailure instead, and draws no snackbar of its own", async () => {
    const told: PorchlightLateFailure[] = [];
    const gate = gatedClient(api.server, '/thermostats/update');
    const { user, leave } = await openThermostat(gate, (failure) => told.push(failure));
    await api.fault({ path: '/thermostats/update', status: 400 });
    await user.click(screen.getByRole('switch', { name: 'Allow manual override' }));
    await gate.held;
    await leave();
    gate.open();
    await waitFor(() => expect(told).toEqual([{ message: MANUAL_OVERRIDE_FAILED }]), {
      timeout: 10_000,
    });
    expect(document.querySelector('.pl-snackbar')).toBeNull();
    expect(document.querySelector('.pl-snackbar-region')).toBeNull();
  });

  it('still hands it to onLateFailure when the host unmounted the whole provider', async () => {
    const told: PorchlightLateFailure[] = [];
    const gate = gatedClient(api.server, '/thermostats/update');
    const { user, view } = await openThermostat(gate, (failure) => told.push(failure));
    await api.fault({ path: '/thermostats/update', status: 400 });
    await user.click(screen.getByRole('switch', { name: 'Allow manual override' }));
    await gate.held;
    view.unmount();
    gate.open();
    await waitFor(() => expect(told).toEqual([{ message: MANUAL_OVERRIDE_FAILED }]), {
      timeout: 10_000,
    });
  });

  it('says nothing when the save succeeds', async () => {
    const queryClient = testQueryClient();
    const gate = gatedClient(api.server, '/thermostats/update');
    const user = userEvent.setup();
    const deviceId = await api.deviceId('Living Room Thermostat');
    render(
      <RoutingHost
        gate={gate}
        queryClient={queryClient}
        details={(onBack) => <ThermostatDetails deviceId={deviceId} onBack={onBack} />}
      />,
    );
    await user.click(await screen.findByRole('switch', { name: 'Allow manual override' }));
    await gate.held;
    expect(queryClient.isMutating()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: 'Host page' });
    gate.open();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), { timeout: 10_000 });
    expect(await defaultOverride()).toBe(false);
    // The outcome is handed on a promise's answer after the mutation settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.pl-snackbar')).toBeNull();
  });

  it('hands no success to onLateFailure', async () => {
    const onLateFailure = vi.fn();
    const queryClient = testQueryClient();
    const gate = gatedClient(api.server, '/thermostats/update');
    const user = userEvent.setup();
    const deviceId = await api.deviceId('Living Room Thermostat');
    render(
      <RoutingHost
        gate={gate}
        queryClient={queryClient}
        onLateFailure={onLateFailure}
        details={(onBack) => <ThermostatDetails deviceId={deviceId} onBack={onBack} />}
      />,
    );
    await user.click(await screen.findByRole('switch', { name: 'Allow manual override' }));
    await gate.held;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: 'Host page' });
    gate.open();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onLateFailure).not.toHaveBeenCalled();
  });
});

describe('a save that fails after Back inside a public view that stays mounted', () => {
  it("is told once, by the view, and not handed to the host's onLateFailure", async () => {
    const onLateFailure = vi.fn();
    const gate = gatedClient(api.server, '/thermostats/update');
    const user = userEvent.setup();
    render(
      <HostProvider gate={gate} queryClient={testQueryClient()} onLateFailure={onLateFailure}>
        <DeviceTable />
      </HostProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /^Living Room Thermostat/ }));
    await api.fault({ path: '/thermostats/update', status: 400 });
    await user.click(await screen.findByRole('switch', { name: 'Allow manual override' }));
    await gate.held;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: /^Living Room Thermostat/ });
    gate.open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain(MANUAL_OVERRIDE_FAILED);
    expect(document.querySelectorAll('.pl-snackbar')).toHaveLength(1);
    expect(onLateFailure).not.toHaveBeenCalled();
  });

  it("is told once with the provider's own region there too", async () => {
    const gate = gatedClient(api.server, '/thermostats/update');
    const user = userEvent.setup();
    render(
      <HostProvider gate={gate} queryClient={testQueryClient()}>
        <DeviceTable />
      </HostProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /^Living Room Thermostat/ }));
    await api.fault({ path: '/thermostats/update', status: 400 });
    await user.click(await screen.findByRole('switch', { name: 'Allow manual override' }));
    await gate.held;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: /^Living Room Thermostat/ });
    gate.open();
    await findSnackbar('assertive', { timeout: 10_000 });
    expect(document.querySelectorAll('.pl-snackbar')).toHaveLength(1);
    expect(querySnackbar('polite')).toBeNull();
  });
});

describe('onLateFailure misused', () => {
  it('is refused with the fix in the message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gate = gatedClient(api.server, '/thermostats/update');
    const wrong = 'toast' as unknown as OnLateFailure;
    expect(() =>
      render(
        <HostProvider gate={gate} queryClient={testQueryClient()} onLateFailure={wrong}>
          <p>Host</p>
        </HostProvider>,
      ),
    ).toThrow(PorchlightInvalidPropsError);
    expect(() =>
      render(
        <HostProvider gate={gate} queryClient={testQueryClient()} onLateFailure={wrong}>
          <p>Host</p>
        </HostProvider>,
      ),
    ).toThrow(/onLateFailure must be a function, got string: pass onLateFailure=\{\(failure\) =>/);
    vi.restoreAllMocks();
  });
});
