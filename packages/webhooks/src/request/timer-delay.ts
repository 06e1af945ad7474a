/**
 * The longest delay `setTimeout` (and `AbortSignal.timeout`) honours: Node fires a longer one
 * after 1 ms, and `AbortSignal.timeout` throws a RangeError beyond 2^32 − 1, turning a generous
 * timeout into an instant failure. Delays are clamped to it, as `@porchlight/client` does.
 */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;

/** `ms` bounded to what a timer can wait (never negative). */
export function timerDelay(ms: number): number {
  return Math.min(Math.max(ms, 0), MAX_TIMER_DELAY);
}
