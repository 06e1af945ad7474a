/**
 * The element that has keyboard focus, looked up through shadow roots. Inside a host's shadow
 * root `document.activeElement` is the shadow host, never the focused control, so comparing it
 * with a view's own elements (a dialog's last button, the opener to give focus back to) fails.
 * `near` is an element of the view: its document is the one to ask (an iframe's, for a portal),
 * and its own shadow root is entered even when the host made it closed.
 */
export function focusedElement(near?: Node | null): Element | null {
  if (typeof document === 'undefined') return null;
  const own = near?.getRootNode();
  let active = (near?.ownerDocument ?? document).activeElement;
  while (active) {
    const inner =
      active.shadowRoot ??
      (own && (own as ShadowRoot).host === active ? (own as ShadowRoot) : null);
    if (!inner?.activeElement) break;
    active = inner.activeElement;
  }
  return active;
}

/** The focused element as something focus can be given back to later (an opener), else null. */
export function focusedControl(near?: Node | null): HTMLElement | null {
  const active = focusedElement(near);
  return active && 'focus' in active ? (active as HTMLElement) : null;
}

/** Whether focus went nowhere: to the page's body, or out of every element. */
export function focusIsLost(near?: Node | null): boolean {
  const active = focusedElement(near);
  return active === null || active === (near?.ownerDocument ?? document).body;
}

/**
 * The element an event happened on, as the view sees it: a listener on the document gets
 * `target` retargeted to the shadow host when the view lives in a shadow root.
 */
export function originalTarget(event: Event): EventTarget | null {
  return event.composedPath?.()[0] ?? event.target;
}
