import type { ReactNode } from 'react';
import type { useSubScreenFocus } from './use-sub-screen-focus.js';

/** Props of {@link ScreenStack}. */
export interface ScreenStackProps {
  /** From `useSubScreenFocus`, keyed by the sub-screen showing. */
  focus: ReturnType<typeof useSubScreenFocus>;
  /** The sub-screen, or null to show the main screen. */
  sub: ReactNode;
  /** The main screen. */
  children: ReactNode;
}

/**
 * A main screen with one sub-screen over it. The main screen stays mounted (hidden) under the
 * sub-screen, so Back finds its search text, filters, scroll position and the control that opened
 * the sub-screen just as they were; focus moves as `useSubScreenFocus` describes.
 */
export function ScreenStack({ focus, sub, children }: ScreenStackProps) {
  const open = sub !== null && sub !== undefined && sub !== false;
  return (
    <>
      <div ref={focus.main} hidden={open} className="pl-view-screen">
        {children}
      </div>
      {open && (
        <div ref={focus.sub} className="pl-view-screen">
          {sub}
        </div>
      )}
    </>
  );
}
