import type { ReactNode } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { Button } from './Button.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { LoadFailure } from './LoadFailure.js';

/** Props of {@link ViewBoundary}. */
export interface ViewBoundaryProps {
  children: ReactNode;
  /** The view's back action: offered beside the retry, so a broken screen is never a dead end. */
  onBack?: (() => void) | undefined;
  /** The view's identifying props: a change clears a failure (see `ErrorBoundary`). */
  resetKeys?: readonly unknown[] | undefined;
}

/** The error boundary every view wraps itself in: a message and a retry instead of a blank area. */
export function ViewBoundary({ children, onBack, resetKeys }: ViewBoundaryProps) {
  const { common } = useMessages();
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallback={(retry) => (
        <LoadFailure message={common.viewFailed} onRetry={retry}>
          {onBack && <Button onClick={onBack}>{common.back}</Button>}
        </LoadFailure>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
