import type { ReactNode } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { cx } from './cx.js';
import { LiveRegion } from './LiveRegion.js';
import { RetryButton } from './RetryButton.js';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /** Why the view has nothing to show (the view's own "not found" message). */
  message: string;
  /**
   * What 'Try again' does; absent when asking again cannot help (the provider refused the
   * credentials, see `useLoadFailure`): the failure then says access was refused, with no retry.
   */
  onRetry?: (() => void) | undefined;
  className?: string | undefined;
  /**
   * A retry is under way: 'Try again' stays (so focus stays on it) but is busy and ignores
   * presses, as the count rows' does.
   */
  busy?: boolean | undefined;
  /**
   * Changes with each failure after a retry: the message is drawn anew, so the alert says a
   * failure that repeats (its text alone would not change).
   */
  failureCount?: number | undefined;
  /**
   * Whether the retry waits for the connection (the browser is offline). Given at all (even
   * `false`), the failure keeps a polite live region in the page, so the wait is said when it
   * starts; a region that appeared together with its text is often missed.
   */
  waiting?: boolean | undefined;
  /** Further actions after 'Try again', such as Back. */
  children?: ReactNode;
}

/**
 * Shown in place of what could not be loaded or drawn: the reason, announced as an alert, and a
 * way to try again (unless the credentials were refused), so a failure never leaves a blank area.
 */
export function LoadFailure({
  message,
  onRetry,
  className,
  busy = false,
  failureCount = 0,
  waiting,
  children,
}: LoadFailureProps) {
  const { common } = useMessages();
  return (
    <div className={cx('pl-view-error', className)} role="alert">
      <p key={failureCount}>{onRetry ? message : common.loadRefused(message)}</p>
      {/* Shown to the eye here and said once, politely, by the region below (its own politeness
          wins over the alert's): the wait is news, not a new failure. */}
      {waiting && <p aria-hidden>{common.waitingForConnection}</p>}
      {waiting !== undefined && (
        <LiveRegion politeness="polite" message={waiting ? common.waitingForConnection : ''} />
      )}
      {(onRetry || children) && (
        <div className="pl-view-error__actions">
          {onRetry && <RetryButton variant="primary" busy={busy} onRetry={onRetry} />}
          {children}
        </div>
      )}
    </div>
  );
}
