import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { LoadFailure } from './LoadFailure.js';
import { LoadFailureSnackbar } from './LoadFailureSnackbar.js';

cleanUpAfterEach();

describe('LoadFailure', () => {
  it('announces the reason as an alert and retries from its button', async () => {
    const onRetry = vi.fn();
    render(
      <LoadFailure message="Device not found" onRetry={onRetry}>
        <button type="button">Back</button>
      </LoadFailure>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Device not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('LoadFailureSnackbar', () => {
  it('keeps its live region in the page before the failure, then holds the message there', () => {
    const { container, rerender } = render(
      <LoadFailureSnackbar failed={false} message="Failed to load" onRetry={() => {}} />,
    );
    const assertive = container.querySelector('[aria-live="assertive"]');
    expect(assertive?.textContent).toBe('');
    rerender(<LoadFailureSnackbar failed message="Failed to load" onRetry={() => {}} />);
    expect(container.querySelector('[aria-live="assertive"]')).toBe(assertive);
    expect(assertive?.textContent).toContain('Failed to load');
  });

  it('cannot be closed: Try again is the only way out', async () => {
    const onRetry = vi.fn();
    render(<LoadFailureSnackbar failed message="Failed to load" onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
