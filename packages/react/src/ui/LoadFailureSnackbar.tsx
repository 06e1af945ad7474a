import { useMessages } from '../messages/messages-context.js';
import { LiveRegion } from './LiveRegion.js';
import { RetryButton } from './RetryButton.js';
import { Snackbar } from './Snackbar.js';
import { SnackbarRegion } from './SnackbarRegion.js';
import { useFailureThroughRetry } from './use-failure-through-retry.js';

/** Props of {@link LoadFailureSnackbar}. */
export interface LoadFailureSnackbarProps {
  /** Whether the view's data could not be loaded (see `useLoadFailure`). */
  failed: boolean;
  /**
   * The view awaits its data again (a retry under way): a failure shown stays, its 'Try again'
   * busy, until the retry ends, so focus stays on it (see `useFailureThroughRetry`).
   */
  retrying?: boolean | undefined;
  /** The view's own load-failure message. */
  message: string;
  /**
   * What 'Try again' does; absent when the provider refused the credentials (see
   * `useLoadFailure`): the failure then says access was refused, with no retry.
   */
  onRetry?: (() => void) | undefined;
  /**
   * The load waits for the connection (`useLoadFailure`'s `paused`): a failure held through its
   * retry says so, beside its busy 'Try again'.
   */
  waiting?: boolean | undefined;
}

/**
 * A table's load failure: an error snackbar that stays until the load succeeds (it cannot be
 * closed, so the only way out is 'Try again'), inside a region present from the first render so
 * the failure is announced when it arrives.
 */
export function LoadFailureSnackbar({
  failed,
  retrying = false,
  message,
  onRetry,
  waiting = false,
}: LoadFailureSnackbarProps) {
  const { common } = useMessages();
  const failure = useFailureThroughRetry(failed, retrying);
  const busy = failure.shown && !failed;
  const waitShown = busy && waiting;
  return (
    <>
      {/* In the page from the first render, so the wait is said once, politely: it is news, not a
          new failure for the snackbar's assertive region. */}
      <LiveRegion politeness="polite" message={waitShown ? common.waitingForConnection : ''} />
      <SnackbarRegion>
        {failure.shown && (
          <Snackbar
            variant="error"
            message={onRetry ? message : common.loadRefused(message)}
            autoHideMs={null}
            repeat={failure.count}
            className={waitShown ? 'pl-snackbar--waiting' : undefined}
            action={
              <>
                {waitShown && (
                  <span className="pl-snackbar__wait" aria-hidden>
                    {common.waitingForConnection}
                  </span>
                )}
                {onRetry && (
                  <RetryButton variant="text" size="small" busy={busy} onRetry={onRetry} />
                )}
              </>
            }
          />
        )}
      </SnackbarRegion>
    </>
  );
}
