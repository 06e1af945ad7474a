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

  it("keeps the failure and a busy 'Try again' while the retry runs, and says a repeat failure anew", async () => {
    const onRetry = vi.fn();
    const snackbar = (failed: boolean, retrying: boolean) => (
      <LoadFailureSnackbar
        failed={failed}
        retrying={retrying}
        message="Devices could not be loaded"
        onRetry={onRetry}
      />
    );
    const { container, rerender } = render(snackbar(true, false));
    const button = screen.getByRole('button', { name: 'Try again' });
    const firstMessage = screen.getByText('Devices could not be loaded');
    // TanStack clears the error of a list that never loaded as soon as it is fetched again.
    rerender(snackbar(false, true));
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
    rerender(snackbar(true, false));
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBeNull();
    // Drawn anew inside the assertive region: the repeated failure is said again.
    const message = screen.getByText('Devices could not be loaded');
    expect(message).not.toBe(firstMessage);
    expect(container.querySelector('[aria-live="assertive"]')?.contains(message)).toBe(true);
    rerender(snackbar(false, false));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('cannot be closed: Try again is the only way out', async () => {
    const onRetry = vi.fn();
    render(<LoadFailureSnackbar failed message="Failed to load" onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
