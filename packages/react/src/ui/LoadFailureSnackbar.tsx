import { useMessages } from '../messages/messages-context.js';
import { Button } from './Button.js';
import { Snackbar } from './Snackbar.js';
import { SnackbarRegion } from './SnackbarRegion.js';

/** Props of {@link LoadFailureSnackbar}. */
export interface LoadFailureSnackbarProps {
  /** Whether the view's data could not be loaded (see `useLoadFailure`). */
  failed: boolean;
  /** The view's own load-failure message. */
  message: string;
  /**
   * What 'Try again' does; absent when the provider refused the credentials (see
   * `useLoadFailure`): the failure then says access was refused, with no retry.
   */
  onRetry?: (() => void) | undefined;
}

/**
 * A table's load failure: an error snackbar that stays until the load succeeds (it cannot be
 * closed, so the only way out is 'Try again'), inside a region present from the first render so
 * the failure is announced when it arrives.
 */
export function LoadFailureSnackbar({ failed, message, onRetry }: LoadFailureSnackbarProps) {
  const { common } = useMessages();
  return (
    <SnackbarRegion>
      {failed && (
        <Snackbar
          variant="error"
          message={onRetry ? message : common.loadRefused(message)}
          autoHideMs={null}
          action={
            onRetry && (
              <Button variant="text" size="small" onClick={onRetry}>
                {common.tryAgain}
              </Button>
            )
          }
        />
      )}
    </SnackbarRegion>
  );
}
