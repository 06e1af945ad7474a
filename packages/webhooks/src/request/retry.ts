import { ApiError, RateLimitApiError } from '../errors/api-error.js';
import { NetworkError, RequestTimeoutError } from '../errors/request-errors.js';
import { abortReason } from './attempt-signal.js';
import type { RetryPolicy } from './options.js';
import { timerDelay } from './timer-delay.js';

/**
 * How long to wait before retry number `attempt + 1`, or `undefined` when `error` must be
 * thrown: retries used up, a caller abort, a 4xx other than 429, or a `Retry-After` beyond
 * the policy's bound (the caller is better placed to wait that long).
 */
export function retryDelay(
  policy: RetryPolicy,
  attempt: number,
  error: unknown,
  signal: AbortSignal | undefined,
): number | undefined {
  if (attempt >= policy.retries || signal?.aborted) return undefined;
  if (error instanceof RateLimitApiError) {
    if (error.retryAfter === undefined) return backoffDelay(policy, attempt);
    const wait = error.retryAfter * 1000;
    return wait <= policy.maxRetryAfterMs ? wait : undefined;
  }
  const retryable =
    error instanceof NetworkError ||
    error instanceof RequestTimeoutError ||
    (error instanceof ApiError && error.status >= 500);
  return retryable ? backoffDelay(policy, attempt) : undefined;
}

/**
 * Svix's fixed schedule when given; otherwise exponential backoff (50 ms, 100 ms, …) with
 * jitter between half and all of the step, so many clients do not retry in lockstep.
 */
export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  const fixed = policy.schedule?.[attempt];
  if (fixed !== undefined) return fixed;
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/**
 * Waits `ms` (at most the timer limit, so a huge `Retry-After` bound or schedule entry never
 * turns into an instant retry), or rejects with the signal's reason as soon as it aborts.
 */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
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
}
