import { SNACKBAR_AUTO_HIDE_MS, Snackbar } from './Snackbar.js';
import { SnackbarRegion } from './SnackbarRegion.js';
import type { Notice } from './use-notice.js';

/** Props of {@link NoticeSnackbar}. */
export interface NoticeSnackbarProps {
  /** The message from `useNotice()`, if any. */
  notice: Notice | null;
  /** `useNotice()`'s `dismiss`, called with the id of the message that closes. */
  onClose: (id: number) => void;
  /** How long the message stays; `null` keeps it until closed. */
  autoHideMs?: number | null;
}

/** A view's `useNotice()` message in its snackbar regions, a fresh snackbar per message. */
export function NoticeSnackbar({
  notice,
  onClose,
  autoHideMs = SNACKBAR_AUTO_HIDE_MS,
}: NoticeSnackbarProps) {
  return (
    <SnackbarRegion>
      {notice && (
        <Snackbar
          key={notice.id}
          message={notice.message}
          variant={notice.variant}
          onClose={() => onClose(notice.id)}
          autoHideMs={autoHideMs}
        />
      )}
    </SnackbarRegion>
  );
}
