import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { LoadingScreen, type LoadingScreenProps } from './LoadingScreen.js';

cleanUpAfterEach();

const FAILED = 'This device could not be loaded';

function screenProps(
  failed: boolean,
  fetching: boolean,
  retry: () => void = () => {},
): LoadingScreenProps {
  return {
    className: 'pl-device-details',
    title: 'Device',
    load: { failed, retry },
    fetching,
    failureMessage: FAILED,
    loadingLabel: 'Loading device',
  };
}

describe('LoadingScreen', () => {
  it("keeps the failure and a busy 'Try again' while the retry runs, and says a repeat failure anew", async () => {
    const retry = vi.fn();
    const { rerender } = render(<LoadingScreen {...screenProps(true, false, retry)} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    const firstMessage = screen.getByText(FAILED);
    // TanStack clears the error of data that never loaded as soon as it is fetched again.
    rerender(<LoadingScreen {...screenProps(false, true, retry)} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(button);
    expect(retry).not.toHaveBeenCalled();
    rerender(<LoadingScreen {...screenProps(true, false, retry)} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBeNull();
    // A new node in the alert: the repeated failure is announced again.
    expect(screen.getByText(FAILED)).not.toBe(firstMessage);
    expect(screen.getByRole('alert').contains(screen.getByText(FAILED))).toBe(true);
  });

  it('shows the spinner for a first load that has not failed', () => {
    render(<LoadingScreen {...screenProps(false, true)} />);
    expect(screen.getByRole('status').textContent).toContain('Loading device');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
