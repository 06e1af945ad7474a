import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PorchlightActionAttemptError,
  PorchlightActionAttemptPollError,
  PorchlightActionAttemptStillPendingError,
} from '../errors/action-attempt-errors.js';
import { PorchlightApiError, PorchlightUnauthorizedError } from '../errors/api-errors.js';
import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';
import { PorchlightNetworkError, PorchlightTimeoutError } from '../errors/transport-errors.js';
import type { ActionAttempt } from '../models.js';
import { rejectionOf } from '../test-utils/rejection.js';
import {
  DEFAULT_ACTION_ATTEMPT_TIMEOUT,
  resolveActionAttempt,
  waitSettings,
} from './resolve-action-attempt.js';

const attempt = (status: 'pending' | 'success' | 'error'): ActionAttempt => {
  const base = { action_attempt_id: 'aa_1', action_type: 'UNLOCK_DOOR' };
  if (status === 'pending') return { ...base, status, result: null, error: null };
  if (status === 'success') return { ...base, status, result: {}, error: null };
  return {
    ...base,
    status,
    result: null,
    error: { type: 'device_offline', message: 'Device is offline' },
  };
};

afterEach(() => {
  vi.useRealTimers();
});

const POLL = '/action_attempts/get';
const apiError = (status: number) =>
  new PorchlightApiError(status, 'req_poll', { type: 'some_error', message: `status ${status}` });

describe('resolveActionAttempt', () => {
  it('returns a finished attempt without polling', async () => {
    const get = vi.fn();
    await expect(resolveActionAttempt(attempt('success'), get)).resolves.toMatchObject({
      status: 'success',
    });
    expect(get).not.toHaveBeenCalled();
  });

  it('polls until the attempt is no longer pending', async () => {
    const answers = [attempt('pending'), attempt('success')];
    const get = vi.fn(async () => answers.shift() ?? attempt('success'));
    const result = await resolveActionAttempt(attempt('pending'), get, { pollingInterval: 1 });
    expect(result.status).toBe('success');
    expect(get).toHaveBeenCalledTimes(2);
    // With the bound's end, which the poll's own retries must not wait past.
    expect(get).toHaveBeenCalledWith('aa_1', expect.any(AbortSignal), expect.any(Number));
  });

  it('raises an action-attempt error carrying type, message and action type', async () => {
    const get = vi.fn(async () => attempt('error'));
    const error = await rejectionOf<PorchlightActionAttemptError>(
      resolveActionAttempt(attempt('pending'), get, { pollingInterval: 1 }),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptError);
    expect(error.name).toBe('PorchlightActionAttemptError');
    expect(error.message).toBe('device_offline performing UNLOCK_DOOR: Device is offline');
    expect(error).toMatchObject({
      type: 'device_offline',
      errorMessage: 'Device is offline',
      actionType: 'UNLOCK_DOOR',
    });
  });

  it('raises still-pending after the configured bound', async () => {
    const get = vi.fn(async () => attempt('pending'));
    const error = await rejectionOf<PorchlightActionAttemptStillPendingError>(
      resolveActionAttempt(attempt('pending'), get, { timeout: 30, pollingInterval: 5 }),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.message).toBe('Action attempt is still pending after 30 ms');
    expect(error.actionAttempt.status).toBe('pending');
  });

  it('is bounded at 60 000 ms by default', async () => {
    vi.useFakeTimers();
    const get = vi.fn(async () => attempt('pending'));
    const outcome = resolveActionAttempt(attempt('pending'), get).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_ACTION_ATTEMPT_TIMEOUT - 1000);
    expect(get.mock.calls.length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(2000);
    const error = (await outcome) as PorchlightActionAttemptStillPendingError;
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.timeout).toBe(60_000);
    expect(error.message).toContain('Action attempt is still pending');
  });

  it('cuts off a poll that hangs at the bound, so the wait never outlasts it', async () => {
    // A poll that only ends when its signal aborts, like a request the server never answers.
    const get = vi.fn(
      (_id: string, signal?: AbortSignal) =>
        new Promise<ActionAttempt>((_, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    );
    // Without the cut-off the promise never settles and the test runs into its own time limit.
    const error = await rejectionOf<PorchlightActionAttemptStillPendingError>(
      resolveActionAttempt(attempt('pending'), get, { timeout: 80, pollingInterval: 5 }),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.message).toBe('Action attempt is still pending after 80 ms');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("stops polling on the caller's abort with the caller's reason", async () => {
    const controller = new AbortController();
    const get = vi.fn(async () => {
      controller.abort(new Error('user left'));
      return attempt('pending');
    });
    const error = await rejectionOf(
      resolveActionAttempt(attempt('pending'), get, { pollingInterval: 1 }, controller.signal),
    );
    expect(error).not.toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.message).toBe('user left');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a poll that got no answer, timed out, or met a 5xx or a 429', async () => {
    const failures = [
      new PorchlightNetworkError(POLL, new TypeError('fetch failed')),
      new PorchlightTimeoutError(POLL, 100),
      apiError(503),
      apiError(429),
    ];
    const get = vi.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return attempt('success');
    });
    const result = await resolveActionAttempt(attempt('pending'), get, { pollingInterval: 1 });
    expect(result.status).toBe('success');
    expect(get).toHaveBeenCalledTimes(5);
  });

  it("waits a rate-limited poll's Retry-After before polling again", async () => {
    const limited = new PorchlightApiError(
      429,
      'req_poll',
      { type: 'rate_limited', message: 'Slow down' },
      3,
    );
    const answers: Array<() => ActionAttempt> = [
      () => {
        throw limited;
      },
      () => attempt('success'),
    ];
    const get = vi.fn(async () => (answers.shift() ?? (() => attempt('success')))());
    vi.useFakeTimers();
    const outcome = resolveActionAttempt(attempt('pending'), get, { pollingInterval: 100 });
    await vi.advanceTimersByTimeAsync(100);
    expect(get).toHaveBeenCalledTimes(1);
    // Not at the usual 100 ms: the server asked for 3 s.
    await vi.advanceTimersByTimeAsync(2_800);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(get).toHaveBeenCalledTimes(2);
    await expect(outcome).resolves.toMatchObject({ status: 'success' });
  });

  it('raises still-pending at once when a poll is told to wait past the bound', async () => {
    const limited = new PorchlightApiError(
      429,
      'req_poll',
      { type: 'rate_limited', message: 'Slow down' },
      30,
    );
    const get = vi.fn(async () => {
      throw limited;
    });
    vi.useFakeTimers();
    let settled = false;
    const outcome = rejectionOf<PorchlightActionAttemptStillPendingError>(
      resolveActionAttempt(attempt('pending'), get, { timeout: 10_000, pollingInterval: 100 }),
    );
    void outcome.finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(get).toHaveBeenCalledTimes(1);
    // The server forbids polling again before the bound: waiting it out could learn nothing.
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.timeout).toBe(10_000);
    expect(error.cause).toBe(limited);
    // Raised after 110 ms: the message says why, not that 10,000 ms passed.
    expect(error.message).toBe(
      'Action attempt is still pending; the next poll may not come for 30000 ms, past the 10000 ms wait',
    );
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('still waits a Retry-After that ends within the bound', async () => {
    const limited = new PorchlightApiError(
      429,
      'req_poll',
      { type: 'rate_limited', message: 'Slow down' },
      5,
    );
    const answers: Array<() => ActionAttempt> = [
      () => {
        throw limited;
      },
      () => attempt('success'),
    ];
    const get = vi.fn(async () => (answers.shift() ?? (() => attempt('success')))());
    vi.useFakeTimers();
    const outcome = resolveActionAttempt(attempt('pending'), get, {
      timeout: 10_000,
      pollingInterval: 100,
    });
    await vi.advanceTimersByTimeAsync(5_200);
    expect(get).toHaveBeenCalledTimes(2);
    await expect(outcome).resolves.toMatchObject({ status: 'success' });
  });

  it('raises still-pending with the last poll error as cause when the polls fail until the bound', async () => {
    const failures: Error[] = [];
    const get = vi.fn(async () => {
      const failure = failures.length % 2 ? apiError(502) : apiError(503);
      failures.push(failure);
      throw failure;
    });
    vi.useFakeTimers();
    const outcome = rejectionOf<PorchlightActionAttemptStillPendingError>(
      resolveActionAttempt(attempt('pending'), get, { timeout: 1000, pollingInterval: 100 }),
    );
    await vi.advanceTimersByTimeAsync(1100);
    const error = await outcome;
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.message).toBe('Action attempt is still pending after 1000 ms');
    expect(error.actionAttempt.action_attempt_id).toBe('aa_1');
    expect(failures.length).toBeGreaterThan(1);
    expect(error.cause).toBe(failures.at(-1));
  });

  it('gives still-pending no cause when the last poll answered', async () => {
    const get = vi.fn(async () => attempt('pending'));
    const error = await rejectionOf<PorchlightActionAttemptStillPendingError>(
      resolveActionAttempt(attempt('pending'), get, { timeout: 30, pollingInterval: 5 }),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect('cause' in error).toBe(false);
  });

  it.each([
    ['a 404', apiError(404)],
    ['a 401', new PorchlightUnauthorizedError('req_poll')],
  ])(
    'fails at once on %s, saying the accepted action may have been processed',
    async (_, cause) => {
      const get = vi.fn(async () => {
        throw cause;
      });
      const error = await rejectionOf<PorchlightActionAttemptPollError>(
        resolveActionAttempt(attempt('pending'), get, { pollingInterval: 1 }),
      );
      expect(error).toBeInstanceOf(PorchlightActionAttemptPollError);
      expect(error.name).toBe('PorchlightActionAttemptPollError');
      expect(error.mayHaveSucceeded).toBe(true);
      expect(error.cause).toBe(cause);
      expect(error.actionAttempt.action_attempt_id).toBe('aa_1');
      expect(error.message).toBe(
        `Could not follow action attempt aa_1 (UNLOCK_DOOR): ${cause.message} (the action may have been processed)`,
      );
      expect(get).toHaveBeenCalledTimes(1);
    },
  );

  it("rejects with the caller's reason when the caller aborts during a failing poll", async () => {
    const controller = new AbortController();
    const get = vi.fn(async () => {
      controller.abort(new Error('user left'));
      throw new PorchlightNetworkError(POLL, new TypeError('fetch failed'));
    });
    const error = await rejectionOf(
      resolveActionAttempt(attempt('pending'), get, { pollingInterval: 1 }, controller.signal),
    );
    expect(error.message).toBe('user left');
    expect(get).toHaveBeenCalledTimes(1);
  });

  describe('with a getter that ignores the signal, as `(id) => client.actionAttempts.get(…)` does', () => {
    // Each poll answers only when the test says so, whatever its signal does.
    const heldPolls = () => {
      const answers: ((attempt: ActionAttempt) => void)[] = [];
      const get = vi.fn(
        (_id: string, _signal?: AbortSignal) =>
          new Promise<ActionAttempt>((resolve) => answers.push(resolve)),
      );
      return { get, answer: (status: 'success') => answers.shift()?.(attempt(status)) };
    };

    it("rejects with the caller's reason while the poll is still out", async () => {
      const { get, answer } = heldPolls();
      const controller = new AbortController();
      const outcome = resolveActionAttempt(
        attempt('pending'),
        get,
        { pollingInterval: 1 },
        controller.signal,
      ).catch((e: unknown) => e);
      await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
      controller.abort(new Error('user left'));
      // Answered only after the abort: an outcome that waited for the poll would be success.
      answer('success');
      expect(await outcome).toMatchObject({ message: 'user left' });
    });

    it('raises the still-pending error at the bound while the poll is still out', async () => {
      vi.useFakeTimers();
      const { get, answer } = heldPolls();
      const outcome = resolveActionAttempt(attempt('pending'), get, {
        timeout: 100,
        pollingInterval: 10,
      }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10);
      expect(get).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(90);
      answer('success');
      const error = await outcome;
      expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('keeps polling at the set interval when the bound is beyond the timer range', async () => {
    vi.useFakeTimers();
    const get = vi.fn(async () => attempt('pending'));
    const outcome = resolveActionAttempt(attempt('pending'), get, {
      timeout: 1e10,
      pollingInterval: 1e10,
    }).catch((e: unknown) => e);
    // An overflowing setTimeout would fire after 1 ms and poll in a tight loop.
    await vi.advanceTimersByTimeAsync(1000);
    expect(get).not.toHaveBeenCalled();
    vi.clearAllTimers();
    void outcome;
  });

  it.each([
    [{ pollingInterval: 0 }, 'waitForActionAttempt.pollingInterval must be a positive number'],
    [{ pollingInterval: Number.NaN }, 'waitForActionAttempt.pollingInterval must be a positive'],
    [{ timeout: -1 }, 'waitForActionAttempt.timeout must be a non-negative number'],
    [{ timeout: Number.NaN }, 'waitForActionAttempt.timeout must be a non-negative number'],
  ])('refuses the nonsensical bounds %o with a typed error', async (options, message) => {
    const get = vi.fn();
    const error = await rejectionOf(resolveActionAttempt(attempt('pending'), get, options));
    expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
    expect(error.message).toContain(`PorchlightClient received invalid options: ${message}`);
    expect(get).not.toHaveBeenCalled();
  });

  it('reports a failed attempt without a message as an empty message, never "undefined"', async () => {
    const failed = { ...attempt('error'), error: { type: 'device_offline' } } as ActionAttempt;
    const error = await rejectionOf<PorchlightActionAttemptError>(
      resolveActionAttempt(failed, vi.fn()),
    );
    expect(error.message).toBe('device_offline performing UNLOCK_DOOR');
    expect(error.errorMessage).toBe('');
  });
});

describe('waitSettings', () => {
  it('waits by default, honours false and custom bounds', () => {
    expect(waitSettings(undefined)).toEqual({});
    expect(waitSettings(true)).toEqual({});
    expect(waitSettings(false)).toBeNull();
    expect(waitSettings({ timeout: 5 })).toEqual({ timeout: 5 });
    expect(waitSettings(undefined, false)).toBeNull();
    expect(waitSettings(true, false)).toEqual({});
  });

  it("refuses a JavaScript caller's value that is neither a boolean nor bounds", () => {
    for (const value of [0, 1, 'no', 'false']) {
      expect(() => waitSettings(value as unknown as boolean)).toThrow(
        new PorchlightInvalidOptionsError(
          'waitForActionAttempt must be a boolean or { timeout, pollingInterval }',
        ),
      );
    }
    // null is unset, as for every option: the client's default applies.
    expect(waitSettings(null as unknown as undefined, false)).toBeNull();
  });
});
