import { timerDelay } from './timer-delay.js';

/** What one attempt listens to, and how to let go of it once the attempt has settled. */
export interface AttemptSignal {
  /** Aborts on the caller's abort or on the timeout; absent when neither was given. */
  signal: AbortSignal | undefined;
  /** Aborts when the timeout elapses, so a failure can be told apart from a caller abort. */
  timer: AbortSignal | undefined;
  /** Clears the timer and the listeners on the caller's signal; call it however the attempt ends. */
  dispose: () => void;
}

/**
 * Combines the caller's signal with the attempt's timeout. The timeout is always a `setTimeout`
 * cleared when the attempt settles, never `AbortSignal.timeout`, whose timer cannot be cancelled:
 * it stays pending for the whole timeout after the response arrived, and a Cloudflare Worker
 * stays up (and is billed) until it fires (cloudflare/workerd#4936). Node unrefs that timer, so
 * there it only lingered. The two are combined by an AbortController, as `@porchlight/client` does, never by
 * `AbortSignal.any`: besides being missing before Chrome 116, Safari 17.4 and Firefox 124, it
 * leaves an entry on a long-lived caller signal for every call in Node 20 (nodejs/node#55351),
 * while the controller's listeners are removed as soon as the attempt settles.
 */
export function attemptSignal(
  caller: AbortSignal | undefined,
  timeout: number | undefined,
): AttemptSignal {
  const cleanups: (() => void)[] = [];
  // 0 is no limit, as in @porchlight/client: a timer of 0 ms failed every call at once.
  const timer =
    timeout === undefined || timeout === 0
      ? undefined
      : timeoutSignal(timerDelay(timeout), cleanups);
  // `null` too: fetch takes `signal: null` (no signal), and a JavaScript caller may pass it.
  const signals = [caller, timer].filter((s): s is AbortSignal => s !== undefined && s !== null);
  const signal = signals.length > 1 ? combine(signals, cleanups) : signals[0];
  return {
    signal,
    timer,
    dispose: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}

/**
 * Why `signal` aborted. Browsers before Chrome 98, Firefox 97 and Safari 15.4 have no `signal.reason` (and
 * drop the argument of `abort(reason)`), so a cancelled call would reject with `undefined`;
 * there it rejects with the `AbortError` their own fetch uses.
 */
export function abortReason(signal: AbortSignal): unknown {
  return 'reason' in signal
    ? signal.reason
    : new DOMException('This operation was aborted', 'AbortError');
}

function timeoutSignal(ms: number, cleanups: (() => void)[]): AbortSignal {
  const controller = new AbortController();
  // Cleared once the attempt settles: a timer left running would keep Node alive for the whole
  // timeout after the response arrived.
  const id = setTimeout(
    () =>
      controller.abort(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      ),
    ms,
  );
  cleanups.push(() => clearTimeout(id));
  return controller.signal;
}

function combine(signals: AbortSignal[], cleanups: (() => void)[]): AbortSignal {
  const controller = new AbortController();
  const aborted = signals.find((s) => s.aborted);
  if (aborted) {
    controller.abort(abortReason(aborted));
    return controller.signal;
  }
  for (const source of signals) {
    const onAbort = () => controller.abort(abortReason(source));
    source.addEventListener('abort', onAbort, { once: true });
    // Removed afterwards: a caller's long-lived signal (one per page or per job) would otherwise
    // collect a listener, and the controller it holds, for every call ever made with it.
    cleanups.push(() => source.removeEventListener('abort', onAbort));
  }
  return controller.signal;
}
