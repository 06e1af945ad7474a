import { useState } from 'react';

/**
 * Whether a view's load failure shows: while it is current, and while the retry it started runs
 * (`retrying`: the view awaits its data). TanStack clears the error of data that never loaded as
 * soon as it is fetched again, which took the failure and its 'Try again' away mid-retry: focus
 * moved to the heading, and stayed there when the retry failed too. `count` grows with each
 * failure, so a repeat can be said again.
 */
export function useFailureThroughRetry(
  failed: boolean,
  retrying: boolean,
): { shown: boolean; count: number } {
  const [held, setHeld] = useState(false);
  const [seen, setSeen] = useState({ failed: false, count: 0 });
  if (failed !== seen.failed) setSeen({ failed, count: seen.count + (failed ? 1 : 0) });
  if (failed && !held) setHeld(true);
  else if (!failed && !retrying && held) setHeld(false);
  return { shown: failed || (held && retrying), count: seen.count };
}
