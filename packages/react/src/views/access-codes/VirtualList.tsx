import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

const ROW_HEIGHT = 64;
const MAX_HEIGHT = 560;

interface VirtualListProps<T> {
  items: readonly T[];
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A list that mounts only the rows in view, so 10,000 codes scroll and filter smoothly. Rows keep
 * their list semantics (`aria-setsize`, `aria-posinset`) although most are not in the DOM.
 */
export function VirtualList<T>({ items, label, getKey, renderItem }: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    // Before layout (and in DOMs without layout) the scroller measures 0: render a first page
    // rather than nothing.
    initialRect: { width: 640, height: MAX_HEIGHT },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: MAX_HEIGHT }),
      ),
  });
  const total = virtualizer.getTotalSize();
  return (
    <div ref={scroller} className="pl-ac-scroller" style={{ height: Math.min(total, MAX_HEIGHT) }}>
      <ul aria-label={label} className="pl-ac-list" style={{ height: total }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="pl-ac-row"
              style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
            >
              {renderItem(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
