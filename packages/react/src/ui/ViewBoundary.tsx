import type { ReactNode } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { Button } from './Button.js';
import { ErrorBoundary } from './ErrorBoundary.js';

/** The error boundary every view wraps itself in: a message and a retry instead of a blank area. */
export function ViewBoundary({ children }: { children: ReactNode }) {
  const { common } = useMessages();
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <div className="pl-view-error" role="alert">
          <p>{common.viewFailed}</p>
          <Button variant="primary" onClick={retry}>
            {common.tryAgain}
          </Button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
