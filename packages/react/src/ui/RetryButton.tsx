import { useMessages } from '../messages/messages-context.js';
import { Button, type ButtonProps } from './Button.js';

/** Props of {@link RetryButton}. */
export interface RetryButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** Asks again for what failed to load. */
  onRetry: () => void;
  /**
   * The retry it started is under way: the button keeps focus (a person who pressed it is still
   * on it when the retry fails again), says it is busy, and ignores presses meanwhile.
   */
  busy?: boolean | undefined;
}

/** The 'Try again' of a load failure: the view's, a table's snackbar and a count row's. */
export function RetryButton({ onRetry, busy = false, ...rest }: RetryButtonProps) {
  const { common } = useMessages();
  return (
    <Button
      {...rest}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={onRetry}
    >
      {common.tryAgain}
    </Button>
  );
}
