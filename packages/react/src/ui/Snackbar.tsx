import { type FocusEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { cx } from './cx.js';
import { IconButton } from './IconButton.js';
import { CloseIcon } from './icons.js';
import { InsideSnackbarRegionContext } from './snackbar-region-context.js';

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
  /**
   * Changes when the same message happens again while the snackbar stays (a retry that failed
   * too): the message is drawn anew in its live region, so it is said again.
   */
  repeat?: number | undefined;
  /** A modifier class, such as `pl-snackbar--waiting`. */
  className?: string | undefined;
}

/** After a pause the countdown resumes with what was left, but never less than this. */
export const SNACKBAR_RESUME_MIN_MS = 1000;

/**
 * A short message at the bottom of the view; errors are announced assertively. Inside a
 * {@link SnackbarRegion} (how views show it) the region announces it and the snackbar has no live
 * role; on its own it is a `status`, or an `alert` for errors, so it is never announced twice nor
 * left unannounced. Its countdown pauses while the pointer is over it or focus is inside it
 * (WCAG 2.2.1), so nobody loses a message or its action while reading or reaching it.
 */
export function Snackbar({
  message,
  variant = 'info',
  onClose,
  autoHideMs = SNACKBAR_AUTO_HIDE_MS,
  action,
  disableClose = false,
  repeat = 0,
  className,
}: SnackbarProps) {
  const { common } = useMessages();
  const insideRegion = useContext(InsideSnackbarRegionContext);
  // The latest callback in a ref: a parent re-rendering with a new inline function must not
  // restart the countdown (a busy view would otherwise never let the snackbar go).
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const closable = onClose !== undefined;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // What is left of the display time across pauses; a new message starts it again.
  const remaining = useRef<number | null>(autoHideMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message gets its full display time.
  useEffect(() => {
    remaining.current = autoHideMs;
  }, [autoHideMs, message]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message gets its full display time.
  useEffect(() => {
    if (!closable || autoHideMs === null || paused) return;
    const delay = remaining.current ?? autoHideMs;
    const started = Date.now();
    const timer = setTimeout(() => latestOnClose.current?.(), delay);
    return () => {
      clearTimeout(timer);
      const left = delay - (Date.now() - started);
      remaining.current = Math.max(left, Math.min(SNACKBAR_RESUME_MIN_MS, autoHideMs));
    };
  }, [closable, autoHideMs, message, paused]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between the action and Close keeps it paused.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only pause the countdown and add no interaction.
    <div
      className={cx('pl-snackbar', `pl-snackbar--${variant}`, className)}
      role={insideRegion ? undefined : variant === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span key={repeat} className="pl-snackbar__message">
        {message}
      </span>
      {action}
      {onClose && !disableClose && (
        <IconButton label={common.close} onClick={onClose} className="pl-snackbar__close">
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}
