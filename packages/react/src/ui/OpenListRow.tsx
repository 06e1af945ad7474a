import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { ChevronRightIcon } from './icons.js';
import { LiveRegion } from './LiveRegion.js';
import { RetryButton } from './RetryButton.js';
import { useClientLayoutEffect } from './use-client-layout-effect.js';
import { useUniqueId } from './use-unique-id.js';

/** How an {@link OpenListRow} loads its list again after `failure`. */
export interface OpenListRowRetry {
  /**
   * What 'Try again' does; absent when the provider refused the credentials (see
   * `useLoadFailure`): the failure then says access was refused, and no 'Try again' is offered.
   */
  onRetry: (() => void) | undefined;
  /**
   * A load is under way. After a failure the failure and 'Try again' stay meanwhile (TanStack
   * clears the error of a list that never loaded as soon as it is fetched again), but the failure
   * is not said, so a load failing again is heard again.
   */
  loading: boolean;
  /**
   * The load waits for the connection: TanStack pauses a query while the browser is offline
   * (`fetchStatus: 'paused'`), which is neither fetching nor failed, so without this the failure
   * vanished and nothing said why nothing happened. The failure stays, and says it waits.
   */
  paused?: boolean | undefined;
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
export function OpenListRow({
  label,
  failure: current,
  className,
  onOpen,
  retry,
}: OpenListRowProps) {
  const { common } = useMessages();
  const failedId = useUniqueId();
  const waitingId = useUniqueId();
  const paused = retry?.paused === true;
  const failure = useFailureThroughRetry(
    current !== null && retry && !retry.onRetry ? common.loadRefused(current) : current,
    retry ? retry.loading || paused : false,
  );
  const waiting = failure !== null && paused;
  // One description for the row and its 'Try again': what failed, then that it waits.
  const description = waiting ? `${failedId} ${waitingId}` : failedId;
  const row = (
    <button
      type="button"
      className={className}
      onClick={onOpen}
      aria-describedby={failure ? description : undefined}
    >
      <span>
        {label}
        {failure && (
          <span id={failedId} className="pl-open-list-row__failed" aria-hidden>
            {failure}
          </span>
        )}
        {waiting && (
          <span id={waitingId} className="pl-open-list-row__failed" aria-hidden>
            {common.waitingForConnection}
          </span>
        )}
      </span>
      <ChevronRightIcon />
    </button>
  );
  return retry ? (
    <RetryableRow failure={failure} describedBy={description} retry={retry}>
      {row}
    </RetryableRow>
  ) : (
    row
  );
}

/**
 * The failure to show: the current one, or while a load is under way, the one that load is
 * retrying, so 'Try again' and its description do not vanish from under the person while it runs
 * (focus would fall to the row before the outcome, and stay there if the retry failed too).
 */
function useFailureThroughRetry(failure: string | null, loading: boolean): string | null {
  const [held, setHeld] = useState<string | null>(null);
  if (failure !== null && failure !== held) setHeld(failure);
  else if (failure === null && !loading && held !== null) setHeld(null);
  return failure ?? (loading ? held : null);
}

function RetryableRow({
  failure,
  describedBy,
  retry,
  children,
}: {
  failure: string | null;
  /** The row's own failure text, which stays while a retry runs: 'Try again' is described by it. */
  describedBy: string;
  retry: OpenListRowRetry;
  children: ReactNode;
}) {
  const { common } = useMessages();
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
  const paused = retry.paused === true;
  // Busy while its retry runs or waits for the connection: a second press has nothing to add to
  // the load under way, so it is ignored, and the button says so.
  const busy = retry.loading || paused;
  useClientLayoutEffect(() => {
    if (failed || !retryHadFocus.current) return;
    retryHadFocus.current = false;
    wrapper.current?.querySelector('button')?.focus();
  }, [failed]);
  return (
    <div ref={wrapper} className="pl-open-list-row">
      {children}
      {failed && retry.onRetry && (
        <span ref={retryRef} className="pl-open-list-row__retry">
          <RetryButton
            variant="text"
            size="small"
            aria-describedby={describedBy}
            busy={busy}
            onRetry={retry.onRetry}
          />
        </span>
      )}
      {/* Quiet while a retry is under way, so a retry that fails again is announced again; a
          retry waiting for the connection says so, as nothing else happens meanwhile. */}
      <LiveRegion
        politeness="assertive"
        message={!failed || retry.loading ? '' : paused ? common.waitingForConnection : failure}
      />
    </div>
  );
}
