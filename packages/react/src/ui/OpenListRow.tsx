import { type ReactNode, useCallback, useId, useRef } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { Button } from './Button.js';
import { ChevronRightIcon } from './icons.js';
import { LiveRegion } from './LiveRegion.js';
import { useClientLayoutEffect } from './use-client-layout-effect.js';

/** How an {@link OpenListRow} loads its list again after `failure`. */
export interface OpenListRowRetry {
  /** What 'Try again' does. */
  onRetry(): void;
  /** A load is under way: the failure is not said meanwhile, so a load failing again is heard. */
  loading: boolean;
}

/** Props of {@link OpenListRow}. */
export interface OpenListRowProps {
  /** What the row says: a count ('8 access codes') or, while it loads, the list's name. */
  label: string;
  /** Why the count could not be loaded, when it could not; `null` otherwise. */
  failure: string | null;
  className: string;
  onOpen(): void;
  /**
   * Gives the failure its own 'Try again' under the row, announced from a live region; once the
   * count loads, focus on 'Try again' moves to the row. Without it the failure is only described.
   */
  retry?: OpenListRowRetry | undefined;
}

/**
 * A details screen's row that counts a related list and opens it ('8 access codes', '3 scheduled
 * climates'). A count that could not be loaded says so; the row still opens the list, whose own
 * failure offers Try again. The failure is the button's description, hidden from its name so it
 * is read once.
 */
export function OpenListRow({ label, failure, className, onOpen, retry }: OpenListRowProps) {
  const failedId = useId();
  const row = (
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
  return retry ? (
    <RetryableRow failure={failure} retry={retry}>
      {row}
    </RetryableRow>
  ) : (
    row
  );
}

function RetryableRow({
  failure,
  retry,
  children,
}: {
  failure: string | null;
  retry: OpenListRowRetry;
  children: ReactNode;
}) {
  const { common } = useMessages();
  const announcedId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // Whether 'Try again' held focus when it went away: the row it retried takes it then, rather
  // than the page's <body> (the rescue would pick whatever was focused before).
  const retryHadFocus = useRef(false);
  const retrySlot = useRef<HTMLSpanElement | null>(null);
  // React detaches the ref before it takes the element out of the page, while focus is still on it.
  const retryRef = useCallback((slot: HTMLSpanElement | null) => {
    if (!slot) retryHadFocus.current = retrySlot.current?.querySelector(':focus') != null;
    retrySlot.current = slot;
  }, []);
  const failed = failure !== null;
  useClientLayoutEffect(() => {
    if (failed || !retryHadFocus.current) return;
    retryHadFocus.current = false;
    wrapper.current?.querySelector('button')?.focus();
  }, [failed]);
  return (
    <div ref={wrapper} className="pl-open-list-row">
      {children}
      {failed && (
        <span ref={retryRef} className="pl-open-list-row__retry">
          <Button
            variant="text"
            size="small"
            aria-describedby={announcedId}
            onClick={retry.onRetry}
          >
            {common.tryAgain}
          </Button>
        </span>
      )}
      {/* Quiet while a retry is under way, so a retry that fails again is announced again. */}
      <LiveRegion
        id={announcedId}
        politeness="assertive"
        message={failed && !retry.loading ? failure : ''}
      />
    </div>
  );
}
