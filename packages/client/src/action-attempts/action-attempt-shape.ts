import type { ResponseValidator } from '../transport/response.js';

const STATUSES = new Set(['pending', 'success', 'error']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with an action attempt the server returned, if anything. Polling and the typed
 * action-attempt errors depend on these fields, so a response without them is refused up front
 * (as a malformed response carrying status and request id) instead of failing later untyped.
 */
export const actionAttemptProblem: ResponseValidator = (value) => {
  if (!isRecord(value)) return 'the action attempt is not an object';
  const { action_attempt_id, action_type, status, error } = value;
  if (typeof action_attempt_id !== 'string' || action_attempt_id === '') {
    return 'the action attempt has no action_attempt_id';
  }
  if (typeof action_type !== 'string') return 'the action attempt has no action_type';
  if (typeof status !== 'string' || !STATUSES.has(status)) {
    return 'the action attempt has no known status (pending, success or error)';
  }
  if (status === 'error' && !(isRecord(error) && typeof error.type === 'string')) {
    return 'the failed action attempt has no error type';
  }
  return undefined;
};
