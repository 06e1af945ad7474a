import { describe, expect, it } from 'vitest';
import { client, deviceNamed, settle, useFakeApi } from '../test-utils/client.js';

// Its own server: these tests take seeded locks offline and remove one.
const { api, http } = useFakeApi();

const admin = (path: string, body: Record<string, unknown>) =>
  fetch(`${api().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const setOnline = (device_id: string, online: boolean) =>
  admin('/_fake/devices/connectivity', { device_id, online });
const get = (id: string) => http.get('/access_codes/get', `access_code_id=${id}`);
const eventTypes = async (id: string) =>
  (
    (await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })).body
      .events as { event_type: string }[]
  )
    .map((e) => e.event_type)
    .filter((type) => !type.endsWith('.created') && type !== 'access_code.set_on_device')
    .sort();

/** A code made on `name` while it is online, which is then taken offline. */
async function codeOnOfflineLock(name: string, codeName: string) {
  const lock = await deviceNamed(http, name);
  await setOnline(lock.device_id, true);
  const created = await http.post('/access_codes/create', {
    device_id: lock.device_id,
    name: codeName,
    sync: true,
  });
  await setOnline(lock.device_id, false);
  return { lock, id: created.body.access_code.access_code_id as string };
}

describe('deleting a code on an offline lock', () => {
  it("keeps the code 'removing' with the provider's delay warning until the lock is back, then removes it", async () => {
    const { lock, id } = await codeOnOfflineLock('Garage', 'Removed when back');
    const reply = await http.post('/access_codes/delete', { access_code_id: id, sync: true });
    expect(reply.status).toBe(200);
    expect(reply.body.action_attempt).toMatchObject({
      action_type: 'DELETE_ACCESS_CODE',
      status: 'pending',
    });
    const waiting = (await get(id)).body.access_code;
    expect(waiting.status).toBe('removing');
    expect(waiting.warnings).toEqual([
      expect.objectContaining({ warning_code: 'delay_in_removing_from_device' }),
    ]);
    expect(await eventTypes(id)).toEqual([
      'access_code.delay_in_removing_from_device',
      'access_code.deleted',
    ]);
    // The deletion stands while it waits: the code takes no new writes.
    const update = await http.post('/access_codes/update', { access_code_id: id, name: 'Back' });
    expect(update.body.error.type).toBe('access_code_being_removed');

    await setOnline(lock.device_id, true);
    const done = await settle(http, reply.body.action_attempt.action_attempt_id);
    expect(done.body.action_attempt).toMatchObject({ status: 'success', result: {} });
    expect((await get(id)).status).toBe(404);
    expect(await eventTypes(id)).toEqual([
      'access_code.delay_in_removing_from_device',
      'access_code.deleted',
      'access_code.removed_from_device',
    ]);
    await setOnline(lock.device_id, false);
  });

  it('waits the same way when the lock answers only after the delete was asked', async () => {
    const { lock, id } = await codeOnOfflineLock('Garage', 'Waits after the delay');
    const reply = await http.post('/access_codes/delete', { access_code_id: id });
    // The warning is added when the attempt finds the lock offline; the attempt then still waits.
    for (let i = 0; i < 200; i++) {
      if ((await get(id)).body.access_code.warnings.length > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await get(id)).body.access_code).toMatchObject({ status: 'removing' });
    const pending = await http.get(
      '/action_attempts/get',
      `action_attempt_id=${reply.body.action_attempt.action_attempt_id}`,
    );
    expect(pending.body.action_attempt.status).toBe('pending');
    await setOnline(lock.device_id, true);
    await settle(http, reply.body.action_attempt.action_attempt_id);
    expect((await get(id)).status).toBe(404);
    await setOnline(lock.device_id, false);
  });

  it('ends the wait when the lock is removed, with the code gone and no removal recorded', async () => {
    const { lock, id } = await codeOnOfflineLock('Mailroom', 'Gone with its lock');
    const reply = await http.post('/access_codes/delete', { access_code_id: id, sync: true });
    expect(reply.body.action_attempt.status).toBe('pending');
    await http.post('/devices/delete', { device_id: lock.device_id });
    const done = await settle(http, reply.body.action_attempt.action_attempt_id);
    expect(done.body.action_attempt.status).toBe('success');
    expect(await eventTypes(id)).toEqual([
      'access_code.delay_in_removing_from_device',
      'access_code.deleted',
    ]);
  });

  it('takes an unmanaged code off the lock once it is back', async () => {
    const lock = await deviceNamed(http, 'Storage Room');
    const simulated = await http.post('/access_codes/simulate/create_unmanaged_access_code', {
      device_id: lock.device_id,
      name: 'Found while offline',
      code: '97538',
    });
    const id = simulated.body.access_code.access_code_id as string;
    const reply = await http.post('/access_codes/unmanaged/delete', {
      access_code_id: id,
      sync: true,
    });
    expect(reply.body.action_attempt.status).toBe('pending');
    expect(await eventTypes(id)).toEqual([]);
    await setOnline(lock.device_id, true);
    await settle(http, reply.body.action_attempt.action_attempt_id);
    expect(await eventTypes(id)).toEqual(['access_code.unmanaged.removed']);
    await setOnline(lock.device_id, false);
  });

  it('settles a client session’s delete once the lock is back, in the session’s own view', async () => {
    const { lock, id } = await codeOnOfflineLock('Garage', 'Deleted by a session');
    const session = (
      await http.post('/client_sessions/create', {
        user_identifier_key: 'offline-removal',
        connected_account_ids: [lock.connected_account_id],
      })
    ).body.client_session as { token: string };
    const asSession = client(api, () => session.token);
    const reply = await asSession.post('/access_codes/delete', { access_code_id: id, sync: true });
    expect(reply.body.action_attempt.status).toBe('pending');
    await setOnline(lock.device_id, true);
    const done = await settle(asSession, reply.body.action_attempt.action_attempt_id);
    expect(done.body.action_attempt.status).toBe('success');
    expect((await get(id)).status).toBe(404);
    await setOnline(lock.device_id, false);
  });

  it('takes the code off even when its lock stopped being managed while it waited', async () => {
    const { lock, id } = await codeOnOfflineLock('Garage', 'Unmanaged while removing');
    const reply = await http.post('/access_codes/delete', { access_code_id: id, sync: true });
    expect(reply.body.action_attempt.status).toBe('pending');
    // Unmanaged, the code is still on the lock, so it is listed as an unmanaged code meanwhile.
    await http.post('/devices/update', { device_id: lock.device_id, is_managed: false });
    await http.post('/devices/unmanaged/update', { device_id: lock.device_id, is_managed: true });
    const unmanaged = async () =>
      (
        (await http.get('/access_codes/unmanaged/list', `device_id=${lock.device_id}`)).body
          .access_codes as { access_code_id: string }[]
      ).map((c) => c.access_code_id);
    expect(await unmanaged()).toContain(id);
    await setOnline(lock.device_id, true);
    const done = await settle(http, reply.body.action_attempt.action_attempt_id);
    expect(done.body.action_attempt.status).toBe('success');
    expect(await unmanaged()).not.toContain(id);
    expect(await eventTypes(id)).toContain('access_code.removed_from_device');
    await setOnline(lock.device_id, false);
  });

  it('still removes at once on a lock that is online', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const created = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Online removal',
      sync: true,
    });
    const id = created.body.access_code.access_code_id as string;
    const reply = await http.post('/access_codes/delete', { access_code_id: id, sync: true });
    expect(reply.body.action_attempt.status).toBe('success');
    expect((await get(id)).status).toBe(404);
  });

  it('takes a code off an unmanaged lock once that lock is back online', async () => {
    const lock = await deviceNamed(http, 'Storage Room');
    await http.post('/devices/update', { device_id: lock.device_id, is_managed: false });
    const [code] = (await http.get('/access_codes/unmanaged/list', `device_id=${lock.device_id}`))
      .body.access_codes as { access_code_id: string }[];
    const id = code?.access_code_id as string;
    const reply = await http.post('/access_codes/unmanaged/delete', {
      access_code_id: id,
      sync: true,
    });
    expect(reply.body.action_attempt.status).toBe('pending');
    const back = await setOnline(lock.device_id, true);
    expect(back.status).toBe(200);
    const done = await settle(http, reply.body.action_attempt.action_attempt_id);
    expect(done.body.action_attempt.status).toBe('success');
    expect(await eventTypes(id)).toEqual(['access_code.unmanaged.removed']);
    const listed = await http.get('/devices/unmanaged/get', `device_id=${lock.device_id}`);
    expect(listed.body.device.properties.online).toBe(true);
  });
});
