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
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback(
    (message: string, variant: Notice['variant']) =>
      setNotice((current) => ({ id: (current?.id ?? 0) + 1, message, variant })),
    [],
  );
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, notify, dismiss };
}
