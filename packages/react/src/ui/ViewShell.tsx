import type { ReactNode } from 'react';
import type { HeadingLevel } from '../provider/porchlight-context.js';
import { HeadingLevelContext } from './Heading.js';
import { ViewBoundary } from './ViewBoundary.js';

/** Props of {@link ViewShell}. */
export interface ViewShellProps {
  /** The view's own heading level, overriding the provider's. */
  headingLevel?: HeadingLevel | undefined;
  /** Offered beside Try again when the view fails to render. */
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * What every public view wraps itself in: its heading level for everything inside, and an error
 * boundary that offers Try again (and Back) instead of a blank area.
 */
export function ViewShell({ headingLevel, onBack, children }: ViewShellProps) {
  return (
    <HeadingLevelContext.Provider value={headingLevel ?? null}>
      <ViewBoundary onBack={onBack}>{children}</ViewBoundary>
    </HeadingLevelContext.Provider>
  );
}
