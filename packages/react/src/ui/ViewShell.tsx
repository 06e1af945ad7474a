import { type ReactNode, useContext, useRef } from 'react';
import { type HeadingLevel, PorchlightContext } from '../provider/porchlight-context.js';
import { assertHeadingLevel, HeadingLevelContext } from './Heading.js';
import { useFocusRescue } from './use-focus-rescue.js';
import { ViewBoundary } from './ViewBoundary.js';

/** Props of {@link ViewShell}. */
export interface ViewShellProps {
  /** The view's own heading level, overriding the provider's and an enclosing view's. */
  headingLevel?: HeadingLevel | undefined;
  /** Offered beside Try again when the view fails to render. */
  onBack?: (() => void) | undefined;
  /** The props naming what the view shows (its ids): a change clears a render failure. */
  resetKeys?: readonly unknown[] | undefined;
  children: ReactNode;
}

/**
 * What every public view wraps itself in: its heading level for everything inside, and an error
 * boundary that offers Try again (and Back) instead of a blank area. Focus that would fall to the
 * page when its element goes away is brought back into the view ({@link useFocusRescue}); the
 * wrapper takes no box (`display: contents`), so it changes no layout.
 */
export function ViewShell({ headingLevel, onBack, resetKeys, children }: ViewShellProps) {
  assertHeadingLevel(headingLevel);
  // A view opened inside another (a row's details) without a level of its own keeps the outer
  // view's, so its title does not jump back to the provider's level.
  const outer = useContext(HeadingLevelContext);
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root);
  // TanStack's observers stay on the cache they were made with: on a new one (a host's QueryClient
  // per signed-in user) the view's content mounts anew, so it never shows the previous cache.
  const cache = cacheKey(useContext(PorchlightContext).queryClient);
  return (
    <HeadingLevelContext.Provider value={headingLevel ?? outer}>
      <div ref={root} className="pl-view-shell">
        <ViewBoundary key={cache} onBack={onBack} resetKeys={resetKeys}>
          {children}
        </ViewBoundary>
      </div>
    </HeadingLevelContext.Provider>
  );
}

const cacheKeys = new WeakMap<object, number>();
let cacheCount = 0;

/** A number per cache, for a key: objects cannot be React keys. */
function cacheKey(cache: object | null | undefined): number {
  if (!cache) return 0;
  let key = cacheKeys.get(cache);
  if (key === undefined) {
    cacheCount += 1;
    key = cacheCount;
    cacheKeys.set(cache, key);
  }
  return key;
}
