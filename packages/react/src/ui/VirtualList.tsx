import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  items: readonly T[];
  /** Accessible name of the list. */
  label: string;
  getKey(item: T): string;
  renderItem(item: T): ReactNode;
  rowHeight?: number;
  maxHeight?: number;
}

/**
 * A list that mounts only the rows in view, so thousands of rows render and filter smoothly.
 * Rows keep list semantics (`aria-setsize`, `aria-posinset`) although most are not in the DOM.
 */
export function VirtualList<T>({
  items,
  label,
  getKey,
  renderItem,
  rowHeight = 64,
  maxHeight = 560,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    // Before layout (and in DOMs without layout) the scroller measures 0: render a first page.
    initialRect: { width: 640, height: maxHeight },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: maxHeight }),
      ),
  });
  const total = virtualizer.getTotalSize();
  return (
    <div ref={scroller} className="pl-virtual-list" style={{ height: Math.min(total, maxHeight) }}>
      <ul aria-label={label} className="pl-virtual-list__items" style={{ height: total }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="pl-virtual-list__row"
              style={{ transform: `translateY(${row.start}px)`, height: rowHeight }}
            >
              {renderItem(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
