import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstHeading, useSubScreenFocus } from './use-sub-screen-focus.js';

/** Ends the sub-screen's loading; the test decides when, so no timer races a busy machine. */
let finishLoading: () => void = () => undefined;

/** A main screen with an opener, and a sub-screen that shows a loading heading, then its own. */
function Harness({ headingWhileLoading = true }: { headingWhileLoading?: boolean }) {
  const [screenName, setScreenName] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const focus = useSubScreenFocus(screenName);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return (
    <>
      <div ref={focus.main} hidden={screenName !== null}>
        <h2>Main</h2>
        <button
          type="button"
          onClick={() => {
            focus.rememberOpener();
            setScreenName('details');
          }}
        >
          Open
        </button>
      </div>
      {screenName && (
        <div ref={focus.sub}>
          {loaded ? (
            <section key="ready">
              <h2>Ready</h2>
              <button type="button" onClick={() => setScreenName(null)}>
                Back
              </button>
            </section>
          ) : (
            <section key="loading">{headingWhileLoading && <h2>Loading</h2>}</section>
          )}
        </div>
      )}
    </>
  );
}

afterEach(cleanup);

describe('useSubScreenFocus', () => {
  it('follows the heading when a loading screen is replaced, and returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Loading' }));
    act(() => finishLoading());
    const ready = await screen.findByRole('heading', { name: 'Ready' });
    await waitFor(() => expect(document.activeElement).toBe(ready));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(open);
  });

  it('leaves focus alone once the user has moved it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <input aria-label="Elsewhere" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => finishLoading());
    await screen.findByRole('heading', { name: 'Ready' });
    expect(document.activeElement).toBe(elsewhere);
  });

  it('focuses a heading that appears only after the sub-screen opened', async () => {
    const user = userEvent.setup();
    render(<Harness headingWhileLoading={false} />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    await user.keyboard('{Enter}');
    act(() => finishLoading());
    const ready = await screen.findByRole('heading', { name: 'Ready' });
    await waitFor(() => expect(document.activeElement).toBe(ready));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(open);
  });

  it('passes over the headings of a hidden screen', () => {
    render(
      <div data-testid="root">
        <div hidden>
          <h2>Hidden main</h2>
        </div>
        <h2>Shown</h2>
      </div>,
    );
    expect(focusFirstHeading(screen.getByTestId('root'))).toBe(
      screen.getByRole('heading', { name: 'Shown' }),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Shown' }));
  });
});
