import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotice } from './use-notice.js';

describe('useNotice', () => {
  it('gives each message a new id, also a repeated one', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.notify('Saved', 'success'));
    const first = result.current.notice?.id;
    act(() => result.current.notify('Saved', 'success'));
    expect(result.current.notice).toMatchObject({ message: 'Saved', variant: 'success' });
    expect(result.current.notice?.id).not.toBe(first);
  });

  it("keeps a newer message when an older one's close arrives late", () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.notify('Code deleted', 'success'));
    const older = result.current.notice?.id as number;
    // The older snackbar's countdown fires in the same turn as the newer message, before React
    // draws it: the close names the message it was shown for.
    act(() => {
      result.current.notify('Error deleting code', 'error');
      result.current.dismiss(older);
    });
    expect(result.current.notice).toMatchObject({ message: 'Error deleting code' });
  });

  it('closes the message it names, and any message without an id', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.notify('Saved', 'success'));
    act(() => result.current.dismiss(result.current.notice?.id));
    expect(result.current.notice).toBeNull();
    act(() => result.current.notify('Saved', 'success'));
    act(() => result.current.dismiss());
    expect(result.current.notice).toBeNull();
  });
});
