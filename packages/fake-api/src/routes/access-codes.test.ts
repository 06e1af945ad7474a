import { describe, expect, it } from 'vitest';
import { client, deviceNamed, settle, useFakeApi } from '../test-utils/client.js';

const { api, http } = useFakeApi();
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('access codes', () => {
  it('creates, reads, updates and deletes a code', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const created = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Dog Sitter',
      code: '60606',
    });
    expect(created.status).toBe(200);
    const id = created.body.access_code.access_code_id;
    expect(created.body.access_code).toMatchObject({
      type: 'ongoing',
      status: 'setting',
      name: 'Dog Sitter',
    });
    expect(
      (await settle(http, created.body.action_attempt.action_attempt_id)).body.action_attempt
        .status,
    ).toBe('success');
    expect(
      (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code.status,
    ).toBe('set');
    const listed = (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body
      .access_codes;
    expect(listed.at(-1).access_code_id).toBe(id);

    const updated = await http.post('/access_codes/update', {
      access_code_id: id,
      device_id: door.device_id,
      name: 'Dog Sitter (weekends)',
      type: 'time_bound',
      starts_at: hours(1),
      ends_at: hours(49),
    });
    expect(updated.body.action_attempt.action_type).toBe('UPDATE_ACCESS_CODE');
    const after = (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code;
    expect(after).toMatchObject({
      name: 'Dog Sitter (weekends)',
      type: 'time_bound',
      code: '60606',
    });

    const back = await http.post('/access_codes/update', { access_code_id: id, type: 'ongoing' });
    expect(back.status).toBe(200);
    expect(
      (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code.starts_at,
    ).toBeUndefined();

    const deleted = (await http.post('/access_codes/delete', { access_code_id: id })).body
      .action_attempt;
    expect(deleted.action_type).toBe('DELETE_ACCESS_CODE');
    await settle(http, deleted.action_attempt_id);
    const gone = await http.get('/access_codes/get', `access_code_id=${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.type).toBe('access_code_not_found');
  });

  it('validates name, code length, digits and the time window per property', async () => {
    const back = await deviceNamed(http, 'Back Door');
    const reply = await http.post('/access_codes/create', {
      device_id: back.device_id,
      name: 'x'.repeat(61),
      code: '12345',
      starts_at: hours(5),
      ends_at: hours(1),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.type).toBe('invalid_input');
    expect(reply.body.error.validation_errors).toMatchObject({
      name: { _errors: ['Name must be 60 characters or fewer'] },
      code: { _errors: ['Code length must be one of the following: 4'] },
      ends_at: { _errors: ['ends_at must be later than starts_at'] },
    });
    const missing = await http.post('/access_codes/create', {
      device_id: back.device_id,
      name: '   ',
      code: '12a4',
    });
    expect(missing.body.error.validation_errors.name._errors).toEqual(['Name is required']);
    expect(missing.body.error.validation_errors.code._errors).toEqual([
      'Code must contain digits only',
    ]);
    const badDate = await http.post('/access_codes/create', {
      device_id: back.device_id,
      name: 'A',
      code: '4455',
      starts_at: 'soon',
      ends_at: hours(2),
    });
    expect(badDate.body.error.validation_errors.starts_at._errors).toEqual(['Invalid datetime']);
    const half = await http.post('/access_codes/create', {
      device_id: back.device_id,
      name: 'A',
      code: '4456',
      starts_at: hours(1),
    });
    expect(half.body.error.validation_errors.ends_at._errors[0]).toMatch(/Required/);
  });

  it('rejects an update that breaks the rules and leaves the code untouched', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const [code] = (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body
      .access_codes;
    const reply = await http.post('/access_codes/update', {
      access_code_id: code.access_code_id,
      name: '',
      code: '123456789',
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error.validation_errors)).toEqual(
      expect.arrayContaining(['name', 'code']),
    );
    expect(
      (await http.get('/access_codes/get', `access_code_id=${code.access_code_id}`)).body
        .access_code,
    ).toEqual(code);
  });

  it('only lets offline codes change their name', async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const codes = (await http.get('/access_codes/list', `device_id=${storage.device_id}`)).body
      .access_codes;
    const offline = codes.find(
      (c: { is_offline_access_code: boolean }) => c.is_offline_access_code,
    );
    const blocked = await http.post('/access_codes/update', {
      access_code_id: offline.access_code_id,
      code: '9999',
    });
    expect(blocked.status).toBe(400);
    expect(
      (
        await http.post('/access_codes/update', {
          access_code_id: offline.access_code_id,
          name: 'Renamed offline',
        })
      ).status,
    ).toBe(200);
  });

  it('generates codes that fit the device', async () => {
    for (const name of ['Back Door', 'Guest Suite', 'Office']) {
      const device = await deviceNamed(http, name);
      const reply = await http.post('/access_codes/generate_code', { device_id: device.device_id });
      expect(reply.body.generated_code.device_id).toBe(device.device_id);
      expect(device.properties.supported_code_lengths).toContain(
        reply.body.generated_code.code.length,
      );
      expect(reply.body.generated_code.code).toMatch(/^\d+$/);
    }
  });

  it('answers 404 for unknown devices and 400 for devices without access codes', async () => {
    const unknown = await http.post('/access_codes/create', {
      device_id: '00000000-0000-4000-8000-000000000000',
      name: 'A',
      code: '1111',
    });
    expect(unknown.body.error.type).toBe('device_not_found');
    const thermostat = await deviceNamed(http, 'Living Room Thermostat');
    expect(
      (
        await http.post('/access_codes/create', {
          device_id: thermostat.device_id,
          name: 'A',
          code: '1111',
        })
      ).status,
    ).toBe(400);
  });

  it('never loses an update under concurrent creates and updates', async () => {
    const gate = await deviceNamed(http, 'Pool Gate');
    const before = (await http.get('/access_codes/list', `device_id=${gate.device_id}`)).body
      .access_codes.length;
    const creates = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        http.post('/access_codes/create', {
          device_id: gate.device_id,
          name: `Guest ${i}`,
          code: String(70000 + i),
        }),
      ),
    );
    expect(creates.every((r) => r.status === 200)).toBe(true);
    const ids = creates.map((r) => r.body.access_code.access_code_id);
    await Promise.all(
      ids.map((id, i) =>
        http.post('/access_codes/update', { access_code_id: id, name: `Updated ${i}` }),
      ),
    );
    const after = (await http.get('/access_codes/list', `device_id=${gate.device_id}`)).body
      .access_codes;
    expect(after).toHaveLength(before + 40);
    const names = new Set(after.map((c: { name: string }) => c.name));
    for (let i = 0; i < 40; i++) expect(names.has(`Updated ${i}`)).toBe(true);
    // The same PIN twice at once: exactly one wins.
    const clash = await Promise.all(
      [1, 2].map(() =>
        http.post('/access_codes/create', {
          device_id: gate.device_id,
          name: 'Twin',
          code: '80808',
        }),
      ),
    );
    expect(clash.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('/access_codes/update of the code’s flags', () => {
  it('changes is_one_time_use, the backup pool and external modification, each only when sent', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const created = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Flags updated',
      sync: true,
    });
    const id = created.body.access_code.access_code_id as string;
    const flags = async () => {
      const { access_code } = (await http.get('/access_codes/get', `access_code_id=${id}`)).body;
      return {
        is_one_time_use: access_code.is_one_time_use,
        is_backup_access_code_available: access_code.is_backup_access_code_available,
        is_external_modification_allowed: access_code.is_external_modification_allowed,
      };
    };
    const updated = await http.post('/access_codes/update', {
      access_code_id: id,
      is_one_time_use: true,
      use_backup_access_code_pool: true,
      allow_external_modification: true,
      sync: true,
    });
    expect(updated.status).toBe(200);
    expect(await flags()).toEqual({
      is_one_time_use: true,
      is_backup_access_code_available: true,
      is_external_modification_allowed: true,
    });
    await http.post('/access_codes/update', {
      access_code_id: id,
      is_external_modification_allowed: false,
      sync: true,
    });
    expect(await flags()).toEqual({
      is_one_time_use: true,
      is_backup_access_code_available: true,
      is_external_modification_allowed: false,
    });
    await http.post('/access_codes/update', { access_code_id: id, name: 'Renamed', sync: true });
    expect((await flags()).is_one_time_use).toBe(true);
  });

  it('keeps an offline code’s is_one_time_use, which the lock computes its PIN from', async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const offline = (
      await http.get('/access_codes/list', `device_id=${storage.device_id}`)
    ).body.access_codes.find((c: { is_offline_access_code: boolean }) => c.is_offline_access_code);
    const reply = await http.post('/access_codes/update', {
      access_code_id: offline.access_code_id,
      is_one_time_use: !offline.is_one_time_use,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.validation_errors.is_one_time_use._errors).toEqual([
      'Only the name of an offline access code can be changed',
    ]);
    const after = await http.get('/access_codes/get', `access_code_id=${offline.access_code_id}`);
    expect(after.body.access_code.is_one_time_use).toBe(offline.is_one_time_use);
  });
});

describe('/access_codes/list', () => {
  it('refuses a list that names no device, codes or user, as the provider does', async () => {
    for (const reply of [
      await http.get('/access_codes/list'),
      await http.post('/access_codes/list', {}),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
      expect(reply.body.error.validation_errors._errors).toEqual([
        'Specify either device_id or access_code_ids',
      ]);
    }
  });

  it('lists by device_id, access_code_ids or user_identifier_key', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const byDevice = await http.get('/access_codes/list', `device_id=${door.device_id}`);
    expect(byDevice.status).toBe(200);
    const [first] = byDevice.body.access_codes;
    const byIds = await http.post('/access_codes/list', {
      access_code_ids: [first.access_code_id],
    });
    expect(
      byIds.body.access_codes.map((c: { access_code_id: string }) => c.access_code_id),
    ).toEqual([first.access_code_id]);
    const byUser = await http.post('/access_codes/list', { user_identifier_key: 'no-such-user' });
    expect(byUser.status).toBe(200);
    expect(byUser.body.access_codes).toEqual([]);
  });
});

describe('codes created without a name', () => {
  it('are made with a null name, as the contract’s optional name and nullable field allow', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const back = await deviceNamed(http, 'Back Door');
    const single = await http.post('/access_codes/create', { device_id: front.device_id });
    expect(single.status).toBe(200);
    expect(single.body.access_code.name).toBeNull();
    const id = single.body.access_code.access_code_id as string;
    expect(
      (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code.name,
    ).toBeNull();
    const several = await http.post('/access_codes/create_multiple', {
      device_ids: [front.device_id, back.device_id],
    });
    expect(several.status).toBe(200);
    expect(several.body.access_codes.map((c: { name: unknown }) => c.name)).toEqual([null, null]);
    // A name given blank is still refused: it says the caller meant to name the code.
    const blank = await http.post('/access_codes/create', { device_id: front.device_id, name: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.validation_errors.name._errors).toEqual(['Name is required']);
  });
});

describe('/access_codes/delete with a device_id', () => {
  it('deletes only when the code is on that device, as the provider looks it up by both', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const back = await deviceNamed(http, 'Back Door');
    const created = await http.post('/access_codes/create', {
      device_id: front.device_id,
      name: 'Wrong device delete',
      sync: true,
    });
    const id = created.body.access_code.access_code_id as string;
    const wrong = await http.post('/access_codes/delete', {
      access_code_id: id,
      device_id: back.device_id,
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.type).toBe('access_code_not_found');
    expect((await http.get('/access_codes/get', `access_code_id=${id}`)).status).toBe(200);
    const events = (
      await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })
    ).body.events;
    expect(events.map((e: { event_type: string }) => e.event_type)).not.toContain(
      'access_code.deleted',
    );
    const right = await http.post('/access_codes/delete', {
      access_code_id: id,
      device_id: front.device_id,
      sync: true,
    });
    expect(right.status).toBe(200);
    expect((await http.get('/access_codes/get', `access_code_id=${id}`)).status).toBe(404);
  });
});

describe('/access_codes/delete as the provider does it', () => {
  const fault = (body: Record<string, unknown>) =>
    fetch(`${api().url}/_fake/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // The file's 20 ms attempts can finish before the next request on a loaded machine: a test that
  // reads the code while its removal is pending runs with attempts slow enough to be seen pending.
  const withSlowAttempts = async (test: () => Promise<void>) => {
    const config = (ms: number) =>
      fetch(`${api().url}/_fake/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action_attempt_delay_ms: ms }),
      });
    await config(1500);
    try {
      await test();
    } finally {
      await config(20);
    }
  };
  const create = async (name: string) => {
    const door = await deviceNamed(http, 'Front Door');
    const created = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name,
      sync: true,
    });
    return { door, id: created.body.access_code.access_code_id as string };
  };
  const get = (id: string) => http.get('/access_codes/get', `access_code_id=${id}`);
  const deletedEvents = async (id: string) =>
    (
      await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })
    ).body.events.filter((e: { event_type: string }) => e.event_type === 'access_code.deleted')
      .length;

  // The removal's events (the create's left out), sorted by name: a sync delete records both in
  // one millisecond, so their time cannot order them.
  const eventTypes = async (id: string) =>
    (
      (await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })).body
        .events as {
        event_type: string;
      }[]
    )
      .map((e) => e.event_type)
      .filter((type) => type === 'access_code.deleted' || type.includes('remov'))
      .sort();

  it("keeps the code listed as 'removing' until its attempt succeeds, then it is gone", () =>
    withSlowAttempts(async () => {
      const { door, id } = await create('Removing then gone');
      const reply = await http.post('/access_codes/delete', { access_code_id: id });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        ok: true,
        action_attempt: { action_type: 'DELETE_ACCESS_CODE', status: 'pending' },
      });
      expect((await get(id)).body.access_code.status).toBe('removing');
      const listed = (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body
        .access_codes;
      expect(listed.find((c: { access_code_id: string }) => c.access_code_id === id)?.status).toBe(
        'removing',
      );
      expect(await deletedEvents(id)).toBe(1);
      const done = await settle(http, reply.body.action_attempt.action_attempt_id);
      expect(done.body.action_attempt).toMatchObject({ status: 'success', result: {} });
      expect((await get(id)).status).toBe(404);
      const after = (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body
        .access_codes;
      expect(after.map((c: { access_code_id: string }) => c.access_code_id)).not.toContain(id);
    }));

  it('records access_code.deleted when asked and access_code.removed_from_device once the lock confirms', () =>
    // Slow attempts: with the usual 20 ms, a loaded machine read the events after the lock had
    // already confirmed.
    withSlowAttempts(async () => {
      const { door, id } = await create('Removal events');
      const reply = await http.post('/access_codes/delete', { access_code_id: id });
      expect(await eventTypes(id)).toEqual(['access_code.deleted']);
      await settle(http, reply.body.action_attempt.action_attempt_id);
      expect(await eventTypes(id)).toEqual([
        'access_code.deleted',
        'access_code.removed_from_device',
      ]);
      const removed = (
        await http.post('/events/list', {
          since: '1970-01-01T00:00:00Z',
          access_code_id: id,
          event_type: 'access_code.removed_from_device',
        })
      ).body.events;
      expect(removed).toHaveLength(1);
      expect(removed[0]).toMatchObject({
        device_id: door.device_id,
        access_code_id: id,
        connected_account_id: door.connected_account_id,
      });
    }));

  it('records access_code.removed_from_device once for a sync delete, and once for two deletes', () =>
    withSlowAttempts(async () => {
      const { id: now } = await create('Removed at once');
      await http.post('/access_codes/delete', { access_code_id: now, sync: true });
      expect(await eventTypes(now)).toEqual([
        'access_code.deleted',
        'access_code.removed_from_device',
      ]);
      const { id: twice } = await create('Removed twice');
      const first = await http.post('/access_codes/delete', { access_code_id: twice });
      const second = await http.post('/access_codes/delete', { access_code_id: twice });
      await settle(http, first.body.action_attempt.action_attempt_id);
      await settle(http, second.body.action_attempt.action_attempt_id);
      expect(await eventTypes(twice)).toEqual([
        'access_code.deleted',
        'access_code.removed_from_device',
      ]);
    }));

  it('records access_code.failed_to_remove_from_device once, and no removal, when the lock fails to remove the code', async () => {
    const { door, id } = await create('Removal fails');
    await fault({ path: '/access_codes/delete', kind: 'action_error' });
    const reply = await http.post('/access_codes/delete', { access_code_id: id });
    await settle(http, reply.body.action_attempt.action_attempt_id);
    expect(await eventTypes(id)).toEqual([
      'access_code.deleted',
      'access_code.failed_to_remove_from_device',
    ]);
    const failed = (
      await http.post('/events/list', {
        since: '1970-01-01T00:00:00Z',
        access_code_id: id,
        event_type: 'access_code.failed_to_remove_from_device',
      })
    ).body.events;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      device_id: door.device_id,
      access_code_id: id,
      connected_account_id: door.connected_account_id,
    });
    // The code is back as it was, so the views stop saying 'Being removed' and offer Delete again.
    expect((await get(id)).body.access_code.status).toBe('set');
  });

  it('records access_code.failed_to_remove_from_device for a sync delete that fails', async () => {
    const { id } = await create('Sync removal fails');
    await fault({ path: '/access_codes/delete', kind: 'action_error' });
    const reply = await http.post('/access_codes/delete', { access_code_id: id, sync: true });
    expect(reply.body.action_attempt.status).toBe('error');
    expect(await eventTypes(id)).toEqual([
      'access_code.deleted',
      'access_code.failed_to_remove_from_device',
    ]);
  });

  it('deletes at once with sync: true', async () => {
    const { id } = await create('Sync delete');
    const reply = await http.post('/access_codes/delete', { access_code_id: id, sync: true });
    expect(reply.body.action_attempt.status).toBe('success');
    expect((await get(id)).status).toBe(404);
  });

  it('answers a second delete of a removing code with another attempt, recording no second event', async () => {
    const { id } = await create('Deleted twice');
    await fault({ path: '/access_codes/delete', kind: 'action_never' });
    await http.post('/access_codes/delete', { access_code_id: id });
    const again = await http.post('/access_codes/delete', { access_code_id: id });
    expect(again.status).toBe(200);
    expect(again.body.action_attempt.action_type).toBe('DELETE_ACCESS_CODE');
    expect(await deletedEvents(id)).toBe(1);
    await settle(http, again.body.action_attempt.action_attempt_id);
    expect((await get(id)).status).toBe(404);
  });

  it('gives the code its status back when the lock fails to remove it', async () => {
    const { id } = await create('Delete fails on the lock');
    await fault({ path: '/access_codes/delete', kind: 'action_error' });
    const reply = await http.post('/access_codes/delete', { access_code_id: id });
    const done = await settle(http, reply.body.action_attempt.action_attempt_id);
    expect(done.body.action_attempt.status).toBe('error');
    expect((await get(id)).body.access_code.status).toBe('set');
  });

  it('refuses an update of a removing code and leaves it removing, unchanged', async () => {
    const { id } = await create('Updated while removing');
    await fault({ path: '/access_codes/delete', kind: 'action_never' });
    await http.post('/access_codes/delete', { access_code_id: id });
    const reply = await http.post('/access_codes/update', { access_code_id: id, name: 'Back' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.type).toBe('access_code_being_removed');
    expect((await get(id)).body.access_code).toMatchObject({
      status: 'removing',
      name: 'Updated while removing',
    });
  });

  it('refuses to pull a backup for a removing code, handing out no backup', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const created = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Backup while removing',
      starts_at: hours(1),
      ends_at: hours(5),
      use_backup_access_code_pool: true,
      sync: true,
    });
    const id = created.body.access_code.access_code_id as string;
    await fault({ path: '/access_codes/delete', kind: 'action_never' });
    await http.post('/access_codes/delete', { access_code_id: id });
    const listed = async () =>
      (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body.access_codes
        .length as number;
    const before = await listed();
    const reply = await http.post('/access_codes/pull_backup_access_code', { access_code_id: id });
    expect(reply.status).toBe(400);
    expect(reply.body.error.type).toBe('access_code_being_removed');
    expect(await listed()).toBe(before);
    const code = (await get(id)).body.access_code;
    expect(code.status).toBe('removing');
    expect(code.pulled_backup_access_code_id ?? null).toBeNull();
  });

  it('pulls a fresh backup once the backup pulled before is being removed', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const created = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Backup deleted',
      starts_at: hours(1),
      ends_at: hours(5),
      use_backup_access_code_pool: true,
      sync: true,
    });
    const id = created.body.access_code.access_code_id as string;
    const pull = () => http.post('/access_codes/pull_backup_access_code', { access_code_id: id });
    const first = (await pull()).body.backup_access_code;
    await fault({ path: '/access_codes/delete', kind: 'action_never' });
    await http.post('/access_codes/delete', { access_code_id: first.access_code_id });
    const again = await pull();
    expect(again.status).toBe(200);
    expect(again.body.backup_access_code.access_code_id).not.toBe(first.access_code_id);
    expect(again.body.backup_access_code).toMatchObject({ is_backup: true, status: 'unset' });
    // A retried pull answers that fresh backup, as before.
    expect((await pull()).body.backup_access_code.access_code_id).toBe(
      again.body.backup_access_code.access_code_id,
    );
  });

  it('leaves a removing code out of a new PIN given to its common_code_key', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const side = await deviceNamed(http, 'Side Gate');
    const make = async (device_id: string) =>
      (
        await http.post('/access_codes/create', {
          device_id,
          name: 'Shared while removing',
          code: '975312',
          common_code_key: 'removing-group',
          sync: true,
        })
      ).body.access_code.access_code_id as string;
    const kept = await make(front.device_id);
    const leaving = await make(side.device_id);
    await fault({ path: '/access_codes/delete', kind: 'action_never' });
    await http.post('/access_codes/delete', { access_code_id: leaving });
    const changed = await http.post('/access_codes/update', {
      access_code_id: kept,
      code: '531975',
    });
    expect(changed.status).toBe(200);
    expect((await get(leaving)).body.access_code).toMatchObject({
      status: 'removing',
      code: '975312',
    });
  });

  it("stays 'removing' when an earlier write's attempt settles during the delete", async () => {
    const { id } = await create('Renamed while removing');
    const renamed = await http.post('/access_codes/update', { access_code_id: id, name: 'R' });
    await fault({ path: '/access_codes/delete', kind: 'action_never' });
    await http.post('/access_codes/delete', { access_code_id: id });
    await settle(http, renamed.body.action_attempt.action_attempt_id);
    expect((await get(id)).body.access_code.status).toBe('removing');
  });
});

describe('create_multiple without a code', () => {
  const create = (names: string[], extra: Record<string, unknown> = {}) =>
    Promise.all(names.map((name) => deviceNamed(http, name))).then((devices) =>
      http.post('/access_codes/create_multiple', {
        device_ids: devices.map((d) => d.device_id),
        name: `Shared ${names.join(' ')}`,
        ...extra,
      }),
    );
  const codes = (reply: { body: { access_codes: { code: string }[] } }) =>
    reply.body.access_codes.map((c) => c.code);

  it('gives every device the same code, of a length they all take', async () => {
    const reply = await create(['Front Door', 'Back Door', 'Storage Room']);
    expect(reply.status).toBe(200);
    const [first, ...rest] = codes(reply);
    expect(first).toMatch(/^\d{4}$/);
    expect(rest).toEqual([first, first]);
  });

  it('uses preferred_code_length when every device takes it', async () => {
    const six = await create(['Front Door', 'Storage Room'], { preferred_code_length: 6 });
    expect(new Set(codes(six)).size).toBe(1);
    expect(codes(six)[0]).toHaveLength(6);
    // Back Door takes only 4 digits: the shortest shared length instead.
    const four = await create(['Front Door', 'Back Door'], { preferred_code_length: 6 });
    expect(codes(four)[0]).toHaveLength(4);
  });

  it('refuses devices that share no length unless asked for random codes', async () => {
    const back = await deviceNamed(http, 'Back Door');
    const mailroom = await deviceNamed(http, 'Mailroom');
    const onBoth = async () =>
      (await http.get('/access_codes/list', `device_id=${back.device_id}`)).body.access_codes
        .length +
      (await http.get('/access_codes/list', `device_id=${mailroom.device_id}`)).body.access_codes
        .length;
    const before = await onBoth();
    const refused = await create(['Back Door', 'Mailroom']);
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe('invalid_input');
    expect(refused.body.error.validation_errors.device_ids._errors).toHaveLength(1);
    expect(await onBoth()).toBe(before);
    const random = await create(['Back Door', 'Mailroom'], {
      behavior_when_code_cannot_be_shared: 'create_random_code',
    });
    expect(random.status).toBe(200);
    expect(codes(random).map((c) => c.length)).toEqual([4, 6]);
  });
});

describe('common_code_key on create', () => {
  it('gives codes created with the same key the same code', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const garage = await deviceNamed(http, 'Garage');
    const pool = await deviceNamed(http, 'Pool Gate');
    const key = 'guest-42';
    const first = await http.post('/access_codes/create', {
      device_id: front.device_id,
      name: 'Guest 42',
      common_code_key: key,
    });
    expect(first.status).toBe(200);
    const shared = first.body.access_code.code;
    const second = await http.post('/access_codes/create', {
      device_id: garage.device_id,
      name: 'Guest 42',
      common_code_key: key,
    });
    expect(second.status).toBe(200);
    expect(second.body.access_code.code).toBe(shared);
    expect(second.body.access_code.common_code_key).toBe(key);
    const other = shared === '97531' ? '86420' : '97531';
    const clash = await http.post('/access_codes/create', {
      device_id: pool.device_id,
      name: 'Guest 42',
      code: other,
      common_code_key: key,
    });
    expect(clash.status).toBe(400);
    expect(clash.body.error.validation_errors.code._errors).toHaveLength(1);
    // The first code's PIN is not the caller's to learn from an error.
    expect(clash.body.error.message).not.toContain(shared);
    expect(JSON.stringify(clash.body.error.validation_errors)).not.toContain(shared);
  });
});

describe('common_code_key on update', () => {
  it('gives every code with the key the new code, or changes none of them', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const side = await deviceNamed(http, 'Side Gate');
    const key = 'family-7';
    const create = (device_id: string) =>
      http.post('/access_codes/create', {
        device_id,
        name: 'Family',
        code: '246813',
        common_code_key: key,
      });
    const mine = (await create(front.device_id)).body.access_code;
    const theirs = (await create(side.device_id)).body.access_code;
    const codeOf = async (id: string) =>
      (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code.code;

    const changed = await http.post('/access_codes/update', {
      access_code_id: mine.access_code_id,
      code: '135792',
    });
    expect(changed.status).toBe(200);
    expect(await codeOf(mine.access_code_id)).toBe('135792');
    expect(await codeOf(theirs.access_code_id)).toBe('135792');

    await http.post('/access_codes/simulate/create_unmanaged_access_code', {
      device_id: side.device_id,
      name: 'Neighbour',
      code: '864213',
    });
    const clash = await http.post('/access_codes/update', {
      access_code_id: mine.access_code_id,
      code: '864213',
    });
    expect(clash.status).toBe(400);
    expect(clash.body.error.type).toBe('invalid_input');
    expect(clash.body.error.validation_errors.code._errors).toEqual([
      'A code sharing this common_code_key cannot take it: This code is already in use on the device',
    ]);
    expect(await codeOf(mine.access_code_id)).toBe('135792');
    expect(await codeOf(theirs.access_code_id)).toBe('135792');
  });
});

describe('common_code_key across what a client session can see', () => {
  it('a session’s new PIN reaches every code with the key, and its create joins the workspace’s group', async () => {
    const mine = await deviceNamed(http, 'Front Door');
    const theirs = await deviceNamed(http, 'Side Gate');
    expect(theirs.connected_account_id).not.toBe(mine.connected_account_id);
    const key = 'whole-workspace';
    const made = async (device_id: string) =>
      (
        await http.post('/access_codes/create', {
          device_id,
          name: 'Shared',
          code: '582914',
          common_code_key: key,
        })
      ).body.access_code;
    const ours = await made(mine.device_id);
    const hidden = await made(theirs.device_id);
    const token = (
      await http.post('/client_sessions/create', {
        user_identifier_key: 'sees-one-account',
        connected_account_ids: [mine.connected_account_id],
      })
    ).body.client_session.token as string;
    const session = client(api, () => token);
    expect(
      (await session.get('/access_codes/get', `access_code_id=${hidden.access_code_id}`)).status,
    ).toBe(404);

    const changed = await session.post('/access_codes/update', {
      access_code_id: ours.access_code_id,
      code: '739150',
    });
    expect(changed.status).toBe(200);
    const stored = async (id: string) => {
      for (let i = 0; i < 200; i++) {
        const code = (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code;
        if (code.status !== 'setting') return code;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`access code ${id} still setting`);
    };
    expect((await stored(ours.access_code_id)).code).toBe('739150');
    const other = await stored(hidden.access_code_id);
    expect(other.code).toBe('739150');
    expect(other.status).not.toBe('setting');

    // A code the session creates with a key held only by codes it cannot see joins that group.
    const elsewhereOnly = await http.post('/access_codes/create', {
      device_id: theirs.device_id,
      name: 'Cleaner',
      code: '418263',
      common_code_key: 'cleaner',
    });
    expect(elsewhereOnly.status).toBe(200);
    const joined = await session.post('/access_codes/create', {
      device_id: mine.device_id,
      name: 'Cleaner',
      common_code_key: 'cleaner',
    });
    expect(joined.status).toBe(200);
    expect(joined.body.access_code.code).toBe('418263');
  });
});

describe('offline access codes on create', () => {
  it('makes an offline code on a device that takes them, its window rounded as asked', async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const window = { starts_at: '2030-03-04T10:20:00Z', ends_at: '2030-03-06T15:05:00Z' };
    const hourly = await http.post('/access_codes/create', {
      device_id: storage.device_id,
      name: 'Offline hourly',
      use_offline_access_code: true,
      ...window,
    });
    expect(hourly.status).toBe(200);
    expect(hourly.body.access_code).toMatchObject({
      is_offline_access_code: true,
      type: 'time_bound',
      starts_at: '2030-03-04T10:00:00.000Z',
      ends_at: '2030-03-06T16:00:00.000Z',
    });
    const daily = await http.post('/access_codes/create', {
      device_id: storage.device_id,
      name: 'Offline daily',
      is_offline_access_code: true,
      max_time_rounding: '1day',
      ...window,
    });
    expect(daily.body.access_code).toMatchObject({
      is_offline_access_code: true,
      starts_at: '2030-03-04T00:00:00.000Z',
      ends_at: '2030-03-07T00:00:00.000Z',
    });
  });

  it('refuses an offline code on a device that cannot program one', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const reply = await http.post('/access_codes/create', {
      device_id: front.device_id,
      name: 'Offline',
      is_offline_access_code: true,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.type).toBe('device_not_supported');
    const names = (
      await http.get('/access_codes/list', `device_id=${front.device_id}`)
    ).body.access_codes.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Offline');
  });
});

describe('offline access codes on update', () => {
  it('ignores max_time_rounding on an ongoing offline code, which has no window to round', async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const ongoing = (
      await http.post('/access_codes/create', {
        device_id: storage.device_id,
        name: 'Offline ongoing',
        is_offline_access_code: true,
      })
    ).body.access_code;
    expect(ongoing).toMatchObject({ type: 'ongoing', is_offline_access_code: true });
    const renamed = await http.post('/access_codes/update', {
      access_code_id: ongoing.access_code_id,
      name: 'Offline ongoing 2',
      max_time_rounding: '1day',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const timed = await http.post('/access_codes/update', {
      access_code_id: ongoing.access_code_id,
      starts_at: '2031-07-01T00:00:00Z',
      ends_at: '2031-07-02T00:00:00Z',
    });
    expect(timed.status).toBe(400);
    expect(timed.body.error.validation_errors.starts_at._errors).toEqual([
      'Only the name of an offline access code can be changed',
    ]);
  });

  it('refuses turning a code online or offline in place, and leaves it as it was', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const online = (
      await http.post('/access_codes/create', { device_id: front.device_id, name: 'Stays online' })
    ).body.access_code;
    for (const key of ['is_offline_access_code', 'use_offline_access_code']) {
      const reply = await http.post('/access_codes/update', {
        access_code_id: online.access_code_id,
        [key]: true,
      });
      expect(reply.status, key).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
      expect(reply.body.error.validation_errors[key]._errors).toEqual([
        'An online access code cannot be made offline; create an offline code instead',
      ]);
    }
    // Naming what the code already is, or asking for native scheduling, changes nothing.
    const same = await http.post('/access_codes/update', {
      access_code_id: online.access_code_id,
      is_offline_access_code: false,
      prefer_native_scheduling: true,
    });
    expect(same.status).toBe(200);
    const after = await http.get('/access_codes/get', `access_code_id=${online.access_code_id}`);
    expect(after.body.access_code.is_offline_access_code).toBe(false);

    const storage = await deviceNamed(http, 'Storage Room');
    const window = { starts_at: '2031-05-06T10:20:00Z', ends_at: '2031-05-07T15:05:00Z' };
    const offline = (
      await http.post('/access_codes/create', {
        device_id: storage.device_id,
        name: 'Offline guest',
        is_offline_access_code: true,
        ...window,
      })
    ).body.access_code;
    const back = await http.post('/access_codes/update', {
      access_code_id: offline.access_code_id,
      use_offline_access_code: false,
    });
    expect(back.status).toBe(400);
    expect(back.body.error.validation_errors.use_offline_access_code._errors).toEqual([
      'An offline access code cannot be made online; create a new code instead',
    ]);
    const got = await http.get('/access_codes/get', `access_code_id=${offline.access_code_id}`);
    expect(got.body.access_code.is_offline_access_code).toBe(true);
  });

  it('takes an offline code’s window sent again as created, and refuses a rounding that moves it', async () => {
    const storage = await deviceNamed(http, 'Storage Room');
    const window = { starts_at: '2031-06-06T10:20:00Z', ends_at: '2031-06-07T15:05:00Z' };
    const offline = (
      await http.post('/access_codes/create', {
        device_id: storage.device_id,
        name: 'Offline edit',
        is_offline_access_code: true,
        ...window,
      })
    ).body.access_code;
    const rounded = { starts_at: offline.starts_at, ends_at: offline.ends_at };
    expect(rounded).toEqual({
      starts_at: '2031-06-06T10:00:00.000Z',
      ends_at: '2031-06-07T16:00:00.000Z',
    });
    const renamed = await http.post('/access_codes/update', {
      access_code_id: offline.access_code_id,
      name: 'Offline renamed',
      max_time_rounding: '1hour',
      ...window,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const daily = await http.post('/access_codes/update', {
      access_code_id: offline.access_code_id,
      max_time_rounding: '1day',
    });
    expect(daily.status).toBe(400);
    expect(daily.body.error.validation_errors.max_time_rounding._errors).toEqual([
      'Only the name of an offline access code can be changed',
    ]);
    const got = (await http.get('/access_codes/get', `access_code_id=${offline.access_code_id}`))
      .body.access_code;
    expect(got).toMatchObject({
      name: 'Offline renamed',
      is_offline_access_code: true,
      ...rounded,
    });
  });
});

describe('/access_codes/get with a device_id', () => {
  it('finds the code only on its own device, as the provider looks it up by both', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const back = await deviceNamed(http, 'Back Door');
    const created = await http.post('/access_codes/create', {
      device_id: front.device_id,
      name: 'Read on the wrong device',
      sync: true,
    });
    const id = created.body.access_code.access_code_id as string;
    const wrong = await http.get(
      '/access_codes/get',
      `access_code_id=${id}&device_id=${back.device_id}`,
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.type).toBe('access_code_not_found');
    const wrongPost = await http.post('/access_codes/get', {
      access_code_id: id,
      device_id: back.device_id,
    });
    expect(wrongPost.status).toBe(404);
    const right = await http.get(
      '/access_codes/get',
      `access_code_id=${id}&device_id=${front.device_id}`,
    );
    expect(right.body.access_code.access_code_id).toBe(id);
  });
});

describe('/access_codes/update with is_managed: false', () => {
  const fault = (body: Record<string, unknown>) =>
    fetch(`${api().url}/_fake/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const side = await deviceNamed(http, 'Side Gate');
    const created = await http.post('/access_codes/create', {
      device_id: side.device_id,
      name,
      sync: true,
      ...extra,
    });
    return { side, code: created.body.access_code, id: created.body.access_code.access_code_id };
  };
  const unmanagedIds = async (deviceId: string) =>
    (
      (await http.get('/access_codes/unmanaged/list', `device_id=${deviceId}`)).body
        .access_codes as { access_code_id: string }[]
    ).map((c) => c.access_code_id);

  it('turns the code into an unmanaged one, same id, PIN, name and timing', async () => {
    const { side, id, code } = await create('Leaves management', {
      starts_at: '2031-01-01T10:00:00Z',
      ends_at: '2031-01-02T10:00:00Z',
    });
    const reply = await http.post('/access_codes/update', {
      access_code_id: id,
      is_managed: false,
      is_external_modification_allowed: true,
      sync: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.action_attempt).toMatchObject({
      action_type: 'UPDATE_ACCESS_CODE',
      status: 'success',
    });
    expect((await http.get('/access_codes/get', `access_code_id=${id}`)).status).toBe(404);
    const listed = (await http.get('/access_codes/list', `device_id=${side.device_id}`)).body
      .access_codes as { access_code_id: string }[];
    expect(listed.map((c) => c.access_code_id)).not.toContain(id);
    const unmanaged = (await http.get('/access_codes/unmanaged/get', `access_code_id=${id}`)).body
      .access_code;
    expect(unmanaged).toMatchObject({
      access_code_id: id,
      device_id: side.device_id,
      code: code.code,
      name: 'Leaves management',
      type: 'time_bound',
      starts_at: code.starts_at,
      ends_at: code.ends_at,
      is_managed: false,
      status: 'set',
      is_external_modification_allowed: true,
    });
    const events = (
      await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })
    ).body.events as { event_type: string }[];
    expect(events.filter((e) => e.event_type === 'access_code.changed')).toHaveLength(1);
    // And back, as any unmanaged code.
    await http.post('/access_codes/unmanaged/convert_to_managed', { access_code_id: id });
    expect((await http.get('/access_codes/get', `access_code_id=${id}`)).status).toBe(200);
  });

  it('refuses other changes in the same call, leaving the code managed and unchanged', async () => {
    const { side, id } = await create('Stays managed');
    const reply = await http.post('/access_codes/update', {
      access_code_id: id,
      is_managed: false,
      name: 'Renamed on the way out',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.type).toBe('invalid_input');
    expect(reply.body.error.validation_errors.name._errors).toHaveLength(1);
    expect(
      (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code,
    ).toMatchObject({ name: 'Stays managed', is_managed: true });
    expect(await unmanagedIds(side.device_id)).not.toContain(id);
  });

  it('leaves the code managed when the update’s attempt fails', async () => {
    const { side, id } = await create('Failed to leave');
    await fault({ path: '/access_codes/update', kind: 'action_error' });
    const reply = await http.post('/access_codes/update', {
      access_code_id: id,
      is_managed: false,
      sync: true,
    });
    expect(reply.body.action_attempt.status).toBe('error');
    expect((await http.get('/access_codes/get', `access_code_id=${id}`)).status).toBe(200);
    expect(await unmanagedIds(side.device_id)).not.toContain(id);
  });
});
