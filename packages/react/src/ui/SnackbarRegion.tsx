import { type CSSProperties, isValidElement, type ReactNode, useContext } from 'react';
import { OutlivingNoticeLiftContext } from './outliving-notice.js';
import type { SnackbarProps } from './Snackbar.js';
import { InsideSnackbarRegionContext } from './snackbar-region-context.js';

/** Props of {@link SnackbarRegion}. */
export interface SnackbarRegionProps {
  /** The snackbar showing, if any (`{failed && <Snackbar … />}`). */
  children?: ReactNode;
}

/**
 * Where a view's snackbar appears: two live regions, polite and assertive, in the page from the
 * view's first render and empty until a message arrives, so screen readers announce the message
 * when it is inserted (a region that appears together with its text is often missed). An error
 * goes into the assertive one, anything else into the polite one. The message stays one text in
 * the page: the snackbar itself is what is inserted, not a hidden copy of its words. These two
 * regions are the only live regions that speak it: inside them the snackbar renders without a
 * role of its own, as a live region nested in another may be announced twice.
 */
export function SnackbarRegion({ children }: SnackbarRegionProps) {
  const error = isValidElement<SnackbarProps>(children) && children.props.variant === 'error';
  // Above the public view's snackbar for outcomes after Back, when it shows: both stick to the
  // window's foot and would cover each other. Set as a property (not a style attribute) for CSPs.
  const lift = useContext(OutlivingNoticeLiftContext);
  const style = lift > 0 ? ({ '--pl-snackbar-lift': `${lift}px` } as CSSProperties) : undefined;
  return (
    <InsideSnackbarRegionContext.Provider value={true}>
      <div className="pl-snackbar-region" style={style}>
        <div className="pl-snackbar-region__polite" aria-live="polite">
          {error ? null : children}
        </div>
        <div className="pl-snackbar-region__assertive" aria-live="assertive">
          {error ? children : null}
        </div>
      </div>
    </InsideSnackbarRegionContext.Provider>
  );
}
