import type { ReactNode } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { ErrorIcon, WarningIcon } from './icons.js';

/**
 * An error or warning message box; its text comes from the API and is rendered as text. Which
 * of the two it is is said in words too (hidden from view), since the icon is hidden from screen
 * readers and colour alone reaches nobody who cannot see it.
 */
export function Alert({
  variant,
  children,
}: {
  variant: 'error' | 'warning';
  children: ReactNode;
}) {
  const { common } = useMessages();
  return (
    <div className={`pl-alert pl-alert--${variant}`}>
      {variant === 'error' ? <ErrorIcon /> : <WarningIcon />}
      <span>
        <span className="pl-visually-hidden">
          {variant === 'error' ? common.errorAlertPrefix : common.warningAlertPrefix}
        </span>
        {children}
      </span>
    </div>
  );
}
