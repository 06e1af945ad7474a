import { useEffect, useRef } from 'react';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** Moves focus to the first heading inside `root` (made focusable by script only). */
export function focusFirstHeading(root: HTMLElement | null): HTMLElement | null {
  const heading = root?.querySelector<HTMLElement>(HEADINGS) ?? null;
  if (!heading) return null;
  heading.tabIndex = -1;
  heading.focus();
  return heading;
}

/**
 * Keeps keyboard focus on track when a view swaps its main screen for a sub-screen (a device's
 * details, a lock's access codes, a code's details or form) and back. `screen` names the sub-screen
 * showing, or is null for the main one. Opening or switching sub-screens focuses the new heading,
 * so a keyboard or screen-reader user starts at the top of what appeared instead of at the page's
 * start; coming back focuses the control that opened it (the main screen stays mounted, hidden, so
 * that control, the search text and the scroll position are all still there).
 */
export function useSubScreenFocus(screen: string | null) {
  const main = useRef<HTMLDivElement>(null);
  const sub = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The heading focus was moved to, while it keeps focus: a loading screen's heading is replaced
  // when the data arrives, and focus must follow it rather than fall to the page.
  const focusedHeading = useRef<HTMLElement | null>(null);
  // Compared with the last seen screen, so a first mount (and StrictMode's second effect run)
  // never steals focus from the host page.
  const seen = useRef(screen);
  useEffect(() => {
    if (seen.current === screen) return;
    seen.current = screen;
    if (screen !== null) {
      focusedHeading.current = focusFirstHeading(sub.current);
      return;
    }
    focusedHeading.current = null;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected && main.current?.contains(target)) target.focus();
    else focusFirstHeading(main.current);
  }, [screen]);
  useFollowReplacedHeading(screen !== null, sub, focusedHeading);
  /** Call when the sub-screen is being opened, to note the control to come back to. */
  const rememberOpener = () => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
  };
  return { main, sub, rememberOpener };
}

function useFollowReplacedHeading(
  open: boolean,
  sub: { current: HTMLElement | null },
  focusedHeading: { current: HTMLElement | null },
) {
  useEffect(() => {
    const root = sub.current;
    if (!open || !root || typeof MutationObserver === 'undefined') return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== focusedHeading.current) focusedHeading.current = null;
    };
    const observer = new MutationObserver(() => {
      const heading = focusedHeading.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (heading && !heading.isConnected && lost) {
        focusedHeading.current = focusFirstHeading(root);
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, sub, focusedHeading]);
}
