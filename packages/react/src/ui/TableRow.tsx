import type { ReactNode } from 'react';
import { cx } from './cx.js';
import { ChevronRightIcon } from './icons.js';

/** Props of {@link TableRow}. */
export interface TableRowProps {
  /** Opens the row's item; the whole row is one button, so Enter and Space open it too. */
  onClick(): void;
  children: ReactNode;
  /** Dims the row (an offline device, an expired code). */
  faded?: boolean | undefined;
  /** Extra classes on the row button. */
  className?: string | undefined;
  /** Hide the trailing chevron that says the row opens something. */
  hideChevron?: boolean | undefined;
  /**
   * The row's accessible name, when its parts must be read apart (its text alone runs them
   * together, since the row's layout, not punctuation, separates them on screen).
   */
  label?: string | undefined;
}

/**
 * A clickable table row: one native button holding the row's content, so it is in the tab order,
 * named by its text, and opened by click, Enter or Space.
 */
export function TableRow({
  onClick,
  children,
  faded,
  className,
  hideChevron,
  label,
}: TableRowProps) {
  return (
    <button
      type="button"
      className={cx('pl-table-row', faded && 'pl-table-row--faded', className)}
      onClick={onClick}
      aria-label={label}
    >
      {children}
      {!hideChevron && <ChevronRightIcon />}
    </button>
  );
}
