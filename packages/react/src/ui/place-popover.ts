/** Where a popover goes: fixed viewport coordinates. */
export interface PopoverPlacement {
  top: number;
  left: number;
  side: 'below' | 'above';
}

const GAP = 4;
const MARGIN = 8;

/**
 * Places a popover of `size` next to its `anchor`, both in viewport pixels: below and aligned to
 * the anchor's inline-end edge (the right, or the left in a right-to-left page), flipped above when it does not fit below and fits better above, and
 * shifted to stay `MARGIN` inside the viewport on every side (collision-aware, like Floating UI's
 * flip + shift, for the one placement the views use).
 */
export function placePopover(
  anchor: { top: number; bottom: number; left: number; right: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  direction: 'ltr' | 'rtl' = 'ltr',
): PopoverPlacement {
  const roomBelow = viewport.height - anchor.bottom - GAP - MARGIN;
  const roomAbove = anchor.top - GAP - MARGIN;
  const side = size.height > roomBelow && roomAbove > roomBelow ? 'above' : 'below';
  const wanted = side === 'below' ? anchor.bottom + GAP : anchor.top - GAP - size.height;
  const top = clamp(wanted, MARGIN, viewport.height - MARGIN - size.height);
  const start = direction === 'rtl' ? anchor.left : anchor.right - size.width;
  const left = clamp(start, MARGIN, viewport.width - MARGIN - size.width);
  return { top, left, side };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}
