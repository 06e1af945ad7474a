import { type ReactNode, useEffect, useRef } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { IconButton } from './IconButton.js';
import { CloseIcon } from './icons.js';

/** The spec's default snackbar auto-dismiss delay. */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

/** Props of {@link Snackbar}. */
export interface SnackbarProps {
  message: string;
  variant?: 'success' | 'error' | 'info';
  /** Called on close or after `autoHideMs`; without it the snackbar stays and shows no close button. */
  onClose?: (() => void) | undefined;
  /** Milliseconds before it closes itself; `null` keeps it until acted on. */
  autoHideMs?: number | null;
  /** An action such as 'Try again'. */
  action?: ReactNode;
  /** Hide the close button (for messages that must stay, like a load failure). */
  disableClose?: boolean;
}

/** A short message at the bottom of the view; errors are announced assertively. */
export function Snackbar({
  message,
  variant = 'info',
  onClose,
  autoHideMs = SNACKBAR_AUTO_HIDE_MS,
  action,
  disableClose = false,
}: SnackbarProps) {
  const { common } = useMessages();
  // The latest callback in a ref: a parent re-rendering with a new inline function must not
  // restart the countdown (a busy view would otherwise never let the snackbar go).
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const closable = onClose !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message gets its full display time.
  useEffect(() => {
    if (!closable || autoHideMs === null) return;
    const timer = setTimeout(() => latestOnClose.current?.(), autoHideMs);
    return () => clearTimeout(timer);
  }, [closable, autoHideMs, message]);
  return (
    <div
      className={`pl-snackbar pl-snackbar--${variant}`}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <span className="pl-snackbar__message">{message}</span>
      {action}
      {onClose && !disableClose && (
        <IconButton label={common.close} onClick={onClose} className="pl-snackbar__close">
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}
