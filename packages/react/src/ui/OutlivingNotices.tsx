import { type ReactNode, useRef, useState } from 'react';
import { NoticeSnackbar } from './NoticeSnackbar.js';
import { OutlivingNoticeContext, OutlivingNoticeLiftContext } from './outliving-notice.js';
import { useClientLayoutEffect } from './use-client-layout-effect.js';
import { useNotice } from './use-notice.js';

/** The space between two stacked snackbars, as between a snackbar and the window's foot. */
const STACK_GAP_PX = 12;

/**
 * Around a public view: the snackbar where its screens tell outcomes that land after the person
 * left them. A screen's own snackbar goes with the screen, so a save failing after Back would
 * otherwise never be seen or said, and the person would believe it saved. When both show, the
 * screen's stacks above this one (each in its own live region, so both are announced).
 */
export function OutlivingNotices({ children }: { children: ReactNode }) {
  const { notice, notify, dismiss } = useNotice();
  const [lift, setLift] = useState(0);
  // The region follows this marker; NoticeSnackbar takes no ref.
  const marker = useRef<HTMLSpanElement>(null);
  useClientLayoutEffect(() => {
    const region = marker.current?.nextElementSibling;
    if (!region || typeof ResizeObserver === 'undefined') return;
    // The snackbar's height changes with its text's wrapping and the reader's font size.
    const measure = () => {
      const height = region.querySelector('.pl-snackbar')?.getBoundingClientRect().height ?? 0;
      setLift(height > 0 ? Math.ceil(height) + STACK_GAP_PX : 0);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <OutlivingNoticeContext.Provider value={notify}>
      <OutlivingNoticeLiftContext.Provider value={lift}>
        {children}
      </OutlivingNoticeLiftContext.Provider>
      <span ref={marker} hidden />
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </OutlivingNoticeContext.Provider>
  );
}
