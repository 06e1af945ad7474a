import { PorchlightTimeoutError } from '../errors/transport-errors.js';

/** One signal that fires on the caller's abort or on the timeout, and a cleanup function. */
export interface CallSignal {
  signal: AbortSignal;
  dispose: () => void;
}

/**
 * Combines the caller's signal with a timeout covering the whole call (retries included). The
 * timeout aborts with a {@link PorchlightTimeoutError}; a caller abort keeps the caller's reason.
 */
export const createCallSignal = (
  path: string,
  timeout: number | undefined,
  signal: AbortSignal | undefined,
): CallSignal => {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeout !== undefined && timeout > 0
      ? setTimeout(() => controller.abort(new PorchlightTimeoutError(path, timeout)), timeout)
      : undefined;
  return {
    signal: controller.signal,
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
};

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
