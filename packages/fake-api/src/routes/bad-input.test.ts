import { describe, expect, it } from 'vitest';
import { deviceNamed, useFakeApi } from '../test-utils/client.js';

const { api, http } = useFakeApi();

describe('bad input', () => {
  it('treats Object.prototype names as unknown fields, not as schema entries', async () => {
    for (const body of ['{"constructor": 1}', '{"toString": "x"}', '{"__proto__": {"ok": 1}}']) {
      const reply = await http.post('/devices/list', body);
      expect(reply.status, body).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
      expect(reply.body.error.validation_errors._errors[0]).toMatch(/Unrecognized key/);
    }
    const query = await http.get('/devices/list', '__proto__=x');
    expect(query.status).toBe(400);
    expect(query.body.error.validation_errors._errors[0]).toContain("'__proto__'");
  });

  it('says a query number that is not a number was received as a string', async () => {
    const reply = await http.get('/devices/list', 'limit=abc');
    expect(reply.status).toBe(400);
    expect(reply.body.error.type).toBe('invalid_input');
    expect(reply.body.error.validation_errors.limit._errors).toEqual([
      'Expected number, received string',
    ]);
    expect((await http.get('/devices/list', 'limit=2')).body.devices).toHaveLength(2);
  });

  it('reads a lone empty array key (`device_ids=`) as the empty array the client means', async () => {
    const empty = await http.get('/devices/list', 'device_ids=');
    expect(empty.status).toBe(200);
    expect(empty.body.devices).toEqual([]);
    const posted = await http.post('/devices/list', { device_ids: [] });
    expect(posted.body.devices).toEqual(empty.body.devices);
    const codes = await http.get('/access_codes/list', 'access_code_ids=');
    expect(codes.status).toBe(200);
    expect(codes.body.access_codes).toEqual([]);
  });

  it('reports a bad value under a key named __proto__ without crashing', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const reply = await http.post(
      '/devices/update',
      `{"device_id": "${door.device_id}", "custom_metadata": {"__proto__": 5}}`,
    );
    expect(reply.status).toBe(400);
    // JSON.parse makes `__proto__` an own property, so read it as one.
    const own = Object.getOwnPropertyDescriptor(
      reply.body.error.validation_errors.custom_metadata,
      '__proto__',
    );
    expect(own?.value._errors).toHaveLength(1);
    expect(({} as Record<string, unknown>)._errors).toBeUndefined();
    expect((await http.get('/devices/get', `device_id=${door.device_id}`)).status).toBe(200);
  });

  it('answers wrong types everywhere with 400 and leaves state as it was', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const before = await http.get('/access_codes/list', `device_id=${door.device_id}`);
    const bodies: [string, unknown][] = [
      ['/access_codes/create', { device_id: door.device_id, name: 5, code: 1234 }],
      ['/access_codes/create', { device_id: [door.device_id], name: 'A' }],
      ['/access_codes/update', { access_code_id: 'not-a-uuid', name: 'A' }],
      ['/locks/lock_door', { device_id: door.device_id, sync: 'yes' }],
      ['/thermostats/heat', { device_id: door.device_id, heating_set_point_fahrenheit: '70' }],
      ['/devices/update', { device_id: door.device_id, name: { first: 'x' } }],
      ['/access_codes/create', { device_id: door.device_id, name: 'A', colour: 'red' }],
    ];
    for (const [path, body] of bodies) {
      const reply = await http.post(path, body);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.body).toMatchObject({ ok: false, error: { type: 'invalid_input' } });
      expect(reply.body.error.validation_errors).toHaveProperty('_errors');
    }
    const after = await http.get('/access_codes/list', `device_id=${door.device_id}`);
    expect(after.body).toEqual(before.body);
    expect((await http.get('/devices/get', `device_id=${door.device_id}`)).body.device).toEqual(
      door,
    );
  });

  it('enforces the contract’s string limits in the same validation shape', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const long = 'x'.repeat(501);
    const bodies: [string, Record<string, unknown>][] = [
      ['/devices/update', { device_id: door.device_id, custom_metadata: { note: long } }],
      [
        '/connected_accounts/update',
        { connected_account_id: door.connected_account_id, custom_metadata: { note: long } },
      ],
      ['/connect_webviews/create', { custom_metadata: { note: long } }],
    ];
    for (const [path, body] of bodies) {
      const reply = await http.post(path, body);
      expect(reply.status, path).toBe(400);
      expect(reply.body).toMatchObject({
        ok: false,
        error: {
          type: 'invalid_input',
          message:
            'Invalid input: custom_metadata.note: String must contain at most 500 character(s)',
          validation_errors: {
            _errors: [],
            custom_metadata: {
              _errors: [],
              note: { _errors: ['String must contain at most 500 character(s)'] },
            },
          },
        },
      });
    }
    const device = (await http.get('/devices/get', `device_id=${door.device_id}`)).body.device;
    expect(device.custom_metadata.note).toBeUndefined();
    expect(
      (await http.get('/connect_webviews/list')).body.connect_webviews ?? [],
    ).not.toContainEqual(expect.objectContaining({ custom_metadata: { note: long } }));
    const fits = await http.post('/devices/update', {
      device_id: door.device_id,
      custom_metadata: { note: 'x'.repeat(500) },
    });
    expect(fits.status).toBe(200);
  });

  it('refuses a webhook url that is not a url, and stores no webhook', async () => {
    const before = (await http.get('/webhooks/list')).body.webhooks.length;
    const reply = await http.post('/webhooks/create', { url: 'not a url' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.type).toBe('invalid_input');
    expect(reply.body.error.validation_errors.url._errors).toEqual(['Invalid url']);
    expect((await http.get('/webhooks/list')).body.webhooks).toHaveLength(before);
  });

  it('keeps serving after malformed bodies on every kind of route', async () => {
    const paths = [
      '/access_codes/create',
      '/locks/unlock_door',
      '/thermostats/update',
      '/internal/devicedb/v1/device_models/list',
      '/internal/tlmtry',
    ];
    for (const path of paths) {
      const reply = await http.post(path, '{"device_id": ');
      expect(reply.status, path).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
      expect(reply.headers.get('seam-request-id')).toBeTruthy();
    }
    const admin = await fetch(`${api().url}/_fake/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(admin.status).toBe(400);
    expect((await http.get('/devices/list')).status).toBe(200);
  });

  it('creates nothing when create_multiple fails on any device', async () => {
    const front = await deviceNamed(http, 'Front Door');
    const back = await deviceNamed(http, 'Back Door');
    const count = async () =>
      (await http.get('/access_codes/list', `device_id=${front.device_id}`)).body.access_codes
        .length +
      (await http.get('/access_codes/list', `device_id=${back.device_id}`)).body.access_codes
        .length;
    const before = await count();
    // 5 digits fit the Front Door but not the Back Door (4 only).
    const reply = await http.post('/access_codes/create_multiple', {
      device_ids: [front.device_id, back.device_id],
      name: 'Shared',
      code: '13579',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.validation_errors.code._errors[0]).toContain('4');
    expect(await count()).toBe(before);
    const twice = await http.post('/access_codes/create_multiple', {
      device_ids: [front.device_id, front.device_id],
      name: 'Once',
      code: '97531',
    });
    expect(twice.body.access_codes).toHaveLength(1);
    expect(await count()).toBe(before + 1);
  });

  it('never loses an update under concurrent writes to one device', async () => {
    const office = await deviceNamed(http, 'Office');
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        http.post('/devices/update', {
          device_id: office.device_id,
          custom_metadata: { [`key_${i}`]: `value_${i}` },
        }),
      ),
    );
    const device = (await http.get('/devices/get', `device_id=${office.device_id}`)).body.device;
    for (let i = 0; i < 30; i++) expect(device.custom_metadata[`key_${i}`]).toBe(`value_${i}`);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        http.post(i % 2 ? '/locks/unlock_door' : '/locks/lock_door', {
          device_id: office.device_id,
          sync: true,
        }),
      ),
    );
    const ids = new Set(attempts.map((r) => r.body.action_attempt.action_attempt_id));
    expect(ids.size).toBe(20);
    expect(attempts.every((r) => r.body.action_attempt.status === 'success')).toBe(true);
  });
});
