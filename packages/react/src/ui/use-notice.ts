import { useCallback, useState } from 'react';

/** A view's snackbar message; its `id` (a counter) gives each message a fresh toast. */
export interface Notice {
  id: number;
  message: string;
  variant: 'success' | 'error';
}

/**
 * The message a view's snackbar shows: `notify` replaces it (a repeated message still gets its
 * full display time, as its id changes), `dismiss` clears it. Both keep their identity.
 *
 * `dismiss(id)` clears only that message: an older snackbar's countdown can fire after a newer
 * message was set but before React drew it, and must not take the newer one with it.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback(
    (message: string, variant: Notice['variant']) =>
      setNotice((current) => ({ id: (current?.id ?? 0) + 1, message, variant })),
    [],
  );
  const dismiss = useCallback(
    (id?: number) =>
      setNotice((current) => (id === undefined || current?.id === id ? null : current)),
    [],
  );
  return { notice, notify, dismiss };
}
