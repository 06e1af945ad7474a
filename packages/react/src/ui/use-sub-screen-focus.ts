import { useEffect, useRef } from 'react';
import { focusedControl, focusedElement, focusIsLost, originalTarget } from './focused-element.js';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/**
 * Moves focus to the first shown heading inside `root` (made focusable by script only); headings
 * of a screen kept mounted but hidden under a sub-screen are passed over.
 */
export function focusFirstHeading(root: HTMLElement | null): HTMLElement | null {
  const headings = root ? Array.from(root.querySelectorAll<HTMLElement>(HEADINGS)) : [];
  const heading = headings.find((candidate) => !candidate.closest('[hidden]')) ?? null;
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
  const awaitingHeading = useRef(false);
  useEffect(() => {
    if (seen.current === screen) return;
    seen.current = screen;
    if (screen !== null) {
      focusedHeading.current = focusFirstHeading(sub.current);
      // A sub-screen that shows its heading only later (a form waiting for the session) gets
      // focus on that heading when it appears.
      awaitingHeading.current = focusedHeading.current === null;
      return;
    }
    awaitingHeading.current = false;
    focusedHeading.current = null;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected && main.current?.contains(target)) target.focus();
    else focusFirstHeading(main.current);
  }, [screen]);
  useFollowReplacedHeading(screen !== null, { main, sub }, focusedHeading, awaitingHeading);
  /** Call when the sub-screen is being opened, to note the control to come back to. */
  const rememberOpener = () => {
    opener.current = focusedControl(main.current);
  };
  return { main, sub, rememberOpener };
}

type ElementRef = { current: HTMLElement | null };

function useFollowReplacedHeading(
  open: boolean,
  screens: { main: ElementRef; sub: ElementRef },
  focusedHeading: ElementRef,
  awaitingHeading: { current: boolean },
) {
  useEffect(() => {
    const root = screens.sub.current;
    if (!open || !root || typeof MutationObserver === 'undefined') return;
    const onFocusIn = (event: FocusEvent) => {
      const target = originalTarget(event);
      if (target !== focusedHeading.current) focusedHeading.current = null;
      // Focus the person (or the sub-screen) put somewhere is left there.
      if (root.contains(target as Node | null)) awaitingHeading.current = false;
    };
    const observer = new MutationObserver(() => {
      const heading = focusedHeading.current;
      const active = focusedElement(root);
      // On the page, or still on the opener in the hidden main screen.
      const lost = focusIsLost(root) || Boolean(active && screens.main.current?.contains(active));
      if (heading && !heading.isConnected && lost) {
        focusedHeading.current = focusFirstHeading(root);
      } else if (awaitingHeading.current && lost) {
        focusedHeading.current = focusFirstHeading(root);
        if (focusedHeading.current) awaitingHeading.current = false;
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    // The view's own document: an iframe's, for a view portalled into one.
    const page = root.ownerDocument;
    page.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      page.removeEventListener('focusin', onFocusIn);
    };
  }, [open, screens.main, screens.sub, focusedHeading, awaitingHeading]);
}
