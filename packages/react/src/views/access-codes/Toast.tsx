import { type ReactNode, useEffect } from 'react';

/** The spec's snackbar auto-dismiss delay (§9). */
export const TOAST_DURATION_MS = 5000;

interface ToastProps {
  message: string;
  variant: 'success' | 'error';
  /** Called after 5 s; absent for toasts that stay until acted on. */
  onDismiss?: (() => void) | undefined;
  action?: ReactNode;
}

/** A snackbar announced politely (success) or assertively (error). */
export function Toast({ message, variant, onDismiss, action }: ToastProps) {
  useEffect(() => {
    if (!onDismiss) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  return (
    <div
      className={`pl-ac-toast pl-ac-toast--${variant}`}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <span>{message}</span>
      {action}
    </div>
  );
}
