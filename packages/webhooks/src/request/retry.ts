import { ApiError } from '../errors/api-error.js';
import { NetworkError, RequestTimeoutError } from '../errors/request-errors.js';
import type { RetryOptions } from './options.js';

/** Network failures, timeouts and 5xx are worth another try; 4xx and caller aborts are not. */
export function isRetryable(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return false;
  if (error instanceof NetworkError || error instanceof RequestTimeoutError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/** Exponential backoff with full jitter, so many clients do not retry in lockstep. */
export function backoffDelay(retry: Required<RetryOptions>, attempt: number): number {
  const ceiling = Math.min(retry.maxDelayMs, retry.initialDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
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
}
