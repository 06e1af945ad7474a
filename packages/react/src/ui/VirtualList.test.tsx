import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { measuredRange, rowOffsets, VirtualList, visibleRange } from './VirtualList.js';

cleanUpAfterEach();

const items = Array.from({ length: 5000 }, (_, i) => `Device ${i + 1}`);
/** 5,000 rows of 50 px in a 500 px window, two rows of overscan. */
const list = (renderItem: (item: string) => ReactNode = (item) => <span>{item}</span>) => (
  <VirtualList
    items={items}
    label="Devices"
    rowHeight={50}
    maxHeight={500}
    overscan={2}
    getKey={(item) => item}
    renderItem={renderItem}
  />
);
const renderList = (renderItem?: (item: string) => ReactNode) => render(list(renderItem));

describe('VirtualList row measuring', () => {
  /** Records what a ResizeObserver watches: the browser API, as a test double in a DOM without layout. */
  class RecordingResizeObserver {
    static watched = new Set<Element>();
    observe(element: Element) {
      RecordingResizeObserver.watched.add(element);
    }
    unobserve(element: Element) {
      RecordingResizeObserver.watched.delete(element);
    }
    disconnect() {
      RecordingResizeObserver.watched.clear();
    }
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('watches exactly the mounted rows, also after scrolling far (no ref cleanup needed)', () => {
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    const { unmount } = renderList();
    const mounted = () => new Set(document.querySelectorAll('.pl-virtual-list__row'));
    expect(RecordingResizeObserver.watched).toEqual(mounted());
    const scroller = document.querySelector('.pl-virtual-list') as HTMLElement;
    for (const top of [10_000, 100_000, 200_000]) {
      scroller.scrollTop = top;
      fireEvent.scroll(scroller);
      expect(RecordingResizeObserver.watched).toEqual(mounted());
    }
    unmount();
    expect(RecordingResizeObserver.watched.size).toBe(0);
  });

  it("still watches the first rows under StrictMode's simulated unmount and remount", () => {
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    render(<StrictMode>{list()}</StrictMode>);
    const mounted = new Set(document.querySelectorAll('.pl-virtual-list__row'));
    expect(mounted.size).toBeGreaterThan(0);
    expect(RecordingResizeObserver.watched).toEqual(mounted);
  });
});

describe('VirtualList', () => {
  const shown = () =>
    within(screen.getByRole('list', { name: 'Devices' }))
      .getAllByRole('listitem')
      .map((row) => Number(row.getAttribute('aria-posinset')));

  it('mounts only the rows in view of 5,000, with list positions for assistive technology', () => {
    renderList();
    // 500 px of 50 px rows, plus two of overscan below.
    expect(shown()).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const first = screen.getAllByRole('listitem')[0];
    expect(first?.getAttribute('aria-setsize')).toBe('5000');
    expect(first?.textContent).toBe('Device 1');
  });

  it('keeps the focused row mounted when it scrolls out of view, so focus stays on it', () => {
    renderList((item) => <button type="button">{item}</button>);
    const first = screen.getByRole('button', { name: 'Device 1' });
    act(() => first.focus());
    const scroller = document.querySelector('.pl-virtual-list') as HTMLElement;
    scroller.scrollTop = 100_000;
    fireEvent.scroll(scroller);
    expect(document.activeElement).toBe(first);
    expect(shown()).toEqual([1, ...Array.from({ length: 14 }, (_, i) => 1999 + i)]);
    // Focus moved on to a row in view: the first row may go.
    act(() => screen.getByRole('button', { name: 'Device 2001' }).focus());
    expect(shown()).toEqual(Array.from({ length: 14 }, (_, i) => 1999 + i));
  });

  it('follows the scroll position', () => {
    renderList();
    const scroller = document.querySelector('.pl-virtual-list') as HTMLElement;
    scroller.scrollTop = 100_000;
    fireEvent.scroll(scroller);
    expect(shown()).toEqual(Array.from({ length: 14 }, (_, i) => 1999 + i));
    expect(screen.getByText('Device 2001').closest('li')?.style.transform).toBe(
      'translateY(100000px)',
    );
  });

  it('computes the window, clamped to a list that shrank below the scroll position', () => {
    const base = { rowHeight: 50, viewportHeight: 500, overscan: 2 };
    expect(visibleRange({ ...base, count: 5000, scrollTop: 0 })).toEqual({ start: 0, end: 12 });
    expect(visibleRange({ ...base, count: 5000, scrollTop: 1025 })).toEqual({ start: 18, end: 33 });
    expect(visibleRange({ ...base, count: 20, scrollTop: 100_000 })).toEqual({ start: 8, end: 20 });
    expect(visibleRange({ ...base, count: 3, viewportHeight: 150, scrollTop: 40 })).toEqual({
      start: 0,
      end: 3,
    });
    expect(visibleRange({ ...base, count: 0, viewportHeight: 0, scrollTop: 0 })).toEqual({
      start: 0,
      end: 0,
    });
  });

  it('windows rows of measured heights the same way, a tall row taking more room', () => {
    const even = rowOffsets(5000, () => 50);
    const base = { viewportHeight: 500, overscan: 2 };
    for (const scrollTop of [0, 1025, 100_000]) {
      expect(measuredRange({ ...base, offsets: even, scrollTop })).toEqual(
        visibleRange({ ...base, rowHeight: 50, count: 5000, scrollTop }),
      );
    }
    // Row 3 wrapped to 250 px: rows after it move down, and fewer fit in the first screen.
    const tall = rowOffsets(20, (index) => (index === 3 ? 250 : 50));
    expect(tall[4]).toBe(400);
    expect(measuredRange({ ...base, offsets: tall, scrollTop: 0, overscan: 0 })).toEqual({
      start: 0,
      end: 6,
    });
  });
});
