/** Where a popover goes: fixed viewport coordinates. */
export interface PopoverPlacement {
  top: number;
  left: number;
  side: 'below' | 'above';
}

/** How {@link placePopover} lines a popover up with its anchor. */
export interface PopoverOptions {
  /** The side tried first (a menu drops below its button, a hint rises above its trigger). */
  prefer?: 'below' | 'above';
  /** Line up with the anchor's inline-end edge (a menu) or centre over it (a hint). */
  align?: 'end' | 'center';
  /** Pixels between the anchor and the popover. */
  gap?: number;
}

const GAP = 4;
const MARGIN = 8;

/**
 * Places a popover of `size` next to its `anchor`, both in viewport pixels: on the `prefer`red
 * side (below by default) and aligned to the anchor's inline-end edge (the right, or the left in a
 * right-to-left page) or its centre, flipped to the other side when it does not fit and fits better
 * there, and shifted to stay `MARGIN` inside the viewport on every side (collision-aware, like
 * Floating UI's flip + shift, for the placements the views use).
 */
export function placePopover(
  anchor: { top: number; bottom: number; left: number; right: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  direction: 'ltr' | 'rtl' = 'ltr',
  { prefer = 'below', align = 'end', gap = GAP }: PopoverOptions = {},
): PopoverPlacement {
  const room = {
    below: viewport.height - anchor.bottom - gap - MARGIN,
    above: anchor.top - gap - MARGIN,
  };
  const other = prefer === 'below' ? 'above' : 'below';
  const side = size.height > room[prefer] && room[other] > room[prefer] ? other : prefer;
  const wanted = side === 'below' ? anchor.bottom + gap : anchor.top - gap - size.height;
  const top = clamp(wanted, MARGIN, viewport.height - MARGIN - size.height);
  const start =
    align === 'center'
      ? (anchor.left + anchor.right - size.width) / 2
      : direction === 'rtl'
        ? anchor.left
        : anchor.right - size.width;
  const left = clamp(start, MARGIN, viewport.width - MARGIN - size.width);
  return { top, left, side };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/**
 * Calls `place` again whenever `view` resizes or anything in it scrolls (captured, so a scrolling
 * ancestor counts too), since either can move the trigger; returns the unsubscribe.
 */
export function followViewport(view: Window, place: () => void): () => void {
  view.addEventListener('resize', place);
  view.addEventListener('scroll', place, true);
  return () => {
    view.removeEventListener('resize', place);
    view.removeEventListener('scroll', place, true);
  };
}
