import type { PorchlightClient } from '@porchlight/client';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient, setupFakeApi } from '../../../test-utils/fake-api.js';
import { gatedClient } from '../../../test-utils/gated-client.js';
import { CreateAccessCodeForm } from '../../navigation.js';
import { instantToZonedWallTime, localTimeZone, zonedWallTimeToInstant } from './time-zone.js';

const api = setupFakeApi();

interface CodeList {
  access_codes: Array<{
    access_code_id: string;
    name: string;
    code: string;
    starts_at?: string;
    ends_at?: string;
  }>;
}

// The seeded Lobby Intercom takes 4- to 6-digit codes and already holds 55555 (Courier).
async function setup(client: PorchlightClient = api.client) {
  const deviceId = await api.deviceId('Lobby Intercom');
  const onSuccess = vi.fn();
  renderWithClient(<CreateAccessCodeForm deviceId={deviceId} onSuccess={onSuccess} />, client);
  await screen.findByRole('heading', { name: 'Add new access code' });
  return {
    deviceId,
    onSuccess,
    codes: async () =>
      (await api.api<CodeList>('/access_codes/list', { device_id: deviceId })).access_codes,
    name: screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    code: screen.getByRole('textbox', { name: 'Code (PIN)' }) as HTMLInputElement,
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

describe('CreateAccessCodeForm against the fake API', () => {
  it('shows the device subheading, defaults to ongoing and hints the code lengths', async () => {
    const { code } = await setup();
    expect(await screen.findByText('Lobby Intercom')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Ongoing' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('4-6 digit code')).toBeTruthy();
    await userEvent.type(code, '12 a');
    expect(screen.getByText('Numbers only').closest('li')?.className).toContain('unmet');
  });

  it('ignores a submit with an empty name and checks the code length before sending', async () => {
    const { codes, name, code, save } = await setup();
    await userEvent.click(save);
    expect(screen.getByText('Name is required')).toBeTruthy();
    await userEvent.type(name, 'Guest');
    await userEvent.type(code, '123');
    await userEvent.click(save);
    expect(screen.getByText('Code length must be one of the following: 4, 5, 6')).toBeTruthy();
    expect(await codes()).toHaveLength(1);
  });

  it('fills the code from Generate code and creates once however often Save is pressed', async () => {
    const { codes, onSuccess, name, code, save } = await setup();
    await userEvent.type(name, 'Guest');
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    await waitFor(() => expect(code.value).toMatch(/^\d{4,6}$/));
    // Slow the server so the second press lands while the first save is in flight.
    await api.admin('config', { latency_ms: 150 });
    await userEvent.click(save);
    await userEvent.click(save);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const created = (await codes()).filter((c) => c.name === 'Guest');
    expect(created).toEqual([expect.objectContaining({ code: code.value })]);
    expect(onSuccess).toHaveBeenCalledWith(created[0]?.access_code_id, { recovered: false });
  });

  it('shows server field errors on their fields and keeps every value on failure', async () => {
    const { name, code, save } = await setup();
    await userEvent.type(name, 'Guest');
    await userEvent.type(code, '55555');
    await userEvent.click(save);
    expect(await screen.findByText('This code is already in use on the device')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '1111');
    await api.fault({ path: '/access_codes/create', status: 500 });
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code could not be saved. Please try again.',
    );
    expect(name.value).toBe('Guest');
    expect(code.value).toBe('1111');
  });

  it('sends a start/end window converted from the chosen zone', async () => {
    const { codes, onSuccess, name, code } = await setup();
    await userEvent.type(name, 'Stay');
    await userEvent.type(code, '2468');
    await userEvent.click(screen.getByRole('radio', { name: 'Start/end times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use local time zone' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Time zone' }),
      'Asia/Tokyo',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const start = screen.getByLabelText('Start time') as HTMLInputElement;
    const end = screen.getByLabelText('End time') as HTMLInputElement;
    await userEvent.clear(start);
    await userEvent.type(start, '2030-01-10T09:00');
    await userEvent.clear(end);
    await userEvent.type(end, '2030-01-11T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const stay = (await codes()).find((c) => c.name === 'Stay');
    expect(new Date(stay?.starts_at ?? '').toISOString()).toBe('2030-01-10T00:00:00.000Z');
    expect(new Date(stay?.ends_at ?? '').toISOString()).toBe('2030-01-11T00:00:00.000Z');
  });

  it("labels the zone with its offset at the code's start, not today's", async () => {
    await setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Start/end times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use local time zone' }));
    const zones = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.selectOptions(zones, 'America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const start = screen.getByLabelText('Start time') as HTMLInputElement;
    for (const [date, offset] of [
      ['2030-01-10T09:00', 'UTC-05:00'],
      ['2030-07-10T09:00', 'UTC-04:00'],
    ] as const) {
      await userEvent.clear(start);
      await userEvent.type(start, date);
      expect(screen.getByText(`Time Zone (manual): America/New York (${offset})`)).toBeTruthy();
    }
    // The picker's labels are read at the (July) start too: London on summer time.
    await userEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    const option = screen.getByRole('option', { name: /^Europe\/London / });
    expect(option.textContent).toBe('Europe/London (UTC+01:00)');
  });

  it('defaults a start/end window to now until the same time tomorrow, in the local zone', async () => {
    const before = Date.now();
    await setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Start/end times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    const start = screen.getByLabelText('Start time') as HTMLInputElement;
    const end = screen.getByLabelText('End time') as HTMLInputElement;
    const zone = localTimeZone();
    const startMs = zonedWallTimeToInstant(start.value, zone)?.getTime() ?? 0;
    // To the minute: the input holds no seconds.
    expect(startMs).toBeGreaterThan(before - 60_000);
    expect(startMs).toBeLessThanOrEqual(Date.now());
    expect(end.value.slice(11)).toBe(start.value.slice(11));
    expect(
      Date.parse(`${end.value.slice(0, 10)}T00:00Z`) -
        Date.parse(`${start.value.slice(0, 10)}T00:00Z`),
    ).toBe(86_400_000);
    expect(screen.getByText(/^Time Zone \(automatic\): /)).toBeTruthy();
  });

  it('moves focus into each sub-screen and back to the button that opened it', async () => {
    await setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Start/end times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    // Each sub-screen starts at its heading, as every view's sub-screens do.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Timing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Time Zone (automatic)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change time zone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit times' }));
  });

  it('converts the default window when the zone changes, keeping both instants', async () => {
    await setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Start/end times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    const startBefore = (screen.getByLabelText('Start time') as HTMLInputElement).value;
    const endBefore = (screen.getByLabelText('End time') as HTMLInputElement).value;
    const zone = localTimeZone();
    const target = zone === 'Pacific/Auckland' ? 'America/New_York' : 'Pacific/Auckland';
    await userEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use local time zone' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), target);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const convert = (wall: string) =>
      instantToZonedWallTime(zonedWallTimeToInstant(wall, zone) as Date, target);
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe(
      convert(startBefore),
    );
    expect((screen.getByLabelText('End time') as HTMLInputElement).value).toBe(convert(endBefore));
    expect(
      screen.getByText(
        /^Time Zone \(manual\): Pacific\/Auckland|^Time Zone \(manual\): America\/New York/,
      ),
    ).toBeTruthy();
  });

  it('says when a code cannot be generated and keeps what was typed', async () => {
    const { code, name } = await setup();
    await userEvent.type(name, 'Guest');
    await userEvent.type(code, '4321');
    await api.fault({ path: '/access_codes/generate_code', status: 500, count: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(
      await screen.findAllByText('A code could not be generated. Please try again.'),
    ).toHaveLength(2);
    expect(code.value).toBe('4321');
    expect(name.value).toBe('Guest');
    // Said where focus is not: in an assertive region that was in the page before.
    const said = screen
      .getAllByText('A code could not be generated. Please try again.')
      .find((node) => node.getAttribute('aria-live') === 'assertive');
    expect(said).toBeTruthy();
    // A code typed afterwards answers the failure: it no longer marks the field.
    await userEvent.type(code, '5');
    expect(screen.queryByText('A code could not be generated. Please try again.')).toBeNull();
    expect(code.getAttribute('aria-invalid')).toBeNull();
  });

  it('lets a failed generate go on Save: the focus lands on the real problem, the window', async () => {
    const { code, name } = await setup();
    await userEvent.type(name, 'Guest');
    await userEvent.type(code, '4321');
    await userEvent.click(screen.getByRole('radio', { name: 'Start/end times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    const end = screen.getByLabelText('End time') as HTMLInputElement;
    await userEvent.clear(end);
    await userEvent.type(end, '2000-01-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    // The fields screen is shown again: read the code field afresh.
    const codeField = () => screen.getByRole('textbox', { name: 'Code (PIN)' }) as HTMLInputElement;
    await api.fault({ path: '/access_codes/generate_code', status: 500, count: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    await screen.findAllByText('A code could not be generated. Please try again.');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit times' })),
    );
    expect(codeField().getAttribute('aria-invalid')).toBeNull();
    expect(codeField().value).toBe('4321');
  });

  it("says 'Generating code' on the button while it runs, and ignores a second press", async () => {
    const path = '/access_codes/generate_code';
    const sent: string[] = [];
    // The first generate waits at the gate until both presses are in.
    const gate = gatedClient(api.server, path, (pathname) => sent.push(pathname));
    const { code } = await setup(gate.client);
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    await gate.held;
    const busy = await screen.findByRole('button', { name: 'Generating code' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(busy);
    expect(sent.filter((pathname) => pathname === path)).toHaveLength(1);
    gate.open();
    await waitFor(() => expect(code.value).toMatch(/^\d{4,6}$/), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Generate code' })).toBe(busy);
    const log = await fetch(`${api.server.url}/_fake/requests?path=/access_codes/generate_code`);
    expect(((await log.json()) as { requests: unknown[] }).requests).toHaveLength(1);
  });

  it("says 'Code generated' once a code fills the field", async () => {
    const { code } = await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    await waitFor(() => expect(code.value).toMatch(/^\d{4,6}$/));
    expect(screen.getByText('Code generated').getAttribute('aria-live')).toBe('polite');
  });
});
