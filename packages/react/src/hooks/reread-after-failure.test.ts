import {
  PorchlightActionAttemptError,
  PorchlightActionAttemptStillPendingError,
  PorchlightNetworkError,
  PorchlightTimeoutError,
} from '@porchlight/client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LATE_REREAD_DELAYS_MS,
  mayStillApply,
  rereadAfterFailure,
} from './reread-after-failure.js';

describe('mayStillApply', () => {
  it('is true for a lost answer and for an action attempt still pending', () => {
    expect(
      mayStillApply(
        new PorchlightNetworkError('/locks/lock_door', new Error('reset'), {
          mayHaveSucceeded: true,
        }),
      ),
    ).toBe(true);
    expect(
      mayStillApply(
        new PorchlightTimeoutError('/locks/lock_door', 100, { mayHaveSucceeded: true }),
      ),
    ).toBe(true);
    expect(mayStillApply({ name: 'PorchlightActionAttemptStillPendingError' })).toBe(true);
    expect(PorchlightActionAttemptStillPendingError.name).toBe(
      'PorchlightActionAttemptStillPendingError',
    );
  });

  it('is false for a refused request, a failed action attempt and anything else', () => {
    expect(
      mayStillApply(new PorchlightNetworkError('/locks/lock_door', new Error('refused'))),
    ).toBe(false);
    expect(mayStillApply(Object.create(PorchlightActionAttemptError.prototype))).toBe(false);
    for (const value of [
      null,
      undefined,
      'mayHaveSucceeded',
      42,
      new Error('x'),
      { mayHaveSucceeded: 'yes' },
    ]) {
      expect(mayStillApply(value)).toBe(false);
    }
  });
});

describe('rereadAfterFailure', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    return { queryClient, invalidate };
  };

  it('re-reads once for a failure that cannot still apply', () => {
    const { queryClient, invalidate } = setup();
    rereadAfterFailure(queryClient, ['porchlight', 'devices'], new Error('400'));
    vi.advanceTimersByTime(60_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('re-reads at once and again at each later delay when the action may still apply', () => {
    const { queryClient, invalidate } = setup();
    rereadAfterFailure(queryClient, ['porchlight', 'devices'], { mayHaveSucceeded: true });
    expect(invalidate).toHaveBeenCalledTimes(1);
    let calls = 1;
    let elapsed = 0;
    for (const delay of LATE_REREAD_DELAYS_MS) {
      vi.advanceTimersByTime(delay - elapsed - 1);
      expect(invalidate).toHaveBeenCalledTimes(calls);
      vi.advanceTimersByTime(1);
      calls += 1;
      elapsed = delay;
      expect(invalidate).toHaveBeenCalledTimes(calls);
    }
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['porchlight', 'devices'] });
  });
});
