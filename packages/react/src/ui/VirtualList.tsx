import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  items: readonly T[];
  /** Accessible name of the list. */
  label: string;
  getKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** The height of a row before it is measured, in pixels (and its minimum). */
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

/** Start offsets of every row (and the total height last), from each row's height. */
export function rowOffsets(count: number, heightOf: (index: number) => number): Float64Array {
  const offsets = new Float64Array(count + 1);
  for (let index = 0; index < count; index++) {
    offsets[index + 1] = (offsets[index] as number) + heightOf(index);
  }
  return offsets;
}

/** {@link visibleRange} for rows of different heights, by binary search on their offsets. */
export function measuredRange(options: {
  offsets: Float64Array;
  viewportHeight: number;
  scrollTop: number;
  overscan: number;
}): { start: number; end: number } {
  const { offsets, viewportHeight, overscan } = options;
  const count = offsets.length - 1;
  const total = offsets[count] as number;
  const top = Math.max(0, Math.min(options.scrollTop, total - viewportHeight));
  // The number of rows that start before `y`.
  const startingBefore = (y: number) => {
    let low = 0;
    let high = count;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((offsets[mid] as number) < y) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  const first = Math.max(0, startingBefore(top + 1) - 1);
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, startingBefore(top + viewportHeight) + overscan);
  return { start, end: Math.max(start, end) };
}

/**
 * A list that mounts only the rows in view, so thousands of rows render and filter smoothly.
 * Rows start at `rowHeight` and grow with their content: each mounted row is measured (one
 * `ResizeObserver`), so long names, larger text or a text-spacing override wrap instead of being
 * cut off. Rows keep list semantics (`aria-setsize`, `aria-posinset`) although most are not in
 * the DOM.
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
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(() => new Map());
  const observer = useRowObserver(setSizes);
  const offsets = useMemo(
    () => rowOffsets(items.length, (index) => sizes.get(getKey(items[index] as T)) ?? rowHeight),
    [items, sizes, getKey, rowHeight],
  );
  const total = offsets[items.length] as number;
  const viewportHeight = Math.min(total, maxHeight);
  const { start, end } = measuredRange({ offsets, viewportHeight, scrollTop, overscan });
  const focused = useFocusedRow();
  // Looked up once per list or focus change, not on every scroll frame.
  const focusedIndex = useMemo(
    () => (focused.key === null ? -1 : items.findIndex((item) => getKey(item) === focused.key)),
    [items, getKey, focused.key],
  );
  const rows: ReactNode[] = [];
  const pushRow = (index: number) => {
    const item = items[index] as T;
    const key = getKey(item);
    rows.push(
      <li
        key={key}
        ref={observer}
        data-pl-key={key}
        aria-setsize={items.length}
        aria-posinset={index + 1}
        className="pl-virtual-list__row"
        style={{ transform: `translateY(${offsets[index]}px)`, minHeight: rowHeight }}
      >
        {renderItem(item)}
      </li>,
    );
  };
  // The row holding focus stays mounted when it scrolls out of the window: removing it would drop
  // keyboard focus to the page (Page Down on a row's button scrolls the list under it).
  if (focusedIndex !== -1 && focusedIndex < start) pushRow(focusedIndex);
  for (let index = start; index < end; index++) pushRow(index);
  if (focusedIndex >= end) pushRow(focusedIndex);
  return (
    <div
      className="pl-virtual-list"
      style={{ height: viewportHeight }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        aria-label={label}
        className="pl-virtual-list__items"
        style={{ height: total }}
        onFocus={focused.onFocus}
        onBlur={focused.onBlur}
      >
        {rows}
      </ul>
    </div>
  );
}

/** Which row holds focus, by key: set when focus enters a row, cleared when it moves elsewhere. */
function useFocusedRow() {
  const [key, setKey] = useState<string | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = (event.target as Element).closest('[data-pl-key]');
    setKey(row?.getAttribute('data-pl-key') ?? null);
  }, []);
  // Kept when focus goes nowhere (the window lost focus): the row must still be there on return.
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setKey(null);
  }, []);
  return { key, onFocus, onBlur };
}

/**
 * A ref callback that measures each mounted row and records heights that changed, by key. Rows
 * that left the page are unobserved after each commit, not through a ref cleanup: React 18 (in
 * the peer range) ignores a cleanup returned by a ref callback, which would keep every row ever
 * scrolled past observed.
 */
function useRowObserver(
  setSizes: (update: (sizes: ReadonlyMap<string, number>) => ReadonlyMap<string, number>) => void,
) {
  const resize = useRef<ResizeObserver | null>(null);
  const observed = useRef(new Set<HTMLLIElement>());
  useEffect(() => {
    // React 18's StrictMode runs this cleanup once right after mounting but calls no ref callback
    // again (React 19 does): the rows already mounted are watched anew, or they never would be.
    for (const row of observed.current) if (row.isConnected) resize.current?.observe(row);
    return () => resize.current?.disconnect();
  }, []);
  useEffect(() => {
    for (const row of observed.current) {
      if (row.isConnected) continue;
      resize.current?.unobserve(row);
      observed.current.delete(row);
    }
  });
  return useCallback(
    (element: HTMLLIElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return;
      resize.current ??= new ResizeObserver((entries) => {
        setSizes((sizes) => {
          let next: Map<string, number> | null = null;
          for (const entry of entries) {
            const key = (entry.target as HTMLElement).dataset.plKey;
            const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
            // No layout (a test DOM) reports 0: keep the estimate.
            if (!key || !(height > 0) || sizes.get(key) === height) continue;
            next ??= new Map(sizes);
            next.set(key, height);
          }
          return next ?? sizes;
        });
      });
      resize.current.observe(element);
      observed.current.add(element);
    },
    [setSizes],
  );
}
