import { PorchlightClient } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  findSnackbar,
  liveRegionOf,
  politenessOf,
  politeRegions,
  querySnackbar,
  saidPolitely,
} from '../../test-utils/announcements.js';
import {
  rawDevice,
  renderWithClient,
  setupFakeApi,
  stubClient,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { DeviceDetails } from '../navigation.js';
import type { DeviceDetailsProps } from './DeviceDetails.js';

const api = setupFakeApi();

interface ApiDevice {
  device_id: string;
  properties: { name: string; locked?: boolean };
  errors: Array<{ error_code: string; message: string }>;
}

let ids: Record<string, string> = {};

beforeEach(async () => {
  const { devices } = await api.api<{ devices: ApiDevice[] }>('/devices/list');
  ids = Object.fromEntries(devices.map((d) => [d.properties.name, d.device_id]));
});

const idOf = (name: string) => {
  const id = ids[name];
  if (!id) throw new Error(`no seeded device named ${name}`);
  return id;
};

/** The value of a detail row (`<dt>label</dt><dd>value</dd>`). */
function detail(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no detail row '${label}'`);
  return value;
}
const hasDetail = (label: string) =>
  screen.queryAllByRole('term').some((dt) => dt.textContent === label);

async function renderLock(name: string, props: Partial<DeviceDetailsProps> = {}) {
  const view = renderWithClient(<DeviceDetails deviceId={idOf(name)} {...props} />, api.client);
  await screen.findByText(name);
  return view;
}

const lockedOnServer = async (name: string) => {
  const { device } = await api.api<{ device: ApiDevice }>('/devices/get', {
    device_id: idOf(name),
  });
  return device.properties.locked;
};

/** How many `/devices/get` the fake API answered with a 500. */
async function failedReads(): Promise<number> {
  const response = await fetch(`${api.server.url}/_fake/requests`);
  const { requests } = (await response.json()) as {
    requests: Array<{ path: string; status: number }>;
  };
  return requests.filter((r) => r.path === '/devices/get' && r.status === 500).length;
}

describe('LockDetails', () => {
  it('shows status, power, model, lock state, code length and the device id', async () => {
    await renderLock('Front Door');
    expect(screen.getByRole('heading', { name: 'Front Door, Device', level: 2 })).toBeTruthy();
    expect(detail('Status').textContent).toBe('Online');
    expect(detail('Power').textContent).toBe('Good (86%)');
    expect(detail('Model').textContent).toBe('August Wi-Fi Smart Lock');
    expect(detail('Lock status').textContent).toContain('Locked');
    expect(within(detail('Lock status')).getByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(detail('Code length').textContent).toBe('4–8 digits');
    expect(detail('Device ID').textContent).toBe(idOf('Front Door'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads single code lengths and every battery level', async () => {
    const { unmount } = await renderLock('Back Door');
    expect(detail('Code length').textContent).toBe('4 digits');
    expect(detail('Power').textContent).toBe('Good (100%)');
    unmount();
    const side = await renderLock('Side Gate');
    expect(detail('Power').textContent).toBe('Low! (4%)');
    expect(detail('Power').querySelector('.pl-battery--critical')).not.toBeNull();
    side.unmount();
    const garage = await renderLock('Garage');
    expect(detail('Power').textContent).toBe('Low (18%)');
    garage.unmount();
    await renderLock('Guest Suite');
    expect(detail('Power').textContent).toBe('Unknown');
  });

  it("counts the lock's access codes in a row that opens the access code table", async () => {
    const user = userEvent.setup();
    const { access_codes } = await api.api<{ access_codes: unknown[] }>('/access_codes/list', {
      device_id: idOf('Front Door'),
    });
    expect(access_codes.length).toBeGreaterThan(1);
    await renderLock('Front Door');
    const row = await screen.findByRole('button', { name: `${access_codes.length} access codes` });
    await user.click(row);
    expect(await screen.findByRole('heading', { name: /Access Codes/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Front Door')).toBeTruthy();
  });

  it('leaves a deleted code the lock is still removing out of the access codes count', async () => {
    const { access_codes } = await api.api<{ access_codes: Array<{ access_code_id: string }> }>(
      '/access_codes/list',
      { device_id: idOf('Front Door') },
    );
    // The lock never confirms: the code stays listed as 'removing'.
    await api.fault({ path: '/access_codes/delete', kind: 'action_never' });
    await api.api('/access_codes/delete', { access_code_id: access_codes[0]?.access_code_id });
    await renderLock('Front Door');
    expect(
      await screen.findByRole('button', { name: `${access_codes.length - 1} access codes` }),
    ).toBeTruthy();
  });

  it('says in the access codes row that the codes could not be loaded, and still opens the table', async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/access_codes/list', status: 500, count: 20 });
    await renderLock('Front Door');
    const row = await screen.findByRole(
      'button',
      { name: 'Access codes', description: 'Access codes could not be loaded' },
      { timeout: 10_000 },
    );
    await api.clearFaults();
    await user.click(row);
    expect(await screen.findByRole('heading', { name: /Access Codes/ })).toBeTruthy();
  });

  it("offers 'Try again' for the access codes row alone, announces the failure, and keeps focus on the row once the count loads", async () => {
    const user = userEvent.setup();
    const { access_codes } = await api.api<{ access_codes: unknown[] }>('/access_codes/list', {
      device_id: idOf('Front Door'),
    });
    await api.fault({ path: '/access_codes/list', status: 500, count: 20 });
    await renderLock('Front Door');
    const retry = await screen.findByRole(
      'button',
      { name: 'Try again', description: 'Access codes could not be loaded' },
      { timeout: 10_000 },
    );
    // Said when it happens, from a live region that was in the page before it.
    const said = [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent);
    expect(said).toContain('Access codes could not be loaded');
    await api.clearFaults();
    retry.focus();
    await user.keyboard('{Enter}');
    const row = await screen.findByRole('button', { name: `${access_codes.length} access codes` });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The button that had focus is gone: focus goes to the row it retried, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it("keeps 'Try again' focused and described while its retry runs, and says a second failure again", async () => {
    const user = userEvent.setup();
    const FAILED = 'Access codes could not be loaded';
    // Code-list requests wait while `hold` is set, so the test can look at the row mid-retry.
    let hold: Promise<void> | null = null;
    let release = () => {};
    let reached = () => {};
    const client = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        fetch: async (input, init) => {
          if (hold && new URL(String(input)).pathname === '/access_codes/list') {
            reached();
            await hold;
          }
          return fetch(input, init);
        },
      },
    );
    const said = () =>
      [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent);
    await api.fault({ path: '/access_codes/list', status: 500, count: 50 });
    renderWithClient(<DeviceDetails deviceId={idOf('Front Door')} />, client);
    const retry = await screen.findByRole(
      'button',
      { name: 'Try again', description: FAILED },
      { timeout: 10_000 },
    );
    const reachedServer = new Promise<void>((resolve) => {
      reached = resolve;
    });
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    retry.focus();
    await user.keyboard('{Enter}');
    await reachedServer;
    // Quiet while the retry runs, so that its failure is said again...
    await waitFor(() => expect(said()).not.toContain(FAILED));
    // ...and meanwhile 'Try again' stays where the person is, still saying what failed.
    expect(screen.getByRole('button', { name: 'Try again', description: FAILED })).toBe(
      document.activeElement,
    );
    release();
    hold = null;
    await waitFor(() => expect(said()).toContain(FAILED), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Try again', description: FAILED })).toBe(
      document.activeElement,
    );
  });

  it("marks the row's 'Try again' busy while its retry runs, and a second press sends no second request", async () => {
    const user = userEvent.setup();
    const FAILED = 'Access codes could not be loaded';
    // Code-list requests are counted, and wait while `hold` is set.
    let sent = 0;
    let hold: Promise<void> | null = null;
    let release = () => {};
    let reached = () => {};
    const client = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        fetch: async (input, init) => {
          if (new URL(String(input)).pathname === '/access_codes/list') {
            sent++;
            if (hold) {
              reached();
              await hold;
            }
          }
          return fetch(input, init);
        },
      },
    );
    await api.fault({ path: '/access_codes/list', status: 500, count: 50 });
    renderWithClient(<DeviceDetails deviceId={idOf('Front Door')} />, client);
    const retry = await screen.findByRole(
      'button',
      { name: 'Try again', description: FAILED },
      { timeout: 10_000 },
    );
    expect(retry.getAttribute('aria-busy')).toBeNull();
    await api.clearFaults();
    const reachedServer = new Promise<void>((resolve) => {
      reached = resolve;
    });
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = sent;
    retry.focus();
    await user.keyboard('{Enter}');
    await reachedServer;
    const busy = screen.getByRole('button', { name: 'Try again', description: FAILED });
    await waitFor(() => expect(busy.getAttribute('aria-busy')).toBe('true'));
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    await user.click(busy);
    hold = null;
    release();
    await screen.findByRole('button', { name: /^\d+ access codes$/ }, { timeout: 10_000 });
    // The one retry, answered at once: the presses during it neither cancelled nor repeated it.
    expect(sent - before).toBe(1);
  });

  it("keeps the row's failure while its retry waits for the connection, and says it waits", async () => {
    const user = userEvent.setup();
    const FAILED = 'Access codes could not be loaded';
    const WAITING = 'Waiting for a connection to try again';
    const said = () =>
      [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent);
    const { access_codes } = await api.api<{ access_codes: unknown[] }>('/access_codes/list', {
      device_id: idOf('Front Door'),
    });
    await api.fault({ path: '/access_codes/list', status: 500, count: 50 });
    await renderLock('Front Door');
    const retry = await screen.findByRole(
      'button',
      { name: 'Try again', description: FAILED },
      { timeout: 10_000 },
    );
    await api.clearFaults();
    try {
      // TanStack pauses a query's fetch while the browser says it is offline.
      onlineManager.setOnline(false);
      retry.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(said()).toContain(WAITING));
      const waiting = screen.getByRole('button', {
        name: 'Try again',
        description: `${FAILED} ${WAITING}`,
      });
      expect(waiting).toBe(document.activeElement);
      expect(waiting.getAttribute('aria-busy')).toBe('true');
      expect(
        screen.getByRole('button', { name: /^Access codes$/, description: `${FAILED} ${WAITING}` }),
      ).toBeTruthy();
      onlineManager.setOnline(true);
      await screen.findByRole(
        'button',
        { name: `${access_codes.length} access codes` },
        { timeout: 10_000 },
      );
    } finally {
      // The manager is shared by every test of the file.
      onlineManager.setOnline(true);
    }
  });

  it("hands a click on a code of the opened table to the host's callback", async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    await renderLock('Front Door', {
      onAccessCodeClick: (id) => {
        clicks.push(id);
        return false;
      },
    });
    await user.click(await screen.findByRole('button', { name: /access codes$/ }));
    await screen.findByRole('heading', { name: /Access Codes/ });
    const [first] = await screen.findAllByRole('button', { name: /, Code: / });
    await user.click(first as HTMLElement);
    expect(clicks).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /Access code$/ })).toBeNull();
  });

  it('shows Account Offline and the account error as an alert, subject to the host filter', async () => {
    const { device } = await api.api<{ device: ApiDevice }>('/devices/get', {
      device_id: idOf('Garage'),
    });
    const message = device.errors[0]?.message ?? '';
    expect(message).not.toBe('');
    const { unmount } = await renderLock('Garage');
    expect(detail('Status').textContent).toBe('Account Offline');
    expect(screen.getByText(message).closest('.pl-alert--error')).not.toBeNull();
    unmount();
    await renderLock('Garage', {
      errorFilter: (error) => error.error_code !== 'account_disconnected',
    });
    expect(screen.queryByText(message)).toBeNull();
    // The status still reflects the account, whatever the alert filter.
    expect(detail('Status').textContent).toBe('Account Offline');
  });

  it('says in words, not by icon and colour alone, that an alert is an error', async () => {
    const { device } = await api.api<{ device: ApiDevice }>('/devices/get', {
      device_id: idOf('Garage'),
    });
    const message = device.errors[0]?.message ?? '';
    await renderLock('Garage');
    const alert = screen.getByText(message).closest('.pl-alert');
    expect(alert?.textContent).toBe(`Error: ${message}`);
  });

  it('lists at most 50 alerts, errors first, and says how many more there are', async () => {
    const warnings = Array.from({ length: 2000 }, (_, i) => ({
      warning_code: 'noisy',
      message: `Warning ${i + 1}`,
    }));
    const device = rawDevice({
      properties: { name: 'Stub Lock', online: true, locked: true },
      errors: [{ error_code: 'device_offline', message: 'Device is offline' }],
      warnings,
    });
    renderWithClient(<DeviceDetails deviceId="d1" />, stubClient([device]));
    await screen.findByText('Stub Lock');
    const alerts = document.querySelectorAll('.pl-device-details__alerts .pl-alert');
    expect(alerts).toHaveLength(50);
    expect(alerts[0]?.textContent).toBe('Error: Device is offline');
    expect(screen.getByText('Warning 49')).toBeTruthy();
    expect(screen.queryByText('Warning 50')).toBeNull();
    expect(screen.getByText('and 1951 more')).toBeTruthy();
  });

  describe('issues that arrive while the details are open', () => {
    const battery = { warning_code: 'low_battery', message: 'Lock battery is low' };
    const jammed = { warning_code: 'lock_jammed', message: 'Lock is jammed' };
    const offline = { error_code: 'device_offline', message: 'Device is offline' };

    /** A lock served by a stub whose answers follow `device`, and the cache re-reads go through. */
    async function renderStubLock(device: Record<string, unknown>) {
      const queryClient = testQueryClient();
      renderWithClient(<DeviceDetails deviceId="d1" />, stubClient([device]), queryClient);
      await screen.findByText('Stub Lock');
      /** Re-reads the device (as window focus or a lock action's invalidation does). */
      const reread = async (patch: Record<string, unknown>) => {
        Object.assign(device, patch);
        await queryClient.invalidateQueries();
      };
      return { reread };
    }

    it("says politely, with the 'Warning: ' prefix, a warning a re-read brings, from a region in the page since it opened", async () => {
      const device = rawDevice({ properties: { name: 'Stub Lock', online: true, locked: true } });
      const { reread } = await renderStubLock(device);
      const regionsAtOpen = politeRegions();
      expect(saidPolitely()).toEqual([]);
      await reread({ warnings: [battery] });
      await screen.findByText(battery.message);
      await waitFor(() => expect(saidPolitely()).toEqual([`Warning: ${battery.message}`]));
      const region = politeRegions().find((r) => r.textContent === `Warning: ${battery.message}`);
      expect(regionsAtOpen).toContain(region);
      expect(politenessOf(liveRegionOf(region as Element))).toBe('polite');
      // The alert itself is not a live region: the warning is said once, by the region.
      expect(screen.getByText(battery.message).closest('[aria-live]')).toBeNull();
    });

    it('says only the warning that arrived, not the error and warning shown when the details opened', async () => {
      const device = rawDevice({
        properties: { name: 'Stub Lock', online: true, locked: true },
        errors: [offline],
        warnings: [battery],
      });
      const { reread } = await renderStubLock(device);
      expect(screen.getByText(offline.message)).toBeTruthy();
      expect(screen.getByText(battery.message)).toBeTruthy();
      expect(saidPolitely()).toEqual([]);
      await reread({ warnings: [battery, jammed] });
      await screen.findByText(jammed.message);
      await waitFor(() => expect(saidPolitely()).toEqual([`Warning: ${jammed.message}`]));
    });
  });

  it('shows Device Offline for an offline device', async () => {
    await renderLock('Storage Room');
    expect(detail('Status').textContent).toBe('Device Offline');
  });

  it('keeps Lock/Unlock of an offline lock inert and says why, sending nothing', async () => {
    const user = userEvent.setup();
    await renderLock('Storage Room');
    const reason = 'This lock is offline, so it cannot be locked or unlocked until it reconnects.';
    const toggle = within(detail('Lock status')).getByRole('button', { description: reason });
    // aria-disabled, not disabled: it stays reachable so the reason can be heard.
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(toggle.hasAttribute('disabled')).toBe(false);
    const before = detail('Lock status').textContent;
    await user.click(toggle);
    toggle.focus();
    await user.keyboard('{Enter} ');
    expect(detail('Lock status').textContent).toBe(before);
    const response = await fetch(`${api.server.url}/_fake/requests`);
    const { requests } = (await response.json()) as { requests: Array<{ path: string }> };
    expect(requests.filter((r) => r.path.startsWith('/locks/'))).toEqual([]);
  });

  it('names the disconnected account as the reason on an account-offline lock', async () => {
    await renderLock('Garage');
    const reason =
      'The account of this lock is disconnected, so it cannot be locked or unlocked until it is reconnected.';
    expect(within(detail('Lock status')).getByRole('button', { description: reason })).toBeTruthy();
    expect(screen.getByText(reason).tagName).toBe('P');
  });

  it('gives no reason on an online lock', async () => {
    await renderLock('Front Door');
    const toggle = within(detail('Lock status')).getByRole('button', { name: 'Unlock' });
    expect(toggle.getAttribute('aria-disabled')).toBeNull();
    expect(toggle.getAttribute('aria-describedby')).toBeNull();
  });

  it('unlocks optimistically, then settles on the server state', async () => {
    const user = userEvent.setup();
    await renderLock('Front Door');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    // Flipped at once, while the action attempt is still pending.
    await waitFor(() => expect(detail('Lock status').textContent).toContain('Unlocked'));
    const pending = within(detail('Lock status')).getByRole('button', { name: 'Lock' });
    // Pending keeps focus: aria-disabled, not disabled (issue 18), and says what is under way.
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(
      within(detail('Lock status')).getByRole('button', {
        name: 'Lock',
        description: 'Unlocking…',
      }),
    ).toBe(pending);
    await waitFor(
      () =>
        expect(
          within(detail('Lock status'))
            .getByRole('button', { name: 'Lock' })
            .getAttribute('aria-disabled'),
        ).toBeNull(),
      { timeout: 5000 },
    );
    expect(detail('Lock status').textContent).toContain('Unlocked');
    expect(await lockedOnServer('Front Door')).toBe(false);
  });

  it('locks an unlocked door', async () => {
    const user = userEvent.setup();
    await renderLock('Back Door');
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(detail('Lock status').textContent).toContain('Locked'));
    await waitFor(
      () =>
        expect(
          within(detail('Lock status'))
            .getByRole('button', { name: 'Unlock' })
            .getAttribute('aria-disabled'),
        ).toBeNull(),
      { timeout: 5000 },
    );
    expect(await lockedOnServer('Back Door')).toBe(true);
  });

  it('rolls back and tells the person when the action fails', async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/locks/unlock_door', kind: 'action_error' });
    await renderLock('Front Door');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(detail('Lock status').textContent).toContain('Unlocked'));
    const alert = await findSnackbar('assertive', { timeout: 5000 });
    expect(alert.textContent).toContain('The lock could not be unlocked. Please try again.');
    expect(detail('Lock status').textContent).toContain('Locked');
    expect(detail('Lock status').textContent).not.toContain('Unlocked');
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(await lockedOnServer('Front Door')).toBe(true);
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(querySnackbar()).toBeNull();
  });

  it('keeps the details and says the action failed when the re-read after it fails too', async () => {
    const user = userEvent.setup();
    await renderLock('Front Door');
    await api.fault({ path: '/locks/unlock_door', kind: 'action_error' });
    await api.fault({ path: '/devices/get', status: 500, count: 3 });
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const alert = await findSnackbar('assertive', { timeout: 5000 });
    expect(alert.textContent).toContain('The lock could not be unlocked. Please try again.');
    // The re-read's three attempts (the first and two retries) have all failed…
    await waitFor(async () => expect(await failedReads()).toBe(3), { timeout: 5000 });
    // …and the query has had the time to say so.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('This device could not be loaded')).toBeNull();
    expect(detail('Lock status').textContent).toContain('Locked');
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
  });

  it('hides Lock/Unlock without the lock capability or with disableLockUnlock', async () => {
    const { unmount } = await renderLock('Lobby Intercom');
    expect(detail('Lock status').textContent).toBe('Unlocked');
    expect(within(detail('Lock status')).queryByRole('button')).toBeNull();
    unmount();
    await renderLock('Front Door', { disableLockUnlock: true });
    expect(detail('Lock status').textContent).toBe('Locked');
    expect(within(detail('Lock status')).queryByRole('button')).toBeNull();
  });

  it('hides the device id with disableResourceIds', async () => {
    await renderLock('Front Door', { disableResourceIds: true });
    expect(hasDetail('Status')).toBe(true);
    expect(hasDetail('Device ID')).toBe(false);
    expect(screen.queryByText(idOf('Front Door'))).toBeNull();
  });

  it('shows a back button only when the host passes onBack', async () => {
    const user = userEvent.setup();
    let backs = 0;
    const { unmount } = await renderLock('Front Door', { onBack: () => backs++ });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(backs).toBe(1);
    unmount();
    await renderLock('Front Door');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('offers a retry when the device cannot be loaded', async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/devices/get', status: 500, count: 3 });
    renderWithClient(<DeviceDetails deviceId={idOf('Front Door')} />, api.client);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This device could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Front Door')).toBeTruthy();
  });

  it('shows a thermostat with the thermostat view, its title, name and back button', async () => {
    const user = userEvent.setup();
    let backs = 0;
    renderWithClient(
      <DeviceDetails deviceId={idOf('Living Room Thermostat')} onBack={() => backs++} />,
      api.client,
    );
    expect(
      await screen.findByRole('heading', { name: 'Living Room Thermostat, Thermostat', level: 2 }),
    ).toBeTruthy();
    expect(screen.getByText('Living Room Thermostat')).toBeTruthy();
    expect(await screen.findByRole('radiogroup', { name: 'Mode' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Lock|Unlock/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(backs).toBe(1);
  });
});
