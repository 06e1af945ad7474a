import { useEffect, useState } from 'react';

/** The spec's recheck interval for active/expiry states (§4, §9). */
export const RECHECK_INTERVAL_MS = 60_000;

/** The current time, refreshed every minute so status lines move on without a reload. */
export function useNow(intervalMs = RECHECK_INTERVAL_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
