import type { AccessCode } from '@porchlight/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findSnackbar, liveRegionOf } from '../../../test-utils/announcements.js';
import { renderWithClient, setupFakeApi } from '../../../test-utils/fake-api.js';
import { gatedClient } from '../../../test-utils/gated-client.js';
import { AccessCodeDetails } from '../../navigation.js';

const api = setupFakeApi();

// Back Door (unlocked, 4-digit codes) holds Family (ongoing), Gardener (a window that started two
// hours ago) and Pet Sitter (an error).
let backDoor = '';
let codes: AccessCode[] = [];
const byName = (name: string) => {
  const code = codes.find((c) => c.name === name);
  if (!code) throw new Error(`no seeded code named ${name}`);
  return code;
};

beforeEach(async () => {
  backDoor = await api.deviceId('Back Door');
  ({ access_codes: codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
    device_id: backDoor,
  }));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The value shown beside a label of the details' field list. */
function field(label: string): string {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? '';
}

describe('AccessCodeDetails against the fake API', () => {
  it('shows every field of an ongoing code', async () => {
    const family = byName('Family');
    renderWithClient(
      <AccessCodeDetails accessCodeId={family.access_code_id} onEdit={() => {}} />,
      api.client,
    );
    expect(await screen.findByText('Family')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Family, Access code' })).toBeTruthy();
    expect(screen.getByText('2468')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code of Family' })).toBeTruthy();
    expect(screen.getByText('Active (ongoing)')).toBeTruthy();
    expect(field('ID')).toBe(family.access_code_id);
    expect(field('Created')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
        new Date(family.created_at),
      ),
    );
    expect(field('Timing')).toBe('Ongoing');
    expect(await screen.findByText('Back Door')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the edit form opened again, and what was typed in it, when a save lands after Cancel', async () => {
    const family = byName('Family');
    const gate = gatedClient(api.server, '/access_codes/update');
    const user = userEvent.setup();
    renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, gate.client);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const first = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    await user.clear(first);
    await user.type(first, 'Family (main)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await gate.held;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const again = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    await user.clear(again);
    await user.type(again, 'Family (side)');
    gate.open();
    expect(await screen.findByText('Access code updated')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit access code' })).toBeTruthy();
    expect(again.isConnected).toBe(true);
    expect(again.value).toBe('Family (side)');
  });

  it('opens its own edit form without onEdit, returning with a toast after Save', async () => {
    const family = byName('Family');
    renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, api.client);
    const edit = await screen.findByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    const form = await screen.findByRole('heading', { name: 'Edit access code' });
    await waitFor(() => expect(document.activeElement).toBe(form));
    // Back returns unchanged, focus on the Edit button that opened the form.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement).toBe(edit));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Family (home)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Family (home), Access code' })).toBeTruthy();
    expect(screen.getByText('Family (home)')).toBeTruthy();
    expect(screen.getByText('Access code updated')).toBeTruthy();
    const server = await api.api<{ access_code: AccessCode }>('/access_codes/get', {
      access_code_id: family.access_code_id,
    });
    expect(server.access_code.name).toBe('Family (home)');
  });

  it('hides the ID, Edit and Delete when the host asks', async () => {
    const family = byName('Family');
    renderWithClient(
      <AccessCodeDetails
        accessCodeId={family.access_code_id}
        onEdit={() => {}}
        disableResourceIds
        disableEditAccessCode
        disableDeleteAccessCode
      />,
      api.client,
    );
    await screen.findByText('Active (ongoing)');
    expect(screen.queryByText(family.access_code_id)).toBeNull();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Created', 'Timing']);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says until when a started time-bound code is active, with its start and end', async () => {
    const gardener = byName('Gardener');
    renderWithClient(<AccessCodeDetails accessCodeId={gardener.access_code_id} />, api.client);
    const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    const end = format.format(new Date(gardener.ends_at ?? ''));
    expect(await screen.findByText(`Active until ${end}`)).toBeTruthy();
    expect(field('Timing')).toBe(
      `Start: ${format.format(new Date(gardener.starts_at ?? ''))}End: ${end}`,
    );
  });

  it('rechecks the status every minute: a code that starts soon becomes active', async () => {
    const startsAt = new Date(Date.now() + 30_000);
    const endsAt = new Date(Date.now() + 3_600_000);
    const { access_code } = await api.api<{ access_code: AccessCode }>('/access_codes/create', {
      device_id: backDoor,
      name: 'Soon',
      code: '1122',
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
    });
    // Only the clock and the interval are faked: requests and React's scheduling stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderWithClient(<AccessCodeDetails accessCodeId={access_code.access_code_id} />, api.client);
    const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(await screen.findByText(`Starts ${format.format(startsAt)}`)).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText(`Starts ${format.format(startsAt)}`)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText(`Active until ${format.format(endsAt)}`)).toBeTruthy();
  });

  it('lists the code’s errors as alerts, after the host’s filter', async () => {
    const petSitter = byName('Pet Sitter');
    const { unmount } = renderWithClient(
      <AccessCodeDetails accessCodeId={petSitter.access_code_id} />,
      api.client,
    );
    expect(
      await screen.findByText('A code with the same PIN already exists on the device.'),
    ).toBeTruthy();
    unmount();
    renderWithClient(
      <AccessCodeDetails accessCodeId={petSitter.access_code_id} errorFilter={() => false} />,
      api.client,
    );
    await screen.findByText('Active (ongoing)');
    expect(screen.queryByText('A code with the same PIN already exists on the device.')).toBeNull();
  });

  it('says in words which alerts are errors and which are warnings', async () => {
    const { unmount } = renderWithClient(
      <AccessCodeDetails accessCodeId={byName('Pet Sitter').access_code_id} />,
      api.client,
    );
    const error = 'A code with the same PIN already exists on the device.';
    const errorAlert = (await screen.findByText(error)).closest('.pl-alert');
    expect(errorAlert?.textContent).toBe(`Error: ${error}`);
    unmount();
    const frontDoor = await api.deviceId('Front Door');
    const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
      device_id: frontDoor,
    });
    const dogWalker = access_codes.find((c) => c.name === 'Dog Walker');
    renderWithClient(
      <AccessCodeDetails accessCodeId={dogWalker?.access_code_id ?? ''} />,
      api.client,
    );
    const warning = 'Code was modified or removed outside of Seam.';
    const warningAlert = (await screen.findByText(warning)).closest('.pl-alert');
    expect(warningAlert?.textContent).toBe(`Warning: ${warning}`);
  });

  it('copies the code', async () => {
    const user = userEvent.setup();
    const family = byName('Family');
    renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, api.client);
    const copyButton = await screen.findByRole('button', { name: 'Copy code of Family' });
    // The hint is said in a live region that is in the page, quiet, before the copy.
    const hint = copyButton.parentElement?.querySelector('[aria-live="polite"]');
    expect(hint?.textContent).toBe('');
    await user.click(copyButton);
    expect(await screen.findByText('Code copied')).toBe(hint);
    expect(await navigator.clipboard.readText()).toBe('2468');
    // A second copy empties the region first, so it is said again.
    const said: string[] = [];
    const watcher = new MutationObserver(() => said.push(hint?.textContent ?? ''));
    if (hint) watcher.observe(hint, { childList: true, characterData: true, subtree: true });
    await user.click(copyButton);
    await waitFor(() => expect(said.at(-1)).toBe('Code copied'));
    watcher.disconnect();
    expect(said).toContain('');
  });

  it('says so when the host page denies the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const family = byName('Family');
    renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, api.client);
    await user.click(await screen.findByRole('button', { name: 'Copy code of Family' }));
    const note = await screen.findByText(
      'The code could not be copied. Select it and copy it instead.',
    );
    expect(note.getAttribute('aria-live')).toBe('polite');
    vi.restoreAllMocks();
  });

  it('locks and unlocks the code’s device from the device bar', async () => {
    const family = byName('Family');
    renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Lock' }));
    const pending = await screen.findByRole('button', { name: 'Unlock' });
    // Pending keeps keyboard focus: aria-disabled, not disabled.
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(pending.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(pending);
    // It says what is under way while its name already shows the next action.
    expect(screen.getByRole('button', { name: 'Unlock', description: 'Locking…' })).toBe(pending);
    // The state reached is said in a region that was in the page before.
    await waitFor(() => expect(screen.getByText('Back Door is locked')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(screen.getByText('Back Door is locked').getAttribute('aria-live')).toBe('polite');
    await waitFor(async () => {
      const { device } = await api.api<{ device: { properties: { locked: boolean } } }>(
        '/devices/get',
        { device_id: backDoor },
      );
      expect(device.properties.locked).toBe(true);
    });
  });

  it('keeps Lock/Unlock of an offline lock inert in the device bar, and says why', async () => {
    const storage = await api.deviceId('Storage Room');
    const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
      device_id: storage,
    });
    const code = access_codes[0];
    if (!code) throw new Error('Storage Room has no seeded code');
    renderWithClient(<AccessCodeDetails accessCodeId={code.access_code_id} />, api.client);
    const reason = 'This lock is offline, so it cannot be locked or unlocked until it reconnects.';
    const toggle = await screen.findByRole('button', { name: 'Unlock', description: reason });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(toggle);
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('hides Lock/Unlock when the host disables it', async () => {
    const family = byName('Family');
    renderWithClient(
      <AccessCodeDetails accessCodeId={family.access_code_id} disableLockUnlock />,
      api.client,
    );
    expect(await screen.findByText('Unlocked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('opens the device’s details inside the view, or hands the click to the host', async () => {
    const family = byName('Family');
    const { unmount } = renderWithClient(
      <AccessCodeDetails accessCodeId={family.access_code_id} />,
      api.client,
    );
    const opener = await screen.findByRole('button', { name: 'Device details' });
    await userEvent.click(opener);
    // The loaded lock's heading (the loading one has no name, and its Back button is replaced).
    const lockHeading = () => screen.getByRole('heading', { name: 'Back Door, Device' });
    await waitFor(() => expect(document.activeElement).toBe(lockHeading()));
    const lockScreen = lockHeading().closest('section') as HTMLElement;
    expect(within(lockScreen).getByText('Back Door')).toBeTruthy();
    await userEvent.click(within(lockScreen).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Family, Access code' })).toBeTruthy();
    // The details stayed mounted under the lock: Back gives focus to what opened it.
    await waitFor(() => expect(document.activeElement).toBe(opener));
    unmount();

    const onDeviceClick = vi.fn();
    renderWithClient(
      <AccessCodeDetails accessCodeId={family.access_code_id} onDeviceClick={onDeviceClick} />,
      api.client,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Device details' }));
    expect(onDeviceClick).toHaveBeenCalledWith(backDoor);
    expect(screen.getByRole('heading', { name: 'Family, Access code' })).toBeTruthy();
  });

  it('deletes on the server only after the confirmation', async () => {
    // The lock confirms at once, so the code is gone from the server's list right after.
    await api.admin('config', { action_attempt_delay_ms: 0 });
    const family = byName('Family');
    const onDeleted = vi.fn();
    renderWithClient(
      <AccessCodeDetails accessCodeId={family.access_code_id} onDeleted={onDeleted} />,
      api.client,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this code and data? Family' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // The region that will say so is in the page, quiet, before the delete.
    const region = document.querySelector('.pl-snackbar-region__polite');
    expect(region?.textContent).toBe('');
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    // Nothing of the deleted code is left to act on.
    expect(await screen.findByText('Access code deleted')).toBeTruthy();
    expect(region?.isConnected).toBe(true);
    expect(region?.textContent).toBe('Access code deleted');
    // Said by that region alone, not by a live region nested in it.
    expect(liveRegionOf(screen.getByText('Access code deleted'))).toBe(region);
    expect(screen.queryByText('Family')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const left = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
      device_id: backDoor,
    });
    expect(left.access_codes.map((code) => code.name)).not.toContain('Family');
  });

  it("shows a code the lock is still removing as 'Being removed', without Edit or Delete", async () => {
    const family = byName('Family');
    // Deleted, and the lock never confirms: the provider lists it as 'removing'.
    await api.fault({ path: '/access_codes/delete', kind: 'action_never' });
    await api.api('/access_codes/delete', { access_code_id: family.access_code_id });
    renderWithClient(
      <AccessCodeDetails accessCodeId={family.access_code_id} onEdit={() => {}} />,
      api.client,
    );
    expect(await screen.findByText('Being removed')).toBeTruthy();
    expect(screen.queryByText('Active (ongoing)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(field('Timing')).toBe('Ongoing');
  });

  it("says 'Access code deleted' once the lock has removed a code it showed as 'Being removed'", async () => {
    // The lock confirms a second after the delete, by when the details have read the code.
    await api.admin('config', { action_attempt_delay_ms: 1_000 });
    // Fake clocks (the in-process fake API's too) that still move with real time: the test skips
    // the lock's second and the 3 s between re-reads of a removing code instead of waiting them out.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const family = byName('Family');
    await api.api('/access_codes/delete', { access_code_id: family.access_code_id });
    renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, api.client);
    expect(await screen.findByText('Being removed')).toBeTruthy();
    // Nobody asks: the details read the code again until the provider no longer has it.
    act(() => vi.advanceTimersByTime(3_000));
    expect(await screen.findByText('Access code deleted', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Family')).toBeNull();
  });

  it('closes the confirmation when a delete fails, says so, keeps the code, and deleting again works', async () => {
    const user = userEvent.setup();
    const family = byName('Family');
    const onDeleted = vi.fn();
    await api.fault({ path: '/access_codes/delete', status: 500, count: 5 });
    renderWithClient(
      <AccessCodeDetails accessCodeId={family.access_code_id} onDeleted={onDeleted} />,
      api.client,
    );
    const remove = await screen.findByRole('button', { name: 'Delete' });
    await user.click(remove);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // The same as the table: an error snackbar, said by one assertive region.
    const failure = await findSnackbar();
    expect(failure.textContent).toContain('The code could not be deleted. Please try again.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByText('Family')).toBeTruthy();
    await api.clearFaults();
    await user.click(remove);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Access code deleted')).toBeTruthy();
  });

  it('says when the code cannot be loaded', async () => {
    renderWithClient(<AccessCodeDetails accessCodeId="no-such-code" />, api.client);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('This access code could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
