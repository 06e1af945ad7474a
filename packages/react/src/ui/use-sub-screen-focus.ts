import { useEffect, useRef } from 'react';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** Moves focus to the first heading inside `root` (made focusable by script only). */
export function focusFirstHeading(root: HTMLElement | null): boolean {
  const heading = root?.querySelector<HTMLElement>(HEADINGS);
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * Keeps keyboard focus on track when a view swaps its main screen for a sub-screen (a device's
 * details, a lock's access codes) and back. Opening focuses the sub-screen's heading, so a
 * keyboard or screen-reader user starts at the top of what appeared instead of at the page's
 * start; coming back focuses the control that opened it (the main screen stays mounted, hidden,
 * so that control, the search text and the scroll position are all still there).
 */
export function useSubScreenFocus(open: boolean) {
  const main = useRef<HTMLDivElement>(null);
  const sub = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Compared with the last seen state, so a first mount (and StrictMode's second effect run)
  // never steals focus from the host page.
  const seen = useRef(open);
  useEffect(() => {
    if (seen.current === open) return;
    seen.current = open;
    if (open) {
      focusFirstHeading(sub.current);
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected && main.current?.contains(target)) target.focus();
    else focusFirstHeading(main.current);
  }, [open]);
  /** Call when the sub-screen is being opened, to note the control to come back to. */
  const rememberOpener = () => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
  };
  return { main, sub, rememberOpener };
}
