import type { ReactNode } from 'react';
import { OutlivingNoticeContext } from './outliving-notice.js';
import { Snackbar } from './Snackbar.js';
import { SnackbarRegion } from './SnackbarRegion.js';
import { useNotice } from './use-notice.js';

/**
 * Around a public view: the snackbar where its screens tell outcomes that land after the person
 * left them. A screen's own snackbar goes with the screen, so a save failing after Back would
 * otherwise never be seen or said, and the person would believe it saved.
 */
export function OutlivingNotices({ children }: { children: ReactNode }) {
  const { notice, notify, dismiss } = useNotice();
  return (
    <OutlivingNoticeContext.Provider value={notify}>
      {children}
      <SnackbarRegion>
        {notice && (
          <Snackbar
            key={notice.id}
            message={notice.message}
            variant={notice.variant}
            onClose={dismiss}
          />
        )}
      </SnackbarRegion>
    </OutlivingNoticeContext.Provider>
  );
}
