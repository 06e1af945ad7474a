// The wait bound's Retry-After rule through the real transport: a poll is a read, which the
// transport itself retries after a 429's Retry-After; unbounded by the wait, it slept through the
// bound and the caller learnt neither the rate limit nor why the wait ended.
import { afterEach, describe, expect, it } from 'vitest';
import { PorchlightActionAttemptStillPendingError } from '../errors/action-attempt-errors.js';
import { PorchlightApiError } from '../errors/api-errors.js';
import { PorchlightClient } from '../porchlight-client.js';
import { type LocalServer, sendJson, startServer } from '../test-utils/local-server.js';
import { rejectionOf } from '../test-utils/rejection.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const attempt = (status: 'pending' | 'success') => ({
  action_attempt_id: 'aa_1',
  action_type: 'UNLOCK_DOOR',
  status,
  result: status === 'success' ? {} : null,
  error: null,
});

/** Answers the unlock pending, then each poll from `polls` in turn (the last one repeats). */
async function unlockWithPolls(polls: Array<{ status: number; retryAfter?: string }>) {
  let poll = 0;
  server = await startServer((request, res) => {
    if (request.path === '/locks/unlock_door') {
      sendJson(res, 200, { ok: true, action_attempt: attempt('pending') });
      return;
    }
    const answer = polls[Math.min(poll++, polls.length - 1)] ?? { status: 200 };
    if (answer.status === 200) {
      sendJson(res, 200, { ok: true, action_attempt: attempt('success') });
      return;
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}),
    });
    res.end(JSON.stringify({ error: { type: 'rate_limited', message: 'Slow down' } }));
  });
  return new PorchlightClient({ apiKey: 'seam_test_key' }, { endpoint: server.url });
}

const polls = () => server?.requests.filter((r) => r.path === '/action_attempts/get').length;

describe('waiting for an action attempt through the transport', () => {
  it('says at once that the attempt is still pending when a poll is told to wait past the bound', async () => {
    const client = await unlockWithPolls([{ status: 429, retryAfter: '8' }]);
    const error = await rejectionOf<PorchlightActionAttemptStillPendingError>(
      client.locks.unlockDoor(
        { device_id: 'd1' },
        { waitForActionAttempt: { timeout: 3_000, pollingInterval: 100 } },
      ),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.cause).toBeInstanceOf(PorchlightApiError);
    expect((error.cause as PorchlightApiError).status).toBe(429);
    expect(error.message).toBe(
      'Action attempt is still pending; the next poll may not come for 8000 ms, past the 3000 ms wait',
    );
    // One poll: the transport did not repeat it after the 8 s it was told to wait.
    expect(polls()).toBe(1);
  });

  it('still waits out a Retry-After that ends within the bound', async () => {
    const client = await unlockWithPolls([{ status: 429, retryAfter: '1' }, { status: 200 }]);
    const done = await client.locks.unlockDoor(
      { device_id: 'd1' },
      { waitForActionAttempt: { timeout: 30_000, pollingInterval: 100 } },
    );
    expect(done.status).toBe('success');
    expect(polls()).toBe(2);
  });
});
