import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { Accordion } from './Accordion.js';

cleanUpAfterEach();

describe('Accordion', () => {
  it('expands and collapses, telling assistive technology', async () => {
    const user = userEvent.setup();
    render(
      <Accordion title="Default settings">
        <p>Inside</p>
      </Accordion>,
    );
    const header = screen.getByRole('button', { name: 'Default settings' });
    const region = () => document.getElementById(header.getAttribute('aria-controls') ?? '');
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(region()?.hidden).toBe(true);
    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(region()?.hidden).toBe(false);
    expect(region()?.textContent).toBe('Inside');
  });
});
