import { type ReactNode, useState } from 'react';

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  items: readonly T[];
  /** Accessible name of the list. */
  label: string;
  getKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** Height of every row in pixels: rows are fixed-height, so no row is ever measured. */
  rowHeight?: number;
  /** The list scrolls inside this height. */
  maxHeight?: number;
  /** Rows rendered beyond each edge of the visible area, so fast scrolling shows no gap. */
  overscan?: number;
}

/** The rows to mount for a scroll position: the visible ones plus `overscan` on each side. */
export function visibleRange(options: {
  count: number;
  rowHeight: number;
  viewportHeight: number;
  scrollTop: number;
  overscan: number;
}): { start: number; end: number } {
  const { count, rowHeight, viewportHeight, overscan } = options;
  // A list that shrank (a search) is scrolled back within its new height by the browser.
  const top = Math.max(0, Math.min(options.scrollTop, count * rowHeight - viewportHeight));
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((top + viewportHeight) / rowHeight) + overscan);
  return { start, end: Math.max(start, end) };
}

/**
 * A list that mounts only the rows in view, so thousands of rows render and filter smoothly.
 * Rows have one fixed height, which makes the window plain arithmetic on the scroll position
 * (no measuring, no dependency). Rows keep list semantics (`aria-setsize`, `aria-posinset`)
 * although most are not in the DOM.
 */
export function VirtualList<T>({
  items,
  label,
  getKey,
  renderItem,
  rowHeight = 64,
  maxHeight = 560,
  overscan = 6,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const total = items.length * rowHeight;
  const viewportHeight = Math.min(total, maxHeight);
  const { start, end } = visibleRange({
    count: items.length,
    rowHeight,
    viewportHeight,
    scrollTop,
    overscan,
  });
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const item = items[index] as T;
    rows.push(
      <li
        key={getKey(item)}
        aria-setsize={items.length}
        aria-posinset={index + 1}
        className="pl-virtual-list__row"
        style={{ transform: `translateY(${index * rowHeight}px)`, height: rowHeight }}
      >
        {renderItem(item)}
      </li>,
    );
  }
  return (
    <div
      className="pl-virtual-list"
      style={{ height: viewportHeight }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul aria-label={label} className="pl-virtual-list__items" style={{ height: total }}>
        {rows}
      </ul>
    </div>
  );
}
