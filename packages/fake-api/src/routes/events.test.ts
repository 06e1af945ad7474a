import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../state/events.js';
import { deviceNamed, settle, useFakeApi } from '../test-utils/client.js';

const { http } = useFakeApi();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
// The provider lists events only from a `since` (or within a `between`).
const EPOCH = '1970-01-01T00:00:00Z';
const SINCE = `since=${EPOCH}`;

describe('/events/get', () => {
  it('looks up the latest event of a type on a device, by GET and by POST', async () => {
    const office = await deviceNamed(http, 'Office');
    await http.post('/locks/lock_door', { device_id: office.device_id, sync: true });
    await http.post('/locks/lock_door', { device_id: office.device_id, sync: true });
    const listed = (
      await http.get(
        '/events/list',
        `${SINCE}&device_id=${office.device_id}&event_type=lock.locked`,
      )
    ).body.events;
    const latest = listed[0];
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const byGet = await http.get(
      '/events/get',
      `device_id=${office.device_id}&event_type=lock.locked`,
    );
    expect(byGet.status).toBe(200);
    expect(byGet.body).toEqual({ ok: true, event: latest });
    const byPost = await http.post('/events/get', {
      device_id: office.device_id,
      event_type: 'lock.locked',
    });
    expect(byPost.body.event).toEqual(latest);
    // The id lookup still answers the same event.
    expect((await http.get('/events/get', `event_id=${latest.event_id}`)).body.event).toEqual(
      latest,
    );
  });

  it('answers 200 with a message and no event when nothing matches, as the contract does', async () => {
    const thermostat = await deviceNamed(http, 'Living Room Thermostat');
    const office = await deviceNamed(http, 'Office');
    const anEvent = (await http.get('/events/list', `${SINCE}&device_id=${office.device_id}`)).body
      .events[0];
    const misses = [
      await http.get('/events/get', `device_id=${thermostat.device_id}&event_type=lock.locked`),
      await http.get('/events/get', `device_id=${UNKNOWN}&event_type=device.connected`),
      await http.get('/events/get', `event_id=${UNKNOWN}`),
      // An id with a device it does not belong to matches nothing either.
      await http.post('/events/get', {
        event_id: anEvent.event_id,
        device_id: thermostat.device_id,
      }),
    ];
    for (const reply of misses) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ ok: true, message: 'No event found' });
    }
  });

  it('refuses a lookup that is neither an event_id nor a device_id with an event_type', async () => {
    const office = await deviceNamed(http, 'Office');
    const none = await http.get('/events/get');
    expect(none.status).toBe(400);
    expect(none.body.error.type).toBe('invalid_input');
    expect(none.body.error.validation_errors._errors).toEqual([
      'Expected event_id, or device_id and event_type',
    ]);
    const deviceOnly = await http.get('/events/get', `device_id=${office.device_id}`);
    expect(deviceOnly.status).toBe(400);
    expect(deviceOnly.body.error.validation_errors.event_type._errors).toEqual([
      'Required with device_id',
    ]);
    const typeOnly = await http.post('/events/get', { event_type: 'lock.locked' });
    expect(typeOnly.status).toBe(400);
    expect(typeOnly.body.error.validation_errors.device_id._errors).toEqual([
      'Required with event_type',
    ]);
  });
});

describe('lock events', () => {
  it('name the action attempt that locked or unlocked the door, by sync and by async call', async () => {
    const office = await deviceNamed(http, 'Office');
    for (const [path, type, sync] of [
      ['/locks/unlock_door', 'lock.unlocked', true],
      ['/locks/lock_door', 'lock.locked', false],
    ] as const) {
      const started = await http.post(path, { device_id: office.device_id, sync });
      const attemptId = started.body.action_attempt.action_attempt_id as string;
      const settled = await settle(http, attemptId);
      expect(settled.body.action_attempt.status, path).toBe('success');
      const events = (
        await http.post('/events/list', {
          since: EPOCH,
          device_id: office.device_id,
          event_type: type,
        })
      ).body.events;
      expect(
        events.filter((e: { action_attempt_id?: string }) => e.action_attempt_id === attemptId),
        path,
      ).toHaveLength(1);
    }
  });
});

describe('events of a connected account', () => {
  it('include its devices’ access code events, seeded and new, as the provider’s do', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const account = door.connected_account_id as string;
    const created = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Account events',
      code: '73951',
      sync: true,
    });
    const codeId = created.body.access_code.access_code_id as string;
    await http.post('/access_codes/delete', { access_code_id: codeId, sync: true });
    const ofCode = (
      await http.post('/events/list', {
        since: EPOCH,
        connected_account_id: account,
        access_code_id: codeId,
      })
    ).body.events;
    expect(ofCode.map((e: { event_type: string }) => e.event_type).sort()).toEqual([
      'access_code.created',
      'access_code.deleted',
      'access_code.removed_from_device',
      'access_code.set_on_device',
    ]);
    // Every event about a device names the device's account, seeded history included.
    const devices = new Map<string, string>(
      (await http.get('/devices/list')).body.devices.map(
        (d: { device_id: string; connected_account_id: string }) => [
          d.device_id,
          d.connected_account_id,
        ],
      ),
    );
    const all = (await http.post('/events/list', { since: EPOCH, limit: 10_000 })).body.events;
    const aboutDevices = all.filter(
      (e: { device_id?: string }) => e.device_id !== undefined && devices.has(e.device_id),
    );
    expect(aboutDevices.some((e: { access_code_id?: string }) => e.access_code_id)).toBe(true);
    for (const event of aboutDevices)
      expect(event.connected_account_id, event.event_type).toBe(devices.get(event.device_id));
  });
});

describe('/events/list filters', () => {
  it('lists newest first, and `limit` keeps the newest', async () => {
    const office = await deviceNamed(http, 'Office');
    for (const action of ['lock_door', 'unlock_door', 'lock_door'])
      await http.post(`/locks/${action}`, { device_id: office.device_id, sync: true });
    const query = `${SINCE}&device_id=${office.device_id}&event_types=lock.locked&event_types=lock.unlocked`;
    const all = (await http.get('/events/list', query)).body.events;
    const times = all.map((e: { occurred_at: string }) => Date.parse(e.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = (await http.get('/events/list', `${query}&limit=2`)).body.events;
    expect(newest.map((e: { event_type: string }) => e.event_type)).toEqual([
      'lock.locked',
      'lock.unlocked',
    ]);
    expect(newest).toEqual(all.slice(0, 2));
  });

  it('keeps only events inside `between` and of `access_code_ids`', async () => {
    const all = (await http.post('/events/list', { since: EPOCH })).body.events;
    const outside = await http.post('/events/list', {
      between: ['2001-01-01T00:00:00Z', '2001-01-02T00:00:00Z'],
    });
    expect(outside.status).toBe(200);
    expect(outside.body.events).toEqual([]);
    const first = all[0];
    const at = Date.parse(first.occurred_at);
    const around = await http.post('/events/list', {
      between: [new Date(at - 1).toISOString(), new Date(at + 1).toISOString()],
    });
    expect(around.body.events.map((e: { event_id: string }) => e.event_id)).toContain(
      first.event_id,
    );
    const coded = all.find((e: { access_code_id?: string }) => e.access_code_id);
    const byCode = (
      await http.post('/events/list', { since: EPOCH, access_code_ids: [coded.access_code_id] })
    ).body.events;
    expect(byCode.length).toBeGreaterThan(0);
    expect(
      byCode.every((e: { access_code_id: string }) => e.access_code_id === coded.access_code_id),
    ).toBe(true);
  });

  it('refuses a list with neither `since` nor `between`, as the provider does', async () => {
    const message = 'Must specify either since or between';
    for (const reply of [
      await http.post('/events/list', {}),
      await http.post('/events/list', { device_ids: [UNKNOWN], limit: 5 }),
      await http.get('/events/list'),
      await http.get('/events/list', `device_id=${UNKNOWN}`),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        type: 'invalid_input',
        message,
        validation_errors: { _errors: [message] },
      });
    }
    const since = await http.get('/events/list', SINCE);
    expect(since.status).toBe(200);
    const between = await http.post('/events/list', {
      between: [EPOCH, '2100-01-01T00:00:00Z'],
    });
    expect(between.body.events).toEqual(since.body.events);
  });

  it('leaves out an event at a bound: `since` and `between` are exclusive, as on the provider', async () => {
    const office = await deviceNamed(http, 'Office');
    await http.post('/locks/lock_door', { device_id: office.device_id, sync: true });
    const [latest] = (
      await http.post('/events/list', { since: EPOCH, device_id: office.device_id, limit: 1 })
    ).body.events;
    const at = Date.parse(latest.occurred_at);
    const iso = (ms: number) => new Date(ms).toISOString();
    const ids = async (bounds: object) =>
      (await http.post('/events/list', { device_id: office.device_id, ...bounds })).body.events.map(
        (e: { event_id: string }) => e.event_id,
      );
    // An incremental reader asking for what came after the last event it saw gets nothing again.
    expect(await ids({ since: latest.occurred_at })).not.toContain(latest.event_id);
    expect(await ids({ between: [latest.occurred_at, iso(at + 60_000)] })).not.toContain(
      latest.event_id,
    );
    expect(await ids({ between: [EPOCH, latest.occurred_at] })).not.toContain(latest.event_id);
    expect(await ids({ since: iso(at - 1) })).toContain(latest.event_id);
    expect(await ids({ between: [iso(at - 1), iso(at + 1)] })).toContain(latest.event_id);
  });

  it('refuses `since` and `between` together, as the provider does', async () => {
    const message = 'Cannot specify both since and between';
    const between = [EPOCH, '2100-01-01T00:00:00Z'];
    for (const reply of [
      await http.post('/events/list', { since: EPOCH, between }),
      await http.get('/events/list', `${SINCE}&between=${between[0]}&between=${between[1]}`),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        type: 'invalid_input',
        message,
        validation_errors: { _errors: [message] },
      });
    }
  });

  it('refuses a `between` that is not two date-times', async () => {
    for (const between of [['2001-01-01T00:00:00Z'], ['2001-01-01T00:00:00Z', 'May 2, 2001']]) {
      const reply = await http.post('/events/list', { between });
      expect(reply.status, JSON.stringify(between)).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
      expect(reply.body.error.validation_errors).toHaveProperty('between');
    }
  });
});

describe('event types', () => {
  const contract = JSON.parse(
    readFileSync(new URL('../../../../contracts/device-api-openapi.json', import.meta.url), 'utf8'),
  );
  const contractTypes: string[] =
    contract.paths['/events/list'].post.requestBody.content['application/json'].schema.properties
      .event_type.enum;

  it("every event type the fake can record is one of the contract's", () => {
    expect(contractTypes.length).toBeGreaterThan(0);
    expect(EVENT_TYPES.filter((type) => !contractTypes.includes(type))).toEqual([]);
  });

  it('thermostat changes record no event outside the contract, so every listed type can be filtered for', async () => {
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const id = living.device_id;
    const writes = [
      ['/thermostats/heat', { device_id: id, heating_set_point_fahrenheit: 70, sync: true }],
      ['/thermostats/set_fan_mode', { device_id: id, fan_mode_setting: 'on', sync: true }],
      [
        '/thermostats/update',
        { device_id: id, default_climate_setting: { hvac_mode_setting: 'off' } },
      ],
    ] as const;
    for (const [path, body] of writes) expect((await http.post(path, body)).status, path).toBe(200);
    const events = (await http.post('/events/list', { since: EPOCH, device_id: id, limit: 10_000 }))
      .body.events;
    const types = [...new Set(events.map((e: { event_type: string }) => e.event_type))];
    expect(types.length).toBeGreaterThan(0);
    expect(types.filter((type) => !contractTypes.includes(type as string))).toEqual([]);
    for (const type of types) {
      const filtered = await http.post('/events/list', {
        since: EPOCH,
        device_id: id,
        event_type: type,
      });
      expect(filtered.status, String(type)).toBe(200);
    }
  });
});
