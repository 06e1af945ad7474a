import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveRegionOf, liveRegionsAround } from '../test-utils/announcements.js';
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
    expect(liveRegionOf(screen.getByText('Access code created'))).toBe(after.polite);
    expect(after.polite?.textContent).toContain('Access code created');
    expect(after.assertive?.textContent).toBe('');
    // One text in the page: no hidden copy beside the visible one.
    expect(screen.getAllByText('Access code created')).toHaveLength(1);
  });

  it('puts an error into the assertive region, and empties it when the message goes', () => {
    const { container, rerender } = render(<View message={null} />);
    const { polite, assertive } = regions(container);
    rerender(<View message={{ text: 'Devices could not be loaded', error: true }} />);
    expect(liveRegionOf(screen.getByText('Devices could not be loaded'))).toBe(assertive);
    expect(assertive?.textContent).toContain('Devices could not be loaded');
    expect(polite?.textContent).toBe('');
    expect(screen.getAllByText('Devices could not be loaded')).toHaveLength(1);
    rerender(<View message={null} />);
    expect(regions(container).assertive).toBe(assertive);
    expect(assertive?.textContent).toBe('');
  });

  it.each([
    { text: 'Access code created', error: false, politeness: 'polite' },
    { text: 'Access code could not be deleted', error: true, politeness: 'assertive' },
  ])(
    'has one live region speak $text, not one nested in another',
    ({ text, error, politeness }) => {
      const { container } = render(<View message={{ text, error }} />);
      const snackbar = container.querySelector('.pl-snackbar');
      expect(snackbar).not.toBeNull();
      // The snackbar is plain inside its region: no role, no aria-live of its own.
      expect(snackbar?.getAttribute('role')).toBeNull();
      expect(snackbar?.getAttribute('aria-live')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      const around = liveRegionsAround(screen.getByText(text));
      expect(around).toHaveLength(1);
      expect(around[0]?.getAttribute('aria-live')).toBe(politeness);
      // And nothing else in the view is a live region inside a live region.
      for (const region of container.querySelectorAll(
        '[aria-live], [role="status"], [role="alert"]',
      )) {
        expect(liveRegionsAround(region)).toHaveLength(1);
      }
    },
  );

  it('leaves a snackbar outside any region announcing on its own', () => {
    render(<Snackbar message="Saved" variant="success" />);
    expect(liveRegionOf(screen.getByText('Saved')).getAttribute('role')).toBe('status');
    cleanup();
    render(<Snackbar message="Failed" variant="error" />);
    expect(liveRegionOf(screen.getByText('Failed')).getAttribute('role')).toBe('alert');
  });
});
