import { type RefObject, useEffect } from 'react';
import { focusedElement, focusIsLost } from './focused-element.js';
import { focusFirstHeading } from './use-sub-screen-focus.js';

const HISTORY = 10;

/** Whether focus can sensibly go back to this element: still in the page, shown and enabled. */
function canTakeFocus(element: HTMLElement, root: HTMLElement): boolean {
  if (!element.isConnected || !root.contains(element)) return false;
  if (element.closest('[hidden], [inert]')) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/**
 * Keeps keyboard focus inside a view when the element holding it disappears (a snackbar closing
 * itself, a 'Try again' button whose failure cleared, a row that was deleted) or can no longer
 * hold it (a search box disabled when its list empties, a thermostat's controls disabled when it
 * goes offline): focus goes back to the most recent earlier stop that can still take it, else to
 * the view's first heading, never to the page's `<body>`. Components that know a better target
 * (the next row) move focus themselves first; this only acts when focus has already fallen to
 * the body, and never when the person put it there (a click on blank page).
 */
export function useFocusRescue(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element || typeof MutationObserver === 'undefined') return;
    const history: HTMLElement[] = [];
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const at = history.indexOf(target);
      if (at >= 0) history.splice(at, 1);
      history.push(target);
      if (history.length > HISTORY) history.shift();
    };
    const rescue = () => {
      if (!focusIsLost(element)) return;
      const last = history[history.length - 1];
      // Only when focus fell out of this view because its element went away or was disabled.
      if (!last || canTakeFocus(last, element)) return;
      for (let index = history.length - 2; index >= 0; index--) {
        const candidate = history[index] as HTMLElement;
        if (canTakeFocus(candidate, element)) {
          candidate.focus();
          if (focusedElement(element) === candidate) return;
        }
      }
      focusFirstHeading(element);
    };
    // A removed element loses focus silently (the observer sees it go); a disabled one loses it
    // at the browser's next frame with a focusout to nowhere, after the attribute was observed.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) rescue();
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    const observer = new MutationObserver(rescue);
    observer.observe(element, { childList: true, subtree: true, attributes: true });
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [root]);
}
