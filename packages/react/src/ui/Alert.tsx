import type { ReactNode } from 'react';
import { ErrorIcon, WarningIcon } from './icons.js';

/** An error or warning message box; its text comes from the API and is rendered as text. */
export function Alert({
  variant,
  children,
}: {
  variant: 'error' | 'warning';
  children: ReactNode;
}) {
  return (
    <div className={`pl-alert pl-alert--${variant}`}>
      {variant === 'error' ? <ErrorIcon /> : <WarningIcon />}
      <span>{children}</span>
    </div>
  );
}
