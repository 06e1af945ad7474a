import { describe, expect, it } from 'vitest';
import { deviceNamed, settle, useFakeApi } from '../test-utils/client.js';

// Its own server: these tests take seeded locks online and offline.
const { api, http } = useFakeApi();
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const setOnline = (device_id: string, online: boolean) =>
  fetch(`${api().url}/_fake/devices/connectivity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_id, online }),
  });
const get = async (id: string) =>
  (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code;
const pending = async (attemptId: string) =>
  (await http.get('/action_attempts/get', `action_attempt_id=${attemptId}`)).body.action_attempt
    .status;
const eventTypes = async (id: string) =>
  (
    (await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })).body
      .events as { event_type: string }[]
  )
    .map((e) => e.event_type)
    .sort();
const warningCodes = (code: { warnings: { warning_code: string }[] }) =>
  code.warnings.map((w) => w.warning_code);

/** Runs `check` with the lock back online, and takes it offline again whatever happens. */
async function whileOnline(deviceId: string, check: () => Promise<void>) {
  await setOnline(deviceId, true);
  try {
    await check();
  } finally {
    await setOnline(deviceId, false);
  }
}

/** Waits until the code's attempt has found the lock offline (the warning is its sign). */
async function delayed(id: string) {
  for (let i = 0; i < 200; i++) {
    if (warningCodes(await get(id)).includes('delay_in_setting_on_device')) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`code ${id} never got the delay warning`);
}

describe('creating a code on an offline lock', () => {
  it("keeps it 'setting' with the provider's delay warning until the lock is back, then sets it", async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const created = await http.post('/access_codes/create', {
      device_id: storage.device_id,
      name: 'Waits for the lock',
      code: '5050',
      sync: true,
    });
    expect(created.status).toBe(200);
    const id = created.body.access_code.access_code_id as string;
    const attempt = created.body.action_attempt;
    expect(attempt).toMatchObject({ action_type: 'CREATE_ACCESS_CODE', status: 'pending' });
    const waiting = await get(id);
    expect(waiting.status).toBe('setting');
    expect(warningCodes(waiting)).toEqual(['delay_in_setting_on_device']);
    expect(await eventTypes(id)).toEqual([
      'access_code.created',
      'access_code.delay_in_setting_on_device',
    ]);

    await whileOnline(storage.device_id, async () => {
      const done = await settle(http, attempt.action_attempt_id);
      expect(done.body.action_attempt.status).toBe('success');
      const set = await get(id);
      expect(set.status).toBe('set');
      expect(set.warnings).toEqual([]);
      expect(await eventTypes(id)).toEqual([
        'access_code.created',
        'access_code.delay_in_setting_on_device',
        'access_code.set_on_device',
      ]);
    });
  });

  it('waits the same way without sync, recording the delay once', async () => {
    const mailroom = await deviceNamed(http, 'Mailroom');
    const created = await http.post('/access_codes/create', {
      device_id: mailroom.device_id,
      name: 'Async on an offline lock',
    });
    const id = created.body.access_code.access_code_id as string;
    await delayed(id);
    expect(await pending(created.body.action_attempt.action_attempt_id)).toBe('pending');
    expect((await get(id)).status).toBe('setting');
    expect(
      (await eventTypes(id)).filter((t) => t === 'access_code.delay_in_setting_on_device'),
    ).toHaveLength(1);
  });

  it("leaves a code whose window has not started 'unset', as on an online lock", async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const created = await http.post('/access_codes/create', {
      device_id: storage.device_id,
      name: 'Next week',
      starts_at: hours(168),
      ends_at: hours(192),
      sync: true,
    });
    expect(created.body.action_attempt.status).toBe('success');
    const code = await get(created.body.access_code.access_code_id);
    expect(code.status).toBe('unset');
    expect(code.warnings).toEqual([]);
  });

  it('sets an offline access code at once: it needs no connection', async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const created = await http.post('/access_codes/create', {
      device_id: storage.device_id,
      name: 'Offline code today',
      is_offline_access_code: true,
      starts_at: hours(-1),
      ends_at: hours(23),
      sync: true,
    });
    expect(created.body.action_attempt.status).toBe('success');
    expect((await get(created.body.access_code.access_code_id)).status).toBe('set');
  });
});

describe('updating a code on an offline lock', () => {
  it("keeps it 'setting' with the delay warning until the lock is back", async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const [maintenance] = (
      await http.get('/access_codes/list', `device_id=${storage.device_id}`)
    ).body.access_codes.filter((c: { name: string }) => c.name === 'Maintenance');
    const id = maintenance.access_code_id as string;
    expect(maintenance.status).toBe('set');
    const updated = await http.post('/access_codes/update', {
      access_code_id: id,
      code: '4322',
      sync: true,
    });
    expect(updated.body.action_attempt).toMatchObject({
      action_type: 'UPDATE_ACCESS_CODE',
      status: 'pending',
    });
    const waiting = await get(id);
    expect(waiting).toMatchObject({ status: 'setting', code: '4322' });
    expect(warningCodes(waiting)).toEqual(['delay_in_setting_on_device']);
    // The seed recorded the code's creation; the update adds the change and the delay.
    expect((await eventTypes(id)).filter((t) => t !== 'access_code.created')).toEqual([
      'access_code.changed',
      'access_code.delay_in_setting_on_device',
    ]);

    await whileOnline(storage.device_id, async () => {
      await settle(http, updated.body.action_attempt.action_attempt_id);
      expect(await get(id)).toMatchObject({ status: 'set', warnings: [] });
    });
  });
});

describe('attempt_for_offline_device: false', () => {
  it('refuses a create on an offline lock with device_offline, storing nothing', async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const before = (await http.get('/access_codes/list', `device_id=${storage.device_id}`)).body
      .access_codes.length;
    const refused = await http.post('/access_codes/create', {
      device_id: storage.device_id,
      name: 'Not now',
      attempt_for_offline_device: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe('device_offline');
    expect(refused.body.error.message).toMatch(/^Device is offline/);
    const after = (await http.get('/access_codes/list', `device_id=${storage.device_id}`)).body
      .access_codes.length;
    expect(after).toBe(before);
  });

  it('refuses an update on an offline lock, leaving the code as it was', async () => {
    const garage = await deviceNamed(http, 'Garage');
    const [opener] = (
      await http.get('/access_codes/list', `device_id=${garage.device_id}`)
    ).body.access_codes.filter((c: { name: string }) => c.name === 'Garage Opener');
    const refused = await http.post('/access_codes/update', {
      access_code_id: opener.access_code_id,
      name: 'Renamed while offline',
      attempt_for_offline_device: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe('device_offline');
    expect(await get(opener.access_code_id)).toMatchObject({
      name: 'Garage Opener',
      status: opener.status,
    });
    expect(await eventTypes(opener.access_code_id)).not.toContain('access_code.changed');
  });

  it('refuses create_multiple when one of its locks is offline, storing no code', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const storage = await deviceNamed(http, 'Storage Room');
    const refused = await http.post('/access_codes/create_multiple', {
      device_ids: [front.device_id, storage.device_id],
      name: 'Both or neither',
      attempt_for_offline_device: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe('device_offline');
    const names = (await http.get('/access_codes/list', `device_id=${front.device_id}`)).body
      .access_codes as { name: string }[];
    expect(names.map((c) => c.name)).not.toContain('Both or neither');
  });

  it('refuses a common_code_key PIN change when a lock of another code sharing the key is offline', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const storage = await deviceNamed(http, 'Storage Room');
    const shared = { common_code_key: 'shared-offline-key', code: '5173' };
    const named = await http.post('/access_codes/create', {
      device_id: front.device_id,
      name: 'Shared, online lock',
      ...shared,
      sync: true,
    });
    // Stored on the offline lock, waiting for it.
    const other = await http.post('/access_codes/create', {
      device_id: storage.device_id,
      name: 'Shared, offline lock',
      ...shared,
    });
    const ids = [named.body.access_code.access_code_id, other.body.access_code.access_code_id];
    const refused = await http.post('/access_codes/update', {
      access_code_id: ids[0],
      code: '5174',
      attempt_for_offline_device: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe('device_offline');
    for (const id of ids) {
      expect((await get(id)).code).toBe('5173');
      expect(await eventTypes(id)).not.toContain('access_code.changed');
    }
    expect((await get(ids[0])).status).toBe('set');
  });

  it('still creates on an online lock, and an offline access code on an offline one', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const online = await http.post('/access_codes/create', {
      device_id: front.device_id,
      name: 'Online, not attempted offline',
      attempt_for_offline_device: false,
      sync: true,
    });
    expect(online.status).toBe(200);
    expect(online.body.action_attempt.status).toBe('success');
    expect(online.body.access_code.status).toBe('set');
    const storage = await deviceNamed(http, 'Storage Room');
    const offlineCode = await http.post('/access_codes/create', {
      device_id: storage.device_id,
      name: 'Algorithmic',
      is_offline_access_code: true,
      starts_at: hours(2),
      ends_at: hours(26),
      attempt_for_offline_device: false,
    });
    expect(offlineCode.status).toBe(200);
  });
});
