import { describe, expect, it } from 'vitest';
import { placePopover } from './place-popover.js';

const viewport = { width: 320, height: 600 };
const size = { width: 180, height: 120 };
const anchor = (top: number, right = 300) => ({ top, bottom: top + 36, left: right - 36, right });

describe('placePopover', () => {
  it('goes below the anchor, right-aligned, when there is room', () => {
    expect(placePopover(anchor(100), size, viewport)).toEqual({
      top: 140,
      left: 120,
      side: 'below',
    });
  });

  it("aligns to the anchor's left edge in a right-to-left page", () => {
    expect(placePopover(anchor(100, 100), size, viewport, 'rtl')).toEqual({
      top: 140,
      left: 64,
      side: 'below',
    });
  });

  it('flips above an anchor near the bottom edge (the last row)', () => {
    expect(placePopover(anchor(540), size, viewport)).toEqual({
      top: 416,
      left: 120,
      side: 'above',
    });
  });

  it('shifts inside the viewport on a narrow screen and never starts above its top', () => {
    const placed = placePopover(anchor(10, 60), size, viewport);
    expect(placed.left).toBe(8);
    expect(placed.top).toBeGreaterThanOrEqual(8);
    const tiny = placePopover(anchor(20), { width: 180, height: 900 }, viewport);
    expect(tiny.top).toBe(8);
  });
});

describe('placePopover for a hint (above, centred)', () => {
  const hint = { width: 100, height: 40 };
  const above = { prefer: 'above', align: 'center', gap: 6 } as const;

  it('goes above the anchor, centred over it, when there is room', () => {
    expect(placePopover(anchor(200, 200), hint, viewport, 'ltr', above)).toEqual({
      top: 154,
      left: 132,
      side: 'above',
    });
  });

  it('flips below an anchor with no room above (the top of the viewport)', () => {
    expect(placePopover(anchor(10, 200), hint, viewport, 'ltr', above)).toEqual({
      top: 52,
      left: 132,
      side: 'below',
    });
  });

  it('stays above when neither side has room but above has more', () => {
    const tall = { width: 100, height: 400 };
    expect(placePopover(anchor(380, 200), tall, viewport, 'ltr', above).side).toBe('above');
  });

  it('shifts inside the viewport near either edge, whatever the direction', () => {
    expect(placePopover(anchor(200, 40), hint, viewport, 'rtl', above).left).toBe(8);
    expect(placePopover(anchor(200, 320), hint, viewport, 'ltr', above).left).toBe(212);
  });
});
