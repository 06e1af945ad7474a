import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { Tooltip } from './Tooltip.js';

cleanUpAfterEach();

describe('Tooltip', () => {
  it('shows a tooltip on focus and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Heating and cooling">
        <button type="button">Mode</button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('Heating and cooling');
    // The focused trigger itself is described by the hint.
    expect(screen.getByRole('button', { name: 'Mode' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('tooltip').id,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
