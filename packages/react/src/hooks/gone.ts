import { PorchlightApiError } from '@porchlight/client';

/**
 * Whether a read failed because what it asked for is gone (404), as opposed to a passing failure
 * (a 500, a dropped connection) that says nothing about it.
 */
export const isGone = (error: unknown): boolean =>
  error instanceof PorchlightApiError && error.status === 404;
