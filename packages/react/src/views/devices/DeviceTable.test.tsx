import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findSnackbar, querySnackbar } from '../../test-utils/announcements.js';
import {
  rawDevice,
  renderWithClient,
  setupFakeApi,
  stubClient,
} from '../../test-utils/fake-api.js';
import { DeviceTable } from '../navigation.js';

const api = setupFakeApi();

const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.pl-device-row__name')?.textContent);

async function renderTable(props: Parameters<typeof DeviceTable>[0] = {}) {
  const view = renderWithClient(<DeviceTable {...props} />, api.client);
  await screen.findByRole('heading', { name: 'Devices (13)' });
  return view;
}

describe('DeviceTable against the fake API', () => {
  it('shows a loading indicator, then the heading with the count and one row per device', async () => {
    renderWithClient(<DeviceTable />, api.client);
    expect(screen.getByRole('status').textContent).toBe('Loading devices');
    expect(await screen.findByRole('heading', { name: 'Devices (13)', level: 2 })).toBeTruthy();
    expect(rowNames()).toHaveLength(13);
    expect(rowNames()).toContain('Living Room Thermostat');
  });

  it('replaces the heading, or hides it from view with heading={null}', async () => {
    const { unmount } = renderWithClient(<DeviceTable heading="Our doors" />, api.client);
    const custom = await screen.findByRole('heading', { name: 'Our doors' });
    expect(custom.querySelector('.pl-visually-hidden')).toBeNull();
    unmount();
    await renderTable({ heading: null });
    // Still there for screen readers, with the default text and count, but not shown.
    const hidden = screen.getByRole('heading', { name: 'Devices (13)' });
    expect(hidden.querySelector('.pl-visually-hidden')?.textContent).toBe('Devices (13)');
    // The spec's placeholder.
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('Search');
  });

  it('shows model, status and lock state, and fades offline rows', async () => {
    await renderTable();
    const frontDoor = screen.getByRole('button', { name: /^Front Door/ });
    expect(frontDoor.textContent).toContain('August Wi-Fi Smart Lock');
    expect(frontDoor.textContent).toContain('Online');
    expect(frontDoor.textContent).toContain('Locked');
    expect(frontDoor.className).not.toContain('offline');
    const garage = screen.getByRole('button', { name: /^Garage/ });
    expect(garage.textContent).toContain('Account Offline');
    expect(garage.className).toContain('pl-device-row--offline');
    expect(screen.getByRole('button', { name: /^Storage Room/ }).textContent).toContain(
      'Device Offline',
    );
    expect(screen.getByRole('button', { name: /^Back Door/ }).textContent).toContain('Unlocked');
  });

  it('names each row with its parts set apart, so a screen reader does not run them together', async () => {
    await renderTable();
    expect(
      screen.getByRole('button', { name: 'Front Door, August Wi-Fi Smart Lock, Online, Locked' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Storage Room, igloohome Smart Deadbolt 2S, Device Offline, Locked',
      }),
    ).toBeTruthy();
    // A thermostat has no lock state to read.
    expect(
      screen.getByRole('button', {
        name: 'Living Room Thermostat, Google Nest Learning Thermostat (4th Gen), Online',
      }),
    ).toBeTruthy();
  });

  it('searches names trimmed and case-insensitively', async () => {
    const user = userEvent.setup();
    await renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search devices' });
    await user.type(search, '  GARAGE ');
    await waitFor(() => expect(rowNames()).toEqual(['Garage']));
    await user.clear(search);
    await user.type(search, 'door');
    await waitFor(() => expect(rowNames()).toEqual(['Back Door', 'Front Door']));
    await user.clear(search);
    await waitFor(() => expect(rowNames()).toHaveLength(13));
  });

  it('shows the empty state when nothing matches', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.type(screen.getByRole('searchbox'), 'zzz-nothing');
    expect(await screen.findByText('Sorry, no devices were found')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('counts issues in chips and toggles the filter on click', async () => {
    const user = userEvent.setup();
    await renderTable();
    const accountChip = screen.getByRole('button', { name: '2 account issues' });
    const deviceChip = screen.getByRole('button', { name: '1 device issue' });
    expect(accountChip.getAttribute('aria-pressed')).toBe('false');
    await user.click(accountChip);
    expect(accountChip.getAttribute('aria-pressed')).toBe('true');
    expect(rowNames()).toEqual(['Mailroom', 'Garage']);
    await user.click(deviceChip);
    expect(deviceChip.getAttribute('aria-pressed')).toBe('true');
    expect(accountChip.getAttribute('aria-pressed')).toBe('false');
    expect(rowNames()).toEqual(['Storage Room']);
    await user.click(deviceChip);
    expect(deviceChip.getAttribute('aria-pressed')).toBe('false');
    expect(rowNames()).toHaveLength(13);
  });

  it('combines the issue filter with the search', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: '2 account issues' }));
    await user.type(screen.getByRole('searchbox'), 'mail');
    await waitFor(() => expect(rowNames()).toEqual(['Mailroom']));
  });

  it("says 'Devices & accounts OK' when the host filters hide every issue", async () => {
    await renderTable({ errorFilter: () => false, warningFilter: () => false });
    expect(screen.getByText('Devices & accounts OK')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /issue/ })).toBeNull();
  });

  it('applies the host error filter to the chips', async () => {
    await renderTable({ errorFilter: (error) => error.error_code !== 'device_offline' });
    expect(screen.getByRole('button', { name: '2 account issues' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /device issue/ })).toBeNull();
  });

  it('clears a chip filter whose chip disappeared instead of stranding an empty list', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithClient(<DeviceTable />, api.client);
    await screen.findByRole('heading', { name: 'Devices (13)' });
    await user.click(screen.getByRole('button', { name: '1 device issue' }));
    expect(rowNames()).toEqual(['Storage Room']);
    // The host now hides that error: the chip goes, and so must its filter.
    const hideOffline = (error: { error_code?: string }) => error.error_code !== 'device_offline';
    rerender(<DeviceTable errorFilter={hideOffline} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: /device issue/ })).toBeNull());
    expect(rowNames()).toHaveLength(13);
    // The issue comes back (the host shows it again, or a refetch): its chip is back unpressed,
    // and the filter the person saw cleared does not start hiding rows again by itself.
    rerender(<DeviceTable />);
    const chip = await screen.findByRole('button', { name: '1 device issue' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(rowNames()).toHaveLength(13);
  });

  it("shows a load failure with 'Try again' and no close button, and recovers", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/devices/list', status: 500, count: 10 });
    renderWithClient(<DeviceTable />, api.client);
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Devices could not be loaded');
    expect(within(alert).queryByRole('button', { name: 'Close' })).toBeNull();
    await api.clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Devices (13)' })).toBeTruthy();
    expect(querySnackbar()).toBeNull();
  });

  it('opens the details of a clicked row and comes back', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: /^Back Door/ }));
    expect(await screen.findByRole('heading', { name: 'Back Door, Device' })).toBeTruthy();
    expect(screen.getByText('Back Door', { selector: '.pl-device-details__name' })).toBeTruthy();
    // The table is out of the accessibility tree while the details show.
    expect(screen.queryByRole('heading', { name: 'Devices (13)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Devices (13)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Back Door, Device' })).toBeNull();
  });

  it('moves focus to the details heading on open, and back to the opened row on Back', async () => {
    const user = userEvent.setup();
    await renderTable();
    screen.getByRole('button', { name: /^Front Door/ }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Front Door, Device' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The heading takes focus only from script: it is not added to the tab order.
    expect(heading.getAttribute('tabindex')).toBe('-1');
    // Back sits just before the title, one Shift+Tab away.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Devices (13)' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Front Door/ })),
    );
  });

  it('keeps the search and the chip filter when coming back from the details', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: '2 account issues' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'gar');
    await waitFor(() => expect(rowNames()).toEqual(['Garage']));
    await user.click(screen.getByRole('button', { name: /^Garage/ }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Devices (13)' });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('gar');
    expect(
      screen.getByRole('button', { name: '2 account issues' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(rowNames()).toEqual(['Garage']);
  });

  it('never steals focus from the host page when it mounts', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    await renderTable();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('lets the host suppress the details by returning false from onDeviceClick', async () => {
    const user = userEvent.setup();
    const onDeviceClick = vi.fn(() => false);
    await renderTable({ onDeviceClick });
    const row = screen.getByRole('button', { name: /^Front Door/ });
    await user.click(row);
    const devices = await api.api<{
      devices: Array<{ device_id: string; properties: { name: string } }>;
    }>('/devices/list');
    const frontDoor = devices.devices.find((d) => d.properties.name === 'Front Door');
    expect(onDeviceClick).toHaveBeenCalledWith(frontDoor?.device_id);
    expect(screen.getByRole('heading', { name: 'Devices (13)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Front Door, Device' })).toBeNull();
  });

  it('opens the details when onDeviceClick returns nothing, and never with preventDefaultOnDeviceClick', async () => {
    const user = userEvent.setup();
    const onDeviceClick = vi.fn(() => undefined);
    const { unmount } = await renderTable({ onDeviceClick });
    await user.click(screen.getByRole('button', { name: /^Front Door/ }));
    expect(await screen.findByRole('heading', { name: 'Front Door, Device' })).toBeTruthy();
    unmount();
    await renderTable({ preventDefaultOnDeviceClick: true });
    await user.click(screen.getByRole('button', { name: /^Front Door/ }));
    expect(screen.queryByRole('heading', { name: 'Front Door, Device' })).toBeNull();
  });

  it('starts its heading at the level the host sets', async () => {
    renderWithClient(<DeviceTable headingLevel={4} />, api.client);
    expect(await screen.findByRole('heading', { level: 4, name: 'Devices (13)' })).toBeTruthy();
  });

  it('hides the search with disableSearch', async () => {
    await renderTable({ disableSearch: true });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('DeviceTable with devices the fake API never produces', () => {
  it('lists only locks and thermostats', async () => {
    const client = stubClient([
      rawDevice({ device_id: 'a', device_type: 'schlage_lock', properties: { name: 'Lock A' } }),
      rawDevice({ device_id: 'b', device_type: 'minut_sensor', properties: { name: 'Sensor B' } }),
      rawDevice({
        device_id: 'c',
        device_type: 'ecobee_thermostat',
        properties: { name: 'Thermo C' },
      }),
      rawDevice({
        device_id: 'd',
        device_type: 'mystery_gadget',
        properties: { name: 'Gadget D' },
      }),
    ]);
    renderWithClient(<DeviceTable />, client);
    expect(await screen.findByRole('heading', { name: 'Devices (2)' })).toBeTruthy();
    expect(rowNames()).toEqual(['Lock A', 'Thermo C']);
  });

  it('shows the empty state and a disabled search when there are no devices', async () => {
    renderWithClient(<DeviceTable />, stubClient([]));
    expect(await screen.findByRole('heading', { name: 'Devices (0)' })).toBeTruthy();
    expect(screen.getByText('Sorry, no devices were found')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(true);
  });
});
