import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_RESUME_MIN_MS, Snackbar } from './Snackbar.js';

cleanUpAfterEach();

describe('Snackbar', () => {
  it('closes itself after 5000 ms by default', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Snackbar message="Access code created" onClose={onClose} />);
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(5000);
    expect(screen.getByRole('status').textContent).toContain('Access code created');
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps its deadline when the parent re-renders with a new callback', () => {
    vi.useFakeTimers();
    const closed = vi.fn();
    const { rerender } = render(<Snackbar message="Saved" onClose={() => closed()} />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<Snackbar message="Saved" onClose={() => closed()} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('stays with autoHideMs null, announces errors as alerts and offers close', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Snackbar message="Failed" variant="error" onClose={onClose} autoHideMs={null} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('has no close button without onClose or with disableClose', () => {
    const { rerender } = render(<Snackbar message="Devices could not be loaded" variant="error" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Snackbar message="x" onClose={() => undefined} disableClose />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Snackbar message="Code copied" onClose={onClose} />);
    const box = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(box);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(box);
    act(() => vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while focus is inside, also when focus moves within it', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <>
        <button type="button">Outside</button>
        <Snackbar
          message="Access code deleted"
          onClose={onClose}
          action={<button type="button">Undo</button>}
        />
      </>,
    );
    const undo = screen.getByRole('button', { name: 'Undo' });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => undo.focus());
    act(() => vi.advanceTimersByTime(10_000));
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays paused while hovered even after focus leaves, and gives at least a second on resume', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Snackbar message="Saved" onClose={onClose} />);
    const box = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(4900));
    fireEvent.mouseEnter(box);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(box);
    act(() => vi.advanceTimersByTime(SNACKBAR_RESUME_MIN_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives a new message its full time after a pause', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(<Snackbar message="Code copied" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(4000));
    rerender(<Snackbar message="Access code deleted" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
