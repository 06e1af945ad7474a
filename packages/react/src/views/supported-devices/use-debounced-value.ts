import { useEffect, useState } from 'react';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value` once it has stopped changing for `delayMs`; a value equal to the current one is kept. A
 * value `atOnce` accepts (an emptied search box) applies and settles at once, so a value typed
 * next waits on it, never on the one from before it.
 */
export function useDebouncedValue<T>(
  value: T,
  atOnce?: (value: T) => boolean,
  delayMs = SEARCH_DEBOUNCE_MS,
): T {
  const [settled, setSettled] = useState(value);
  const now = atOnce?.(value) === true;
  if (now && !Object.is(settled, value)) setSettled(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return now ? value : settled;
}
