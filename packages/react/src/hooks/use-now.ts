import { useEffect, useState } from 'react';

/** How often the spec rechecks time-based states (active, expired, scheduled). */
export const RECHECK_INTERVAL_MS = 60_000;

/** The current time, refreshed every minute so time-based status moves on without a reload. */
export function useNow(intervalMs = RECHECK_INTERVAL_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
