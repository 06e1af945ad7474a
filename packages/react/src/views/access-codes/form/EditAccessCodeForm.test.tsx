import type { AccessCode } from '@porchlight/client';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessCodeKeys } from '../../../hooks/access-codes/access-code-queries.js';
import { deviceKeys } from '../../../hooks/devices/device-queries.js';
import {
  recordingClient,
  renderWithClient,
  setupFakeApi,
  testQueryClient,
} from '../../../test-utils/fake-api.js';
import { formatDateTime } from '../../../ui/format-date.js';
import { EditAccessCodeForm } from '../../navigation.js';
import { instantToZonedWallTime, localTimeZone, zonedWallTimeToInstant } from './time-zone.js';

const api = setupFakeApi();

async function codesOf(deviceName: string): Promise<AccessCode[]> {
  const deviceId = await api.deviceId(deviceName);
  const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
    device_id: deviceId,
  });
  return access_codes;
}

async function serverCode(id: string): Promise<AccessCode> {
  return (await api.api<{ access_code: AccessCode }>('/access_codes/get', { access_code_id: id }))
    .access_code;
}

// Back Door takes 4-digit codes and holds Family (2468, ongoing) and Gardener (1357, a window
// that started two hours ago); Storage Room holds an offline time-bound code.
let gardener: AccessCode;
beforeEach(async () => {
  const found = (await codesOf('Back Door')).find((code) => code.name === 'Gardener');
  if (!found) throw new Error('no seeded Gardener code');
  gardener = found;
});

async function renderEdit(accessCodeId: string) {
  const onSuccess = vi.fn();
  renderWithClient(
    <EditAccessCodeForm accessCodeId={accessCodeId} onSuccess={onSuccess} onBack={() => {}} />,
    api.client,
  );
  await screen.findByRole('heading', { name: 'Edit access code' });
  return {
    onSuccess,
    name: screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    // The form's elements are new after a sub-screen: look the button up when pressing it.
    save: () => screen.getByRole('button', { name: 'Save' }),
  };
}

const codeField = () => screen.getByRole('textbox', { name: 'Code (PIN)' }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('EditAccessCodeForm against the fake API', () => {
  it('starts from the code: its name, code, type, window and device', async () => {
    await renderEdit(gardener.access_code_id);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Gardener',
    );
    expect(codeField().value).toBe('1357');
    expect(radio('Start/end times').checked).toBe(true);
    expect(screen.getByText('Back Door')).toBeTruthy();
    expect(screen.getByText('4 digit code')).toBeTruthy();
    const zone = localTimeZone();
    // The summary shows the window to the minute, as the datetime inputs hold it.
    const minute = (iso: string | null | undefined) =>
      formatDateTime(
        zonedWallTimeToInstant(instantToZonedWallTime(new Date(iso ?? ''), zone), zone) as Date,
        {
          timeZone: zone,
        },
      );
    const summary = screen.getByRole('button', { name: 'Edit times' }).parentElement;
    expect(summary?.textContent).toContain(`Start: ${minute(gardener.starts_at)}`);
    expect(summary?.textContent).toContain(`End: ${minute(gardener.ends_at)}`);
  });

  it('makes a code ongoing and renames it', async () => {
    const { onSuccess, name, save } = await renderEdit(gardener.access_code_id);
    await userEvent.clear(name);
    await userEvent.type(name, '  Gardener (all year) ');
    await userEvent.click(radio('Ongoing'));
    expect(screen.queryByRole('button', { name: 'Edit times' })).toBeNull();
    await userEvent.click(save());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(gardener.access_code_id));
    expect(await serverCode(gardener.access_code_id)).toMatchObject({
      name: 'Gardener (all year)',
      code: '1357',
      type: 'ongoing',
    });
  });

  it('converts both dates when the zone changes and keeps a typed date’s wall-clock time', async () => {
    const { onSuccess, save } = await renderEdit(gardener.access_code_id);
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    expect(screen.getByText(/^Time Zone \(automatic\): /)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    expect(screen.getByRole('heading', { name: 'Time Zone (automatic)' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use local time zone' }));
    expect(screen.getByRole('heading', { name: 'Time Zone (manual)' })).toBeTruthy();
    // Zones on both sides of UTC, and UTC itself, labelled with their offsets.
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toContain('UTC (UTC+00:00)');
    expect(labels).toContain('Asia/Tokyo (UTC+09:00)');
    expect(labels.some((label) => /^America\/New York \(UTC-0[45]:00\)$/.test(label ?? ''))).toBe(
      true,
    );
    await userEvent.selectOptions(select, 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    const start = screen.getByLabelText('Start time') as HTMLInputElement;
    const end = screen.getByLabelText('End time') as HTMLInputElement;
    expect(start.value).toBe(
      instantToZonedWallTime(new Date(gardener.starts_at ?? ''), 'Asia/Tokyo'),
    );
    expect(end.value).toBe(instantToZonedWallTime(new Date(gardener.ends_at ?? ''), 'Asia/Tokyo'));
    await userEvent.clear(end);
    await userEvent.type(end, '2031-05-01T10:00');
    expect(end.value).toBe('2031-05-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(save());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const saved = await serverCode(gardener.access_code_id);
    // 10:00 in Tokyo (UTC+09:00) is 01:00 UTC; the start instant is unchanged (to the minute).
    expect(new Date(saved.ends_at ?? '').toISOString()).toBe('2031-05-01T01:00:00.000Z');
    expect(
      Math.abs(Date.parse(saved.starts_at ?? '') - Date.parse(gardener.starts_at ?? '')),
    ).toBeLessThan(60_000);
  });

  it('keeps a saved time in the hour a DST change repeats when the zone changes', async () => {
    // 01:30 on 3 November 2024 happens twice in New York; this start is its second (EST) pass.
    await api.api('/access_codes/update', {
      access_code_id: gardener.access_code_id,
      starts_at: '2024-11-03T06:30:00.000Z',
      ends_at: '2024-11-04T06:30:00.000Z',
    });
    const { onSuccess, save } = await renderEdit(gardener.access_code_id);
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use local time zone' }));
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.selectOptions(select, 'America/New_York');
    await userEvent.selectOptions(select, 'UTC');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe(
      '2024-11-03T06:30',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(save());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect((await serverCode(gardener.access_code_id)).starts_at).toBe('2024-11-03T06:30:00.000Z');
  });

  it('starts from the code as the server holds it when the cached copy is stale', async () => {
    // The list was read a minute ago; the code was renamed elsewhere since.
    const queryClient = testQueryClient();
    queryClient.setQueryData(accessCodeKeys.list(gardener.device_id), await codesOf('Back Door'), {
      updatedAt: Date.now() - 60_000,
    });
    queryClient.setQueryData(
      deviceKeys.detail(gardener.device_id),
      await api.client.devices.get({ device_id: gardener.device_id }),
    );
    await api.api('/access_codes/update', {
      access_code_id: gardener.access_code_id,
      name: 'Gardener (renamed elsewhere)',
    });
    const onSuccess = vi.fn();
    renderWithClient(
      <EditAccessCodeForm accessCodeId={gardener.access_code_id} onSuccess={onSuccess} />,
      api.client,
      queryClient,
    );
    await screen.findByRole('heading', { name: 'Edit access code' });
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    // Saving the stale copy would have put the old name back.
    await waitFor(() => expect(name.value).toBe('Gardener (renamed elsewhere)'));
    await userEvent.clear(codeField());
    await userEvent.type(codeField(), '8642');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(await serverCode(gardener.access_code_id)).toMatchObject({
      name: 'Gardener (renamed elsewhere)',
      code: '8642',
    });
  });

  it('sends nothing when Save is pressed with nothing changed, and still finishes', async () => {
    const requests: string[] = [];
    const onSuccess = vi.fn();
    renderWithClient(
      <EditAccessCodeForm accessCodeId={gardener.access_code_id} onSuccess={onSuccess} />,
      recordingClient(api.server, requests),
    );
    await screen.findByRole('heading', { name: 'Edit access code' });
    // Touching a date without changing it keeps the saved instant, so it changes nothing either.
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(gardener.access_code_id));
    expect(requests).not.toContain('/access_codes/update');
    expect((await serverCode(gardener.access_code_id)).status).toBe(gardener.status);
  });

  it('checks the window before sending', async () => {
    const { save, onSuccess } = await renderEdit(gardener.access_code_id);
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    const end = screen.getByLabelText('End time') as HTMLInputElement;
    await userEvent.clear(end);
    await userEvent.type(end, '2000-01-01T00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(save());
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    expect((await serverCode(gardener.access_code_id)).ends_at).toBe(gardener.ends_at);
  });

  it('shows a server error on the code field and keeps every value', async () => {
    const { onSuccess, name, save } = await renderEdit(gardener.access_code_id);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gardener 2');
    await userEvent.clear(codeField());
    // Family's code: the server refuses a duplicate.
    await userEvent.type(codeField(), '2468');
    await userEvent.click(save());
    expect(await screen.findByText('This code is already in use on the device')).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(name.value).toBe('Gardener 2');
    expect(codeField().value).toBe('2468');
    expect(radio('Start/end times').checked).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
    expect((await serverCode(gardener.access_code_id)).name).toBe('Gardener');
  });

  it('keeps every value when the save fails, and saves on the next press', async () => {
    const { onSuccess, name, save } = await renderEdit(gardener.access_code_id);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gardener 3');
    await userEvent.clear(codeField());
    await userEvent.type(codeField(), '8080');
    await api.fault({ path: '/access_codes/update', status: 500, count: 5 });
    await userEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code could not be saved. Please try again.',
    );
    expect(name.value).toBe('Gardener 3');
    expect(codeField().value).toBe('8080');
    expect(radio('Start/end times').checked).toBe(true);
    await api.clearFaults();
    await userEvent.click(save());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(await serverCode(gardener.access_code_id)).toMatchObject({
      name: 'Gardener 3',
      code: '8080',
    });
  });

  it('lets an offline time-bound code change only its name', async () => {
    const offline = (await codesOf('Storage Room')).find((code) => code.is_offline_access_code);
    if (!offline) throw new Error('no seeded offline code');
    const { onSuccess, name, save } = await renderEdit(offline.access_code_id);
    expect(
      screen.getByText('This is an offline access code: only its name can be changed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Code (PIN)' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate code' })).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Offline guest (renamed)');
    await userEvent.click(save());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(await serverCode(offline.access_code_id)).toMatchObject({
      name: 'Offline guest (renamed)',
      code: offline.code,
      type: 'time_bound',
      starts_at: offline.starts_at,
      ends_at: offline.ends_at,
    });
  });
});

describe('EditAccessCodeForm on a code being removed', () => {
  // The lock never confirms, so the code stays 'removing' for the whole test.
  async function startRemoving(id: string, options: { sync?: boolean } = {}) {
    if (!options.sync) await api.fault({ path: '/access_codes/delete', kind: 'action_never' });
    await api.api('/access_codes/delete', { access_code_id: id, ...options });
  }

  it('opened on it, says why instead of offering a Save, and keeps Back and Cancel', async () => {
    await startRemoving(gardener.access_code_id);
    const onBack = vi.fn();
    const requests: string[] = [];
    renderWithClient(
      <EditAccessCodeForm accessCodeId={gardener.access_code_id} onBack={onBack} />,
      recordingClient(api.server, requests),
    );
    expect(
      await screen.findByText('This access code is being removed and can no longer be edited.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit access code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(2);
    expect(requests).not.toContain('/access_codes/update');
  });

  it('removed while open, keeps what was typed, says so and saves nothing', async () => {
    const { onSuccess, name, save } = await renderEdit(gardener.access_code_id);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gardener (typed)');
    await startRemoving(gardener.access_code_id);
    await userEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This access code is being removed, so your changes cannot be saved.',
    );
    expect(name.value).toBe('Gardener (typed)');
    expect(save().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(save());
    expect(onSuccess).not.toHaveBeenCalled();
    expect(await serverCode(gardener.access_code_id)).toMatchObject({
      name: 'Gardener',
      status: 'removing',
    });
  });

  it('deleted while open (404), keeps what was typed, says so and saves nothing', async () => {
    const { onSuccess, name, save } = await renderEdit(gardener.access_code_id);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gardener (typed)');
    await startRemoving(gardener.access_code_id, { sync: true });
    await userEvent.click(save());
    expect(
      await screen.findByText('This access code was deleted, so your changes cannot be saved.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('Please try again');
    expect(name.value).toBe('Gardener (typed)');
    expect(save().getAttribute('aria-disabled')).toBe('true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('keeps what was typed when a delete elsewhere in the page drops the cached code', async () => {
    const queryClient = testQueryClient();
    renderWithClient(
      <EditAccessCodeForm accessCodeId={gardener.access_code_id} onBack={() => {}} />,
      api.client,
      queryClient,
    );
    await screen.findByRole('heading', { name: 'Edit access code' });
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Gardener (typed)');
    // What the delete hook does to the cache once a delete (here, another view's) is answered.
    await startRemoving(gardener.access_code_id);
    queryClient.removeQueries({ queryKey: accessCodeKeys.detail(gardener.access_code_id) });
    // Saving re-renders the form's owner, which then reads the code afresh.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This access code is being removed, so your changes cannot be saved.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Gardener (typed)',
    );
  });
});
