import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { TableRow } from './TableRow.js';

cleanUpAfterEach();

describe('TableRow', () => {
  it('opens a table row with click, Enter and Space, and fades it on request', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    render(
      <TableRow onClick={opened} faded>
        <span>Front Door</span>
        <span>Online</span>
      </TableRow>,
    );
    const row = screen.getByRole('button', { name: 'Front Door Online' });
    expect(row.className).toContain('pl-table-row--faded');
    await user.click(row);
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(3);
  });
});
