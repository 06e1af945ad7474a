import { type ReactNode, useRef } from 'react';
import type { HeadingLevel } from '../provider/porchlight-context.js';
import { assertHeadingLevel, HeadingLevelContext } from './Heading.js';
import { useFocusRescue } from './use-focus-rescue.js';
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
 * boundary that offers Try again (and Back) instead of a blank area. Focus that would fall to the
 * page when its element goes away is brought back into the view ({@link useFocusRescue}); the
 * wrapper takes no box (`display: contents`), so it changes no layout.
 */
export function ViewShell({ headingLevel, onBack, children }: ViewShellProps) {
  assertHeadingLevel(headingLevel);
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root);
  return (
    <HeadingLevelContext.Provider value={headingLevel ?? null}>
      <div ref={root} className="pl-view-shell">
        <ViewBoundary onBack={onBack}>{children}</ViewBoundary>
      </div>
    </HeadingLevelContext.Provider>
  );
}
