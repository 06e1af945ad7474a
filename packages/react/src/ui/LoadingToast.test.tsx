import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { LOADING_TOAST_HIDE_MS, LOADING_TOAST_REMOVE_MS, LoadingToast } from './LoadingToast.js';

cleanUpAfterEach();

describe('LoadingToast', () => {
  it('stays 1000 ms after loading ends, fades, and is removed at 1500 ms', () => {
    vi.useFakeTimers();
    expect([LOADING_TOAST_HIDE_MS, LOADING_TOAST_REMOVE_MS]).toEqual([1000, 1500]);
    const toast = () => document.querySelector('.pl-loading-toast');
    const { rerender } = render(<LoadingToast isLoading label="Loading devices" />);
    expect(toast()?.className).toContain('pl-loading-toast--shown');
    expect(screen.getByRole('status').textContent).toContain('Loading devices');
    rerender(<LoadingToast isLoading={false} label="Loading devices" />);
    act(() => vi.advanceTimersByTime(999));
    expect(toast()?.className).toContain('--shown');
    act(() => vi.advanceTimersByTime(1));
    expect(toast()?.className).toContain('--fading');
    act(() => vi.advanceTimersByTime(499));
    expect(toast()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toast()).toBeNull();
  });

  it('comes back at once when loading restarts while fading', () => {
    vi.useFakeTimers();
    const toast = () => document.querySelector('.pl-loading-toast');
    const { rerender } = render(<LoadingToast isLoading label="Loading" />);
    rerender(<LoadingToast isLoading={false} label="Loading" />);
    act(() => vi.advanceTimersByTime(1200));
    rerender(<LoadingToast isLoading label="Loading" />);
    expect(toast()?.className).toContain('--shown');
    act(() => vi.advanceTimersByTime(5000));
    expect(toast()?.className).toContain('--shown');
  });

  it('leaves at once when superseded by another loading message, and does not come back after it', () => {
    vi.useFakeTimers();
    const toast = () => document.querySelector('.pl-loading-toast');
    const { rerender } = render(<LoadingToast isLoading label="Loading devices" />);
    rerender(<LoadingToast isLoading={false} superseded label="Loading devices" />);
    expect(toast()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<LoadingToast isLoading={false} label="Loading devices" />);
    expect(toast()).toBeNull();
    act(() => vi.advanceTimersByTime(LOADING_TOAST_REMOVE_MS));
    expect(toast()).toBeNull();
  });

  it('never shows when nothing loads', () => {
    render(<LoadingToast isLoading={false} label="Loading" />);
    expect(document.querySelector('.pl-loading-toast')).toBeNull();
  });
});
