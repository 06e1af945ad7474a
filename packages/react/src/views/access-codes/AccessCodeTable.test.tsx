import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessCodeTable } from './AccessCodeTable.js';
import { accessCode, fakeClient, renderWithClient } from './test-utils/fake-client.js';

const codes = [
  accessCode({
    access_code_id: 'b',
    name: 'Cleaner',
    code: '5555',
    created_at: '2024-02-01T00:00:00Z',
  }),
  accessCode({
    access_code_id: 'a',
    name: 'Guest Anna',
    created_at: '2024-01-01T00:00:00Z',
    errors: [{ message: 'Failed to set code', is_access_code_error: true }],
  }),
  accessCode({ access_code_id: 'c', name: null, code: '9876', created_at: '2024-03-01T00:00:00Z' }),
];

const rowNames = () =>
  screen.getAllByRole('listitem').map((row) => row.querySelector('.pl-ac-row-name')?.textContent);

describe('AccessCodeTable', () => {
  it('lists codes oldest first with the heading count, fallbacks and the issue bar', async () => {
    renderWithClient(<AccessCodeTable deviceId="dev1" />, fakeClient(codes));
    expect(await screen.findByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
    expect(rowNames()).toEqual(['Guest Anna', 'Cleaner', 'Code']);
    expect(await screen.findAllByText('Front Door')).toHaveLength(3);
    const issues = screen.getByRole('button', { name: '1 access code issue' });
    await userEvent.click(issues);
    expect(issues.getAttribute('aria-pressed')).toBe('true');
    expect(rowNames()).toEqual(['Guest Anna']);
  });

  it('searches names and codes, trimmed and case-insensitive, with an empty state', async () => {
    renderWithClient(<AccessCodeTable deviceId="dev1" />, fakeClient(codes));
    await screen.findByRole('heading', { name: 'Access Codes (3)' });
    const search = screen.getByRole('searchbox', { name: 'Search access codes' });
    await userEvent.type(search, '  CLEAN ');
    await waitFor(() => expect(rowNames()).toEqual(['Cleaner']));
    await userEvent.clear(search);
    await userEvent.type(search, '987');
    await waitFor(() => expect(rowNames()).toEqual(['Code']));
    await userEvent.type(search, 'x');
    expect(await screen.findByText('Sorry, no access codes were found')).toBeTruthy();
  });

  it('says all is OK and hides search and add when the host asks', async () => {
    renderWithClient(
      <AccessCodeTable deviceId="dev1" disableSearch disableCreateAccessCode />,
      fakeClient([codes[0] as (typeof codes)[0]]),
    );
    expect(await screen.findByText('Access codes OK')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add access code' })).toBeNull();
  });

  it('deletes a code only after the inline confirmation', async () => {
    const client = fakeClient(codes);
    renderWithClient(<AccessCodeTable deviceId="dev1" />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Cleaner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this code and data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.accessCodes.delete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Cleaner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Guest Anna', 'Code']));
    expect(client.accessCodes.delete).toHaveBeenCalledWith({ access_code_id: 'b' });
    expect(await screen.findByText('Access code deleted')).toBeTruthy();
  });

  it('opens details unless the host suppresses it, then returns with the back button', async () => {
    const onAccessCodeClick = vi.fn((id: string) => (id === 'a' ? false : undefined));
    renderWithClient(
      <AccessCodeTable deviceId="dev1" onAccessCodeClick={onAccessCodeClick} />,
      fakeClient(codes),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Guest Anna/ }));
    expect(onAccessCodeClick).toHaveBeenCalledWith('a');
    expect(screen.queryByRole('heading', { name: 'Access code' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Cleaner/ }));
    expect(await screen.findByRole('heading', { name: 'Access code' })).toBeTruthy();
    expect(screen.getByText('Active (ongoing)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
  });

  it('shows an unclosable load failure whose Try again refetches', async () => {
    const client = fakeClient(codes);
    client.accessCodes.list.mockRejectedValueOnce(new Error('down'));
    renderWithClient(<AccessCodeTable deviceId="dev1" />, client);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Access codes could not be loaded');
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Try again']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Access Codes (3)' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders 10,000 codes with only the visible rows mounted', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      accessCode({
        access_code_id: `id${i}`,
        name: `Guest ${i}`,
        created_at: new Date(i * 1000).toISOString(),
      }),
    );
    renderWithClient(<AccessCodeTable deviceId="dev1" />, fakeClient(many));
    expect(await screen.findByRole('heading', { name: 'Access Codes (10000)' })).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('10000');
  });
});
