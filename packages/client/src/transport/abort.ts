import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';

/**
 * Longest delay `setTimeout` honours (about 24.8 days). Anything longer would overflow and fire
 * after 1 ms, turning a generous timeout into an instant one, so delays are clamped to it.
 */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;

/** Clamps a delay to what `setTimeout` can wait. */
export const timerDelay = (ms: number): number => Math.min(Math.max(ms, 0), MAX_TIMER_DELAY);

/**
 * Why `signal` aborted. Signals in Chrome before 98, Firefox before 97 and Safari before 15.4
 * (and AbortController polyfills) have no `reason`, so a cancelled call would reject with
 * `undefined`; there it rejects with the `AbortError` their own fetch uses.
 */
export const abortReason = (signal: AbortSignal): unknown =>
  'reason' in signal ? signal.reason : new DOMException('This operation was aborted', 'AbortError');

/**
 * Aborts `controller` with `reason`. Where signals have no `reason`, `abort(reason)` drops its
 * argument, so the reason is set on the signal itself before its listeners run: a timeout must
 * still reject as a `PorchlightTimeoutError`, not as `undefined`.
 */
export const abortWith = (controller: AbortController, reason: unknown): void => {
  if (!('reason' in controller.signal)) {
    Object.defineProperty(controller.signal, 'reason', { value: reason, configurable: true });
  }
  controller.abort(reason);
};

/** One signal that fires on the caller's abort or on the timeout, and a cleanup function. */
export interface CallSignal {
  signal: AbortSignal;
  /** `Date.now()` at which the timeout fires; `Infinity` when there is no limit. */
  deadline: number;
  dispose: () => void;
}

/**
 * Combines the caller's signal with a timeout (0 or `undefined`: none). The timeout aborts with
 * what `timedOut` returns; a caller abort keeps the caller's reason.
 */
export const createCallSignal = (
  timeout: number | undefined,
  signal: AbortSignal | undefined,
  timedOut: () => unknown,
): CallSignal => {
  const controller = new AbortController();
  const onAbort = () => {
    if (signal) abortWith(controller, abortReason(signal));
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const limited = timeout !== undefined && timeout > 0;
  const timer = limited
    ? setTimeout(() => abortWith(controller, timedOut()), timerDelay(timeout))
    : undefined;
  return {
    signal: controller.signal,
    deadline: limited ? Date.now() + timerDelay(timeout) : Number.POSITIVE_INFINITY,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
};

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, timerDelay(ms));
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Whether an optional number option (a timeout, a delay) is absent or a finite number ≥ 0. */
export const isAbsentOrNonNegative = (value: unknown): boolean =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

const isAbortSignal = (value: unknown): value is AbortSignal =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AbortSignal).aborted === 'boolean' &&
  typeof (value as AbortSignal).addEventListener === 'function';

/**
 * Checks the per-call `timeout` and `signal`, so a typo (`'5000'`, `NaN`, a controller instead of
 * its signal) fails with a typed error instead of silently running without a bound.
 *
 * @throws {PorchlightInvalidOptionsError} naming the option.
 */
export const assertCallOptions = (options: unknown): void => {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) {
    throw new PorchlightInvalidOptionsError('the per-call options must be an object');
  }
  const { timeout, signal } = options as { timeout?: unknown; signal?: unknown };
  if (!isAbsentOrNonNegative(timeout)) {
    throw new PorchlightInvalidOptionsError(
      'timeout must be a non-negative number of milliseconds',
    );
  }
  if (signal !== undefined && !isAbortSignal(signal)) {
    throw new PorchlightInvalidOptionsError('signal must be an AbortSignal');
  }
};

/**
 * Waits for a shared `promise` on behalf of one caller: the caller's abort rejects its own wait
 * with the signal's reason and leaves the shared work running for the others.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(abortReason(signal));
    // Handled even when the signal has already aborted: a rejection nobody waits for any more
    // must not surface as an unhandled rejection.
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
  });
}
