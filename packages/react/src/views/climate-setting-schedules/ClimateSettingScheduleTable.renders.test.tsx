import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, setupFakeApi, testQueryClient } from '../../test-utils/fake-api.js';
import { drawnRows as drawn } from '../../test-utils/row-draws.js';
import { ClimateSettingScheduleTable } from '../navigation.js';

// Counts the rows the table draws (see countingTableRow).
vi.mock('../../ui/TableRow.js', async (importOriginal) =>
  (await import('../../test-utils/row-draws.js')).countingTableRow(importOriginal),
);

const api = setupFakeApi();

beforeEach(() => {
  drawn.length = 0;
});

/** Every thermostat's schedules, once their rows show their thermostat's name. */
async function renderTable() {
  const queryClient = testQueryClient();
  renderWithClient(<ClimateSettingScheduleTable />, api.client, queryClient);
  await screen.findByRole('heading', { name: /^Climate setting schedules \(\d+\)$/ });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /^Spring Break/ }).textContent).toContain(
      'Living Room Thermostat',
    ),
  );
  const rows = screen.getAllByRole('listitem').length;
  drawn.length = 0;
  return { queryClient, rows };
}

describe('ClimateSettingScheduleTable rendering work', () => {
  it('draws no row again when a refetch brings the same schedules (tab focus, reconnect)', async () => {
    const { queryClient } = await renderTable();
    await act(() => queryClient.refetchQueries());
    expect(drawn).toEqual([]);
  });

  it('draws no row again while typing a search that keeps every row', async () => {
    const { rows } = await renderTable();
    await userEvent.type(screen.getByRole('searchbox'), ' ');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(rows));
    expect(drawn).toEqual([]);
  });
});
