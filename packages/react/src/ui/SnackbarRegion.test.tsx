import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { Snackbar } from './Snackbar.js';
import { SnackbarRegion } from './SnackbarRegion.js';

cleanUpAfterEach();

const regions = (container: HTMLElement) => ({
  polite: container.querySelector('[aria-live="polite"]'),
  assertive: container.querySelector('[aria-live="assertive"]'),
});

function View({ message }: { message: { text: string; error?: boolean } | null }) {
  return (
    <section>
      <h2>View</h2>
      <SnackbarRegion>
        {message && (
          <Snackbar
            message={message.text}
            variant={message.error ? 'error' : 'success'}
            onClose={() => {}}
          />
        )}
      </SnackbarRegion>
    </section>
  );
}

describe('SnackbarRegion', () => {
  it('is in the page, empty, before the message, and the same region holds it after', () => {
    const { container, rerender } = render(<View message={null} />);
    const before = regions(container);
    expect(before.polite).not.toBeNull();
    expect(before.assertive).not.toBeNull();
    expect(before.polite?.textContent).toBe('');
    expect(before.assertive?.textContent).toBe('');

    rerender(<View message={{ text: 'Access code created' }} />);
    const after = regions(container);
    // The very elements that were there before: a region made with its text is often missed.
    expect(after.polite).toBe(before.polite);
    expect(after.polite?.contains(screen.getByRole('status'))).toBe(true);
    expect(after.polite?.textContent).toContain('Access code created');
    expect(after.assertive?.textContent).toBe('');
    // One text in the page: no hidden copy beside the visible one.
    expect(screen.getAllByText('Access code created')).toHaveLength(1);
  });

  it('puts an error into the assertive region, and empties it when the message goes', () => {
    const { container, rerender } = render(<View message={null} />);
    const { polite, assertive } = regions(container);
    rerender(<View message={{ text: 'Devices could not be loaded', error: true }} />);
    expect(assertive?.contains(screen.getByRole('alert'))).toBe(true);
    expect(assertive?.textContent).toContain('Devices could not be loaded');
    expect(polite?.textContent).toBe('');
    expect(screen.getAllByText('Devices could not be loaded')).toHaveLength(1);
    rerender(<View message={null} />);
    expect(regions(container).assertive).toBe(assertive);
    expect(assertive?.textContent).toBe('');
  });
});
