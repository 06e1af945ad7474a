import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PorchlightProvider } from '../../../provider/PorchlightProvider.js';
import { findSnackbar, querySnackbar } from '../../../test-utils/announcements.js';
import { renderWithClient, setupFakeApi, testQueryClient } from '../../../test-utils/fake-api.js';
import { gatedClient } from '../../../test-utils/gated-client.js';
import { AccessCodeDetails, AccessCodeTable } from '../../navigation.js';

const rowNames = () =>
  screen.getAllByRole('listitem').map((row) => row.querySelector('.pl-ac-row-name')?.textContent);

interface CodeList {
  access_codes: Array<{ access_code_id: string; name: string }>;
}

describe('AccessCodeTable against the fake API', () => {
  const api = setupFakeApi();
  // The seeded Back Door holds Family (ongoing), Gardener (current window) and Pet Sitter (an error).
  let backDoor = '';
  beforeEach(async () => {
    backDoor = await api.deviceId('Back Door');
  });

  it('lists codes oldest first with the heading count, device name and the issue bar', async () => {
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    expect(await screen.findByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
    expect(rowNames()).toEqual(['Family', 'Gardener', 'Pet Sitter']);
    expect(await screen.findAllByText('Back Door')).toHaveLength(3);
    const issues = screen.getByRole('button', { name: '1 access code issue' });
    await userEvent.click(issues);
    expect(issues.getAttribute('aria-pressed')).toBe('true');
    expect(rowNames()).toEqual(['Pet Sitter']);
  });

  it('searches names and codes, trimmed and case-insensitive, with an empty state', async () => {
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await screen.findByRole('heading', { name: 'Access Codes (3)' });
    const search = screen.getByRole('searchbox', { name: 'Search access codes' });
    await userEvent.type(search, '  GARD ');
    await waitFor(() => expect(rowNames()).toEqual(['Gardener']));
    await userEvent.clear(search);
    await userEvent.type(search, '909');
    await waitFor(() => expect(rowNames()).toEqual(['Pet Sitter']));
    await userEvent.type(search, 'x');
    expect(await screen.findByText('Sorry, no access codes were found')).toBeTruthy();
  });

  it('says all is OK and hides search and add when the host asks', async () => {
    const garage = await api.deviceId('Side Gate');
    renderWithClient(
      <AccessCodeTable deviceId={garage} disableSearch disableCreateAccessCode />,
      api.client,
    );
    expect(await screen.findByText('Access codes OK')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add access code' })).toBeNull();
  });

  it('deletes a code on the server only after the inline confirmation', async () => {
    // The lock confirms at once, so a deleted code leaves the list with the re-read that follows.
    await api.admin('config', { action_attempt_delay_ms: 0 });
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this code and data? Gardener' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    let left = await api.api<CodeList>('/access_codes/list', { device_id: backDoor });
    expect(left.access_codes).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Gardener' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Family', 'Pet Sitter']));
    expect(await screen.findByText('Access code deleted')).toBeTruthy();
    left = await api.api<CodeList>('/access_codes/list', { device_id: backDoor });
    expect(left.access_codes.map((code) => code.name).sort()).toEqual(['Family', 'Pet Sitter']);
  });

  it('tells the details of a code open beside the table that the table deleted it', async () => {
    await api.admin('config', { action_attempt_delay_ms: 0 });
    const { access_codes: codes } = await api.api<CodeList>('/access_codes/list', {
      device_id: backDoor,
    });
    const gardener = codes.find((code) => code.name === 'Gardener')?.access_code_id ?? '';
    renderWithClient(
      <>
        <AccessCodeTable deviceId={backDoor} />
        <div data-testid="beside">
          <AccessCodeDetails accessCodeId={gardener} />
        </div>
      </>,
      api.client,
    );
    const beside = within(screen.getByTestId('beside'));
    expect(await beside.findByText('Gardener')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await beside.findByText('Access code deleted', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("shows a deleted code the lock still holds as 'Being removed', uncounted, without Edit or Delete", async () => {
    const user = userEvent.setup();
    // The lock never confirms: the code stays 'removing' on the server.
    await api.fault({ path: '/access_codes/delete', kind: 'action_never' });
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await user.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { name: 'Access Codes (2)' })).toBeTruthy();
    expect(rowNames()).toEqual(['Family', 'Gardener', 'Pet Sitter']);
    const row = screen.getByRole('button', { name: /^Gardener, / });
    expect(row.getAttribute('aria-label')).toContain('Being removed');
    // The row is still there, but the code is gone for the person: focus moves on to the next.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Pet Sitter, / })),
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Gardener' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Copy code', 'View code details']);
  });

  it('after a delete from the row menu, lands focus at once on the next row, one above, then Add, then the heading', async () => {
    // The lock never confirms: every deleted code stays listed as 'removing'.
    await api.fault({ path: '/access_codes/delete', kind: 'action_never', count: 10 });
    const user = userEvent.setup();
    const { rerender } = renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await screen.findByRole('heading', { name: 'Access Codes (3)' });
    const deleteFromMenu = async (name: string) => {
      await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
      await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() =>
        expect(
          screen.getByRole('button', { name: new RegExp(`^${name}, `) }).getAttribute('aria-label'),
        ).toContain('Being removed'),
      );
    };
    await deleteFromMenu('Gardener');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Pet Sitter, / })),
    );
    // Passing over Gardener, which is being removed.
    await deleteFromMenu('Pet Sitter');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Family, / })),
    );
    rerender(<AccessCodeTable deviceId={backDoor} disableCreateAccessCode />);
    await deleteFromMenu('Family');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Access Codes (0)' }),
      ),
    );
    expect(rowNames()).toEqual(['Family', 'Gardener', 'Pet Sitter']);
  });

  it('after the last code is deleted from the row menu, lands focus on Add access code', async () => {
    await api.fault({ path: '/access_codes/delete', kind: 'action_never', count: 10 });
    const user = userEvent.setup();
    renderWithClient(
      <AccessCodeTable deviceId={backDoor} accessCodeFilter={(code) => code.name === 'Family'} />,
      api.client,
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Family' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add access code' })),
    );
  });

  it('drops a code being removed once the lock confirms, without the person doing anything', async () => {
    // Long enough that the re-read right after the delete still sees the code as 'removing'.
    await api.admin('config', { action_attempt_delay_ms: 1_000 });
    // Fake clocks (the in-process fake API's too) that still move with real time: the test skips
    // the lock's second and the 3 s between re-reads of a removing code instead of waiting them out.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
      await user.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
      await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() =>
        expect(
          screen.getByRole('button', { name: /^Gardener, / }).getAttribute('aria-label'),
        ).toContain('Being removed'),
      );
      // The lock confirms, and the next re-read is due.
      act(() => vi.advanceTimersByTime(3_000));
      await waitFor(() => expect(rowNames()).toEqual(['Family', 'Pet Sitter']), {
        timeout: 10_000,
      });
      // Focus was on the row's menu button, which left with it: it moves to the row below.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Pet Sitter, / })),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the confirmation when a delete fails, says so, keeps the row, and deleting again works', async () => {
    // The lock confirms at once, so a deleted code leaves the list with the re-read that follows.
    await api.admin('config', { action_attempt_delay_ms: 0 });
    const user = userEvent.setup();
    await api.fault({ path: '/access_codes/delete', status: 500, count: 5 });
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await user.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this code and data? Gardener' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const failure = await findSnackbar();
    expect(failure.textContent).toContain('The code could not be deleted. Please try again.');
    // Like the details: the dialog is gone and focus is back where it was opened, not on <body>.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Actions for Gardener' }),
      ),
    );
    expect(rowNames()).toEqual(['Family', 'Gardener', 'Pet Sitter']);
    expect(
      (await api.api<CodeList>('/access_codes/list', { device_id: backDoor })).access_codes,
    ).toHaveLength(3);
    await api.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Actions for Gardener' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Family', 'Pet Sitter']));
    expect((await findSnackbar('polite')).textContent).toContain('Access code deleted');
    expect(document.activeElement).not.toBe(document.body);
  });

  it('deletes another code while one delete is on its way, says both, and leaves focus where the person went', async () => {
    // The lock confirms at once, so a deleted code leaves the list with the re-read that follows.
    await api.admin('config', { action_attempt_delay_ms: 0 });
    const user = userEvent.setup();
    // Only the first delete is held, until the second has landed.
    const firstDelete = gatedClient(api.server, '/access_codes/delete');
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, firstDelete.client);
    await user.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // The person leaves the busy confirmation and deletes another code meanwhile.
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Family' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    const second = within(
      screen.getByRole('alertdialog', { name: 'Delete this code and data? Family' }),
    ).getByRole('button', { name: 'Delete' });
    expect(second.getAttribute('aria-disabled')).toBeNull();
    await user.click(second);
    await waitFor(() => expect(rowNames()).toEqual(['Gardener', 'Pet Sitter']));
    const search = screen.getByRole('searchbox', { name: 'Search access codes' });
    search.focus();
    await firstDelete.held;
    firstDelete.open();
    await waitFor(() => expect(rowNames()).toEqual(['Pet Sitter']), { timeout: 10_000 });
    expect(document.activeElement).toBe(search);
    const left = await api.api<CodeList>('/access_codes/list', { device_id: backDoor });
    expect(left.access_codes.map((code) => code.name)).toEqual(['Pet Sitter']);
    expect((await findSnackbar('polite')).textContent).toContain('Access code deleted');
  });

  it('leaves focus where the person went when a delete lands after they left its confirmation', async () => {
    // The lock confirms at once, so a deleted code leaves the list with the re-read that follows.
    await api.admin('config', { action_attempt_delay_ms: 0 });
    const user = userEvent.setup();
    const held = gatedClient(api.server, '/access_codes/delete');
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, held.client);
    await user.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await held.held;
    await user.keyboard('{Escape}');
    const search = screen.getByRole('searchbox', { name: 'Search access codes' });
    await user.click(search);
    // The delete lands only now, after the person left its confirmation.
    held.open();
    await waitFor(() => expect(rowNames()).toEqual(['Family', 'Pet Sitter']), { timeout: 10_000 });
    expect((await findSnackbar('polite')).textContent).toContain('Access code deleted');
    expect(document.activeElement).toBe(search);
  });

  it('leaves focus alone when a code whose delete failed disappears later', async () => {
    // The lock confirms at once, so a deleted code leaves the list with the re-read that follows.
    await api.admin('config', { action_attempt_delay_ms: 0 });
    const user = userEvent.setup();
    const queryClient = testQueryClient();
    await api.fault({ path: '/access_codes/delete', status: 500, count: 5 });
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client, queryClient);
    await user.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await findSnackbar();
    await api.clearFaults();
    // Someone else deletes it; the user has moved on to the search box meanwhile.
    const { access_codes } = await api.api<CodeList>('/access_codes/list', { device_id: backDoor });
    const gardener = access_codes.find((code) => code.name === 'Gardener');
    await api.api('/access_codes/delete', { access_code_id: gardener?.access_code_id });
    const search = screen.getByRole('searchbox', { name: 'Search access codes' });
    search.focus();
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(rowNames()).toEqual(['Family', 'Pet Sitter']));
    expect(document.activeElement).toBe(search);
  });

  it('opens details unless the host suppresses it, then returns with the back button', async () => {
    const onAccessCodeClick = vi.fn<(id: string) => boolean | undefined>();
    renderWithClient(
      <AccessCodeTable deviceId={backDoor} onAccessCodeClick={onAccessCodeClick} />,
      api.client,
    );
    const { access_codes } = await api.api<CodeList>('/access_codes/list', {
      device_id: backDoor,
    });
    const family = access_codes.find((code) => code.name === 'Family')?.access_code_id;
    onAccessCodeClick.mockImplementation((id) => (id === family ? false : undefined));
    await userEvent.click(await screen.findByRole('button', { name: /^Family/ }));
    expect(onAccessCodeClick).toHaveBeenCalledWith(family);
    expect(screen.queryByRole('heading', { name: 'Family, Access code' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Pet Sitter/ }));
    expect(await screen.findByRole('heading', { name: 'Pet Sitter, Access code' })).toBeTruthy();
    expect(screen.getByText('Active (ongoing)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
  });

  it('takes a click handler of any return type, as hosts of @seamapi/react write them', async () => {
    const clicked: string[] = [];
    renderWithClient(
      // `push` returns a number: only `false` suppresses the details, so this one opens them.
      // (This line is also a type test: `npm run typecheck` refuses a narrower prop type.)
      <AccessCodeTable deviceId={backDoor} onAccessCodeClick={(id) => clicked.push(id)} />,
      api.client,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Family/ }));
    expect(clicked).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Family, Access code' })).toBeTruthy();
  });

  it('replaces the heading, or hides it from view with heading={null}', async () => {
    const { unmount } = renderWithClient(
      <AccessCodeTable deviceId={backDoor} heading="Door codes" />,
      api.client,
    );
    const custom = await screen.findByRole('heading', { name: 'Door codes (3)' });
    expect(custom.querySelector('.pl-visually-hidden')).toBeNull();
    unmount();
    renderWithClient(<AccessCodeTable deviceId={backDoor} heading={null} />, api.client);
    // Still there for screen readers, with the default text, but not shown.
    const hidden = await screen.findByRole('heading', { name: 'Access Codes (3)' });
    expect(hidden.querySelector('.pl-visually-hidden')?.textContent).toBe('Access Codes (3)');
    expect(screen.getByRole('button', { name: 'Add access code' })).toBeTruthy();
  });

  it("places the count where the host's messages put it, for its own heading too", async () => {
    render(
      <PorchlightProvider
        client={api.client}
        queryClient={testQueryClient()}
        disableCssInjection
        disableFontInjection
        disableTelemetry
        messages={{
          accessCodes: {
            accessCodesHeading: 'Zugangscodes',
            headingWithCount: (title, count) => `${count} ${title}`,
          },
        }}
      >
        <AccessCodeTable deviceId={backDoor} />
        <AccessCodeTable deviceId={backDoor} heading="Türcodes" />
      </PorchlightProvider>,
    );
    expect(await screen.findByRole('heading', { name: '3 Zugangscodes' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '3 Türcodes' })).toBeTruthy();
  });

  it('applies the host filter, comparator and issue filters', async () => {
    renderWithClient(
      <AccessCodeTable
        deviceId={backDoor}
        accessCodeFilter={(code, search) =>
          code.name !== 'Family' && (code.code ?? '').includes(search)
        }
        accessCodeComparator={(a, b) => (b.name ?? '').localeCompare(a.name ?? '')}
        errorFilter={() => false}
      />,
      api.client,
    );
    await screen.findByRole('heading', { name: 'Access Codes (3)' });
    expect(rowNames()).toEqual(['Pet Sitter', 'Gardener']);
    // Pet Sitter's error is filtered out by the host: no icon, and all is OK.
    expect(screen.getByText('Access codes OK')).toBeTruthy();
    expect(screen.queryByText(/code issue/)).toBeNull();
    // The host filter gets the raw search text (not trimmed).
    await userEvent.type(screen.getByRole('searchbox'), '13');
    await waitFor(() => expect(rowNames()).toEqual(['Gardener']));
  });

  it('marks a row with an error icon and counts it in the issue bar', async () => {
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await screen.findByRole('heading', { name: 'Access Codes (3)' });
    const petSitter = screen
      .getAllByRole('listitem')
      .find((row) => row.textContent?.startsWith('Pet Sitter'));
    expect(petSitter?.querySelector('.pl-ac-issue-icon--error')?.textContent).toBe('1 code issue');
    expect(screen.getByRole('button', { name: '1 access code issue' })).toBeTruthy();
  });

  it('says a row’s issues in the row button itself, where Tab lands, and only there', async () => {
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    const row = await screen.findByRole('button', {
      name: 'Pet Sitter, Back Door, Ongoing, Code: 9090, 1 code issue',
    });
    // The icon's own words are hidden from screen readers, so they are not read twice.
    const icon = row.parentElement?.querySelector('.pl-ac-issue-icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Family, Back Door, Ongoing, Code: 2468' }),
    ).toBeTruthy();
  });

  it('clears the issue filter when its issues are gone, so returning issues do not filter by themselves', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await user.click(await screen.findByRole('button', { name: '1 access code issue' }));
    await waitFor(() => expect(rowNames()).toEqual(['Pet Sitter']));
    // The host now hides every error: nothing is left to filter by, and no toggle to undo it.
    rerender(<AccessCodeTable deviceId={backDoor} errorFilter={() => false} />);
    await screen.findByText('Access codes OK');
    rerender(<AccessCodeTable deviceId={backDoor} />);
    const toggle = await screen.findByRole('button', { name: '1 access code issue' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(rowNames()).toEqual(['Family', 'Gardener', 'Pet Sitter']);
  });

  it('creates a code from the add button, then shows the toast and the refreshed list', async () => {
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Add access code' }));
    expect(await screen.findByRole('heading', { name: 'Add new access code' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Window cleaner');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code (PIN)' }), '8642');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Access code created')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Access Codes (4)' })).toBeTruthy();
    expect(rowNames()).toEqual(['Family', 'Gardener', 'Pet Sitter', 'Window cleaner']);
  });

  /** Adds a code, presses Save, then Cancel while the create is held at the gate. */
  async function createThenCancel() {
    const gate = gatedClient(api.server, '/access_codes/create');
    const user = userEvent.setup();
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, gate.client);
    await user.click(await screen.findByRole('button', { name: 'Add access code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Slow one');
    await user.type(screen.getByRole('textbox', { name: 'Code (PIN)' }), '8642');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await gate.held;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    return { user, gate };
  }

  it('keeps the next form and what was typed in it when a save lands after Cancel', async () => {
    const { user, gate } = await createThenCancel();
    await user.click(await screen.findByRole('button', { name: 'Add access code' }));
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    await user.type(name, 'Second code');
    gate.open();
    // The first save's outcome is still told, over the form the person is now in.
    expect(await screen.findByText('Access code created')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add new access code' })).toBeTruthy();
    expect(name.isConnected).toBe(true);
    expect(name.value).toBe('Second code');
  });

  it('shows and says a create that fails after Cancel, over the list it went back to', async () => {
    await api.fault({ path: '/access_codes/create', status: 500 });
    const { gate } = await createThenCancel();
    const add = await screen.findByRole('button', { name: 'Add access code' });
    gate.open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('The code could not be saved. Please try again.');
    expect(document.activeElement).toBe(add);
    expect(screen.getByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
  });

  it('edits from the row menu and from the details, returning where it started', async () => {
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Family' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit code' }));
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    expect(name.value).toBe('Family');
    await userEvent.clear(name);
    await userEvent.type(name, 'Family (main)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Access code updated')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
    expect(rowNames()).toContain('Family (main)');

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Gardener' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View code details' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const again = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    await userEvent.clear(again);
    await userEvent.type(again, 'Gardener (spring)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const details = (
      await screen.findByRole('heading', { name: 'Gardener (spring), Access code' })
    ).closest('section') as HTMLElement;
    // The list stays mounted (hidden) under the details: look in the details only.
    expect(within(details).getByText('Gardener (spring)')).toBeTruthy();
    expect(screen.getByText('Access code updated')).toBeTruthy();
  });

  it('lets the success toast go after 5 s, and it can be closed sooner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
      await user.click(await screen.findByRole('button', { name: 'Actions for Family' }));
      await user.click(screen.getByRole('menuitem', { name: 'Edit code' }));
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), '!');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Access code updated');
      const toast = querySnackbar('polite');
      expect(toast?.textContent).toContain('Access code updated');
      expect(toast?.querySelector('button')).toBeTruthy();
      // The fake clock also follows real time (shouldAdvanceTime): leave a margin for a slow run.
      act(() => vi.advanceTimersByTime(4_000));
      expect(screen.getByText('Access code updated')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1_100));
      expect(screen.queryByText('Access code updated')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves focus to the opened screen and back to the row, keeping the search', async () => {
    const user = userEvent.setup();
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await screen.findByRole('heading', { name: 'Access Codes (3)' });
    await user.type(screen.getByRole('searchbox', { name: 'Search access codes' }), 'gar');
    await waitFor(() => expect(rowNames()).toEqual(['Gardener']));
    const row = screen.getByRole('button', { name: /^Gardener/ });
    row.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Gardener, Access code' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement).toBe(row));
    expect(
      (screen.getByRole('searchbox', { name: 'Search access codes' }) as HTMLInputElement).value,
    ).toBe('gar');
  });

  it('after a delete from the details, lands focus as the row menu does: next row, one above, then Add', async () => {
    // The lock confirms at once, so a deleted code leaves the list with the re-read that follows.
    await api.admin('config', { action_attempt_delay_ms: 0 });
    const user = userEvent.setup();
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await screen.findByRole('heading', { name: 'Access Codes (3)' });
    const deleteFromDetails = async (name: string) => {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
      await screen.findByRole('heading', { name: `${name}, Access code` });
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
      await screen.findByRole('heading', { name: /^Access Codes/ });
    };
    await deleteFromDetails('Gardener');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Pet Sitter/ })),
    );
    await deleteFromDetails('Pet Sitter');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Family/ })),
    );
    await deleteFromDetails('Family');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add access code' })),
    );
  });

  it('never takes focus from the host page on mount', async () => {
    const host = document.createElement('button');
    document.body.append(host);
    host.focus();
    try {
      renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
      await screen.findByRole('heading', { name: /^Access Codes/ });
      expect(document.activeElement).toBe(host);
    } finally {
      host.remove();
    }
  });

  it('copies a code from the row menu', async () => {
    const user = userEvent.setup();
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await user.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy code' }));
    expect(await screen.findByText('Code copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('1357');
  });

  it('says so when the host page denies the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    await user.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy code' }));
    const alert = await findSnackbar('assertive');
    expect(alert.textContent).toContain(
      'The code could not be copied. Select it and copy it instead.',
    );
    vi.restoreAllMocks();
  });

  it('leaves out the actions the host disables, and never opens details when told not to', async () => {
    const onAccessCodeClick = vi.fn();
    renderWithClient(
      <AccessCodeTable
        deviceId={backDoor}
        disableEditAccessCode
        disableDeleteAccessCode
        preventDefaultOnAccessCodeClick
        onAccessCodeClick={onAccessCodeClick}
      />,
      api.client,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Family' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy code',
      'View code details',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'View code details' }));
    expect(onAccessCodeClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
  });

  it('shows an unclosable load failure whose Try again refetches', async () => {
    await api.fault({ path: '/access_codes/list', status: 500, count: 10 });
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    const alert = await findSnackbar('assertive', { timeout: 3000 });
    expect(alert.textContent).toContain('Access codes could not be loaded');
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Try again']);
    await api.clearFaults();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
    expect(querySnackbar()).toBeNull();
  });
});

describe('AccessCodeTable with 10,000 codes', () => {
  // The scale seed puts every code on its first lock, its oldest device: listed last.
  const api = setupFakeApi({ seed: 'scale', devices: 3, codes: 10_000 });

  it('renders them with only the visible rows mounted', async () => {
    const { devices } = await api.api<{ devices: Array<{ device_id: string }> }>('/devices/list');
    const first = devices.at(-1)?.device_id ?? '';
    renderWithClient(<AccessCodeTable deviceId={first} />, api.client);
    expect(
      await screen.findByRole('heading', { name: 'Access Codes (10000)' }, { timeout: 5000 }),
    ).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('10000');
  });
});
