import { useId } from 'react';
import { ChevronRightIcon } from './icons.js';

/** Props of {@link OpenListRow}. */
export interface OpenListRowProps {
  /** What the row says: a count ('8 access codes') or, while it loads, the list's name. */
  label: string;
  /** Why the count could not be loaded, when it could not; `null` otherwise. */
  failure: string | null;
  className: string;
  onOpen(): void;
}

/**
 * A details screen's row that counts a related list and opens it ('8 access codes', '3 scheduled
 * climates'). A count that could not be loaded says so; the row still opens the list, whose own
 * failure offers Try again. The failure is the button's description, hidden from its name so it
 * is read once.
 */
export function OpenListRow({ label, failure, className, onOpen }: OpenListRowProps) {
  const failedId = useId();
  return (
    <button
      type="button"
      className={className}
      onClick={onOpen}
      aria-describedby={failure ? failedId : undefined}
    >
      <span>
        {label}
        {failure && (
          <span id={failedId} className="pl-open-list-row__failed" aria-hidden>
            {failure}
          </span>
        )}
      </span>
      <ChevronRightIcon />
    </button>
  );
}
