import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, setupFakeApi, testQueryClient } from '../../test-utils/fake-api.js';
import { drawnRows as drawn } from '../../test-utils/row-draws.js';
import { DeviceTable } from '../navigation.js';

// Counts the rows the table draws (see countingTableRow).
vi.mock('../../ui/TableRow.js', async (importOriginal) =>
  (await import('../../test-utils/row-draws.js')).countingTableRow(importOriginal),
);

const api = setupFakeApi();

beforeEach(() => {
  drawn.length = 0;
});

async function renderTable() {
  const queryClient = testQueryClient();
  renderWithClient(<DeviceTable />, api.client, queryClient);
  await screen.findByRole('heading', { name: 'Devices (13)' });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(13));
  drawn.length = 0;
  return queryClient;
}

describe('DeviceTable rendering work', () => {
  it('draws no row again when a refetch brings the same devices (tab focus, reconnect)', async () => {
    const queryClient = await renderTable();
    await act(() => queryClient.refetchQueries());
    expect(drawn).toEqual([]);
  });

  it('draws only the row of the one device that changed', async () => {
    const queryClient = await renderTable();
    const id = await api.deviceId('Front Door');
    await api.api('/devices/update', { device_id: id, name: 'Front Door (new)' });
    await act(() => queryClient.refetchQueries());
    await screen.findByRole('button', { name: /^Front Door \(new\)/ });
    expect(drawn).toHaveLength(1);
  });

  it('draws no row again while typing a search that keeps every row', async () => {
    await renderTable();
    // Every device name has a vowel; the rows listed stay the same ones.
    await userEvent.type(screen.getByRole('searchbox'), ' ');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(13));
    expect(drawn).toEqual([]);
  });
});
