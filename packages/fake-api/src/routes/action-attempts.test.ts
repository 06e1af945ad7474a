import { describe, expect, it } from 'vitest';
import { client, useFakeApi } from '../test-utils/client.js';

// biome-ignore lint/suspicious/noExplicitAny: test JSON.
type Json = any;

const { api, http } = useFakeApi();

async function sessionFor(key: string, accountIds: string[]) {
  const created = await http.post('/client_sessions/create', {
    user_identifier_key: key,
    connected_account_ids: accountIds,
  });
  expect(created.status).toBe(200);
  const token = created.body.client_session.token as string;
  return client(api, () => token);
}

/** Two locks on different connected accounts. */
async function locksOnTwoAccounts(): Promise<[Json, Json]> {
  const locks = (await http.get('/locks/list')).body.locks as Json[];
  const first = locks[0];
  const second = locks.find((l) => l.connected_account_id !== first.connected_account_id);
  expect(second).toBeDefined();
  return [first, second];
}

describe('action attempt visibility', () => {
  it('a client session reads only attempts on devices it may see', async () => {
    const [mine, theirs] = await locksOnTwoAccounts();
    const session = await sessionFor('attempts-mine', [mine.connected_account_id]);
    const onMine = await http.post('/locks/lock_door', { device_id: mine.device_id });
    const onTheirs = await http.post('/locks/lock_door', { device_id: theirs.device_id });
    const mineId = onMine.body.action_attempt.action_attempt_id;
    const theirsId = onTheirs.body.action_attempt.action_attempt_id;

    const visible = await session.get('/action_attempts/get', `action_attempt_id=${mineId}`);
    expect(visible.status).toBe(200);
    expect(visible.body.action_attempt.action_attempt_id).toBe(mineId);
    const hidden = await session.get('/action_attempts/get', `action_attempt_id=${theirsId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.type).toBe('action_attempt_not_found');
    // Server credentials see the whole workspace (the contract gives a client session no list).
    const all = await http.post('/action_attempts/list', {
      action_attempt_ids: [mineId, theirsId],
    });
    expect(all.body.action_attempts).toHaveLength(2);
  });

  it('one session never reads what another session started on its own devices', async () => {
    const [mine, theirs] = await locksOnTwoAccounts();
    const a = await sessionFor('attempts-a', [mine.connected_account_id]);
    const b = await sessionFor('attempts-b', [theirs.connected_account_id]);
    const started = await a.post('/locks/unlock_door', { device_id: mine.device_id });
    expect(started.status).toBe(200);
    const id = started.body.action_attempt.action_attempt_id;
    expect((await a.get('/action_attempts/get', `action_attempt_id=${id}`)).status).toBe(200);
    expect((await b.get('/action_attempts/get', `action_attempt_id=${id}`)).status).toBe(404);
  });

  it('the session that started an attempt still reads it once its device is gone', async () => {
    const [mine] = await locksOnTwoAccounts();
    const session = await sessionFor('attempts-removed', [mine.connected_account_id]);
    const started = await session.post('/locks/lock_door', { device_id: mine.device_id });
    const id = started.body.action_attempt.action_attempt_id;
    await http.post('/devices/simulate/remove', { device_id: mine.device_id });
    const reply = await session.get('/action_attempts/get', `action_attempt_id=${id}`);
    expect(reply.status).toBe(200);
    await http.post('/workspaces/reset_sandbox');
  });
});

describe('the reset_sandbox attempt', () => {
  it('is found by /action_attempts/get and list, settled as answered', async () => {
    const reset = await http.post('/workspaces/reset_sandbox');
    expect(reset.status).toBe(200);
    const attempt = reset.body.action_attempt;
    expect(attempt).toMatchObject({ action_type: 'RESET_SANDBOX_WORKSPACE', status: 'success' });
    const got = await http.get(
      '/action_attempts/get',
      `action_attempt_id=${attempt.action_attempt_id}`,
    );
    expect(got.status).toBe(200);
    expect(got.body.action_attempt).toEqual(attempt);
    const listed = await http.post('/action_attempts/list', {
      action_attempt_ids: [attempt.action_attempt_id],
    });
    expect(listed.body.action_attempts).toEqual([attempt]);
    // A later reset starts over: the earlier attempt went with the world it reset.
    await http.post('/workspaces/reset_sandbox');
    expect(
      (await http.get('/action_attempts/get', `action_attempt_id=${attempt.action_attempt_id}`))
        .status,
    ).toBe(404);
  });
});
