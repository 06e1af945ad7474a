import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { Button } from './Button.js';
import { IconButton } from './IconButton.js';
import { TableRow } from './TableRow.js';

cleanUpAfterEach();

describe('Button', () => {
  it('never submits a host form by accident', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button>Save</Button>
        <IconButton label="Close">×</IconButton>
        <TableRow onClick={() => undefined}>Row</TableRow>
      </form>,
    );
    for (const button of screen.getAllByRole('button')) await user.click(button);
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
