import { type ReactNode, useContext, useRef, useState } from 'react';
import { NoticeSnackbar } from './NoticeSnackbar.js';
import {
  OutlivingNoticeContext,
  OutlivingNoticeLiftContext,
  type PorchlightLateFailure,
  useOutlivingTeller,
} from './outliving-notice.js';
import { useClientLayoutEffect } from './use-client-layout-effect.js';
import { useNotice } from './use-notice.js';

/** The space between two stacked snackbars, as between a snackbar and the window's foot. */
const STACK_GAP_PX = 12;

/** Props of {@link OutlivingNotices}. */
export interface OutlivingNoticesProps {
  children?: ReactNode;
  /**
   * The host's own way to tell a late failure (the provider's `onLateFailure`): it then gets every
   * failure that reaches this region, even after the region unmounted, and no snackbar is drawn.
   */
  onLateFailure?: ((failure: PorchlightLateFailure) => void) | undefined;
}

/**
 * Around a public view (and, outermost, inside the provider): the snackbar where its screens tell
 * outcomes that land after the person left them. A screen's own snackbar goes with the screen, so
 * a save failing after Back would otherwise never be seen or said, and the person would believe it
 * saved. A failure that lands after this region unmounted too (a host that unmounts the view on
 * Back) goes to the region around it. When several show, the inner ones stack above (each in its
 * own live region, so all are announced).
 */
export function OutlivingNotices({ children, onLateFailure }: OutlivingNoticesProps) {
  const { notice, notify, dismiss } = useNotice();
  const outer = useContext(OutlivingNoticeContext);
  const outerLift = useContext(OutlivingNoticeLiftContext);
  const tell = useOutlivingTeller(
    onLateFailure ? (message) => onLateFailure({ message }) : (message) => notify(message, 'error'),
    // Once unmounted, the host's callback can still tell it; our own snackbar cannot.
    onLateFailure ? (message) => onLateFailure({ message }) : outer,
  );
  const [height, setHeight] = useState(0);
  // The region follows this marker; NoticeSnackbar takes no ref.
  const marker = useRef<HTMLSpanElement>(null);
  const drawn = onLateFailure === undefined;
  useClientLayoutEffect(() => {
    const region = marker.current?.nextElementSibling;
    if (!drawn || !region || typeof ResizeObserver === 'undefined') return;
    // The snackbar's height changes with its text's wrapping and the reader's font size.
    const measure = () => {
      const box = region.querySelector('.pl-snackbar')?.getBoundingClientRect().height ?? 0;
      setHeight(box > 0 ? Math.ceil(box) + STACK_GAP_PX : 0);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    measure();
    return () => {
      observer.disconnect();
      setHeight(0);
    };
  }, [drawn]);
  return (
    <OutlivingNoticeContext.Provider value={tell}>
      <OutlivingNoticeLiftContext.Provider value={outerLift + (drawn ? height : 0)}>
        {children}
      </OutlivingNoticeLiftContext.Provider>
      {drawn && (
        <>
          <span ref={marker} hidden />
          <NoticeSnackbar notice={notice} onClose={dismiss} />
        </>
      )}
    </OutlivingNoticeContext.Provider>
  );
}
