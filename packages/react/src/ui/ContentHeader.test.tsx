import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { ContentHeader } from './ContentHeader.js';

cleanUpAfterEach();

describe('ContentHeader', () => {
  it('shows a back button in the content header only with onBack', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { rerender } = render(<ContentHeader title="Device" subheading="Front Door" />);
    expect(screen.getByRole('heading', { name: 'Device', level: 2 })).toBeTruthy();
    expect(screen.getByText('Front Door')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ContentHeader title="Device" onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('adds the name to the heading for screen readers, keeping the visible title alone', () => {
    render(<ContentHeader title="Device" name="Front Door" />);
    const heading = screen.getByRole('heading', { name: 'Front Door, Device', level: 2 });
    // The visible title is its own text node; the name is in a visually hidden part of the heading.
    expect(screen.getByText('Device').parentElement).toBe(heading);
    const hidden = heading.querySelector('.pl-visually-hidden');
    expect(hidden?.textContent).toBe('Front Door, ');
    expect(screen.queryByText('Front Door')).toBeNull();
  });
});
