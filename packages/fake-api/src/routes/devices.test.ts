import { describe, expect, it } from 'vitest';
import { buildState } from '../seed/build-state.js';
import { SEED_KEYS } from '../seed/keys.js';
import type { Runtime } from '../state/runtime.js';
import type { ConnectWebview } from '../state/types.js';
import { deviceNamed, useFakeApi } from '../test-utils/client.js';
import { devicesListed } from './lookup.js';

const { http } = useFakeApi();

describe('device reads', () => {
  it('answers GET with repeated-key arrays (the contract form), and POST with a body', async () => {
    const all = (await http.get('/devices/list')).body.devices;
    const [a, b] = all;
    const repeated = await http.get(
      '/devices/list',
      `device_ids=${a.device_id}&device_ids=${b.device_id}`,
    );
    const posted = await http.post('/devices/list', { device_ids: [a.device_id, b.device_id] });
    for (const reply of [repeated, posted]) {
      expect(reply.body.devices.map((d: { device_id: string }) => d.device_id)).toEqual([
        a.device_id,
        b.device_id,
      ]);
    }
  });

  it('filters by connected account, type, manufacturer, capability flags and limit', async () => {
    const all = (await http.get('/devices/list')).body.devices;
    const account = all[0].connected_account_id;
    const byAccount = (await http.get('/devices/list', `connected_account_ids=${account}`)).body
      .devices;
    expect(byAccount.length).toBeGreaterThan(0);
    expect(
      byAccount.every((d: { connected_account_id: string }) => d.connected_account_id === account),
    ).toBe(true);
    expect(
      (await http.post('/devices/list', { device_types: ['nest_thermostat'] })).body.devices,
    ).toHaveLength(1);
    expect((await http.get('/devices/list', 'manufacturer=yale')).body.devices).toHaveLength(2);
    const lockable = (await http.get('/devices/list', 'include_if=can_remotely_lock')).body.devices;
    expect(
      lockable.every((d: { capabilities_supported: string[] }) =>
        d.capabilities_supported.includes('lock'),
      ),
    ).toBe(true);
    expect((await http.get('/devices/list', 'limit=3')).body.devices).toHaveLength(3);
  });

  it('gets one device by id or name, 404 for unknown ids, 400 for bad ids', async () => {
    const [first] = (await http.get('/devices/list')).body.devices;
    expect(
      (await http.get('/devices/get', `device_id=${first.device_id}`)).body.device.device_id,
    ).toBe(first.device_id);
    expect(
      (await http.post('/devices/get', { name: first.display_name })).body.device.device_id,
    ).toBe(first.device_id);
    const unknown = await http.get(
      '/devices/get',
      'device_id=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.type).toBe('device_not_found');
    const bad = await http.get('/devices/get', 'device_id=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.validation_errors.device_id._errors).toEqual(['Invalid uuid']);
  });

  it('splits locks and thermostats', async () => {
    const locks = (await http.get('/locks/list')).body.locks;
    const thermostats = (await http.get('/thermostats/list')).body.thermostats;
    expect(locks.length).toBeGreaterThanOrEqual(8);
    expect(thermostats).toHaveLength(3);
  });

  it('answers /locks/get and /thermostats/get only for a device of that kind (404 otherwise)', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const living = await deviceNamed(http, 'Living Room Thermostat');
    expect((await http.get('/locks/get', `device_id=${door.device_id}`)).body.lock.device_id).toBe(
      door.device_id,
    );
    expect(
      (await http.get('/thermostats/get', `device_id=${living.device_id}`)).body.thermostat
        .device_id,
    ).toBe(living.device_id);
    expect((await http.post('/locks/get', { name: door.display_name })).body.lock.device_id).toBe(
      door.device_id,
    );
    for (const [path, params] of [
      ['/locks/get', { device_id: living.device_id }],
      ['/locks/get', { name: living.display_name }],
      ['/thermostats/get', { device_id: door.device_id }],
      ['/thermostats/get', { name: door.display_name }],
    ] as const) {
      const reply = await http.post(path, params);
      expect(reply.status, `${path} ${JSON.stringify(params)}`).toBe(404);
      expect(reply.body.error.type).toBe('device_not_found');
    }
  });

  it('rejects wrong types and unknown fields with invalid_input', async () => {
    const wrongType = await http.post('/devices/list', { device_ids: 'abc' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.validation_errors.device_ids._errors[0]).toMatch(/Expected array/);
    const unknown = await http.post('/devices/list', { colour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.validation_errors._errors[0]).toContain("'colour'");
    const badNumber = await http.get('/devices/list', 'limit=lots');
    expect(badNumber.status).toBe(400);
  });

  it('answers malformed JSON and non-object bodies with 400 and keeps serving', async () => {
    for (const body of ['{"device_ids": [', '[1,2]', 'null']) {
      const reply = await http.post('/devices/list', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ ok: false, error: { type: 'invalid_input' } });
    }
    expect((await http.get('/devices/list')).status).toBe(200);
  });

  it('updates a device name and reads connected accounts', async () => {
    const [first] = (await http.get('/devices/list')).body.devices;
    expect(
      (await http.post('/devices/update', { device_id: first.device_id, name: 'Renamed Door' }))
        .status,
    ).toBe(200);
    expect(
      (await http.get('/devices/get', `device_id=${first.device_id}`)).body.device.properties.name,
    ).toBe('Renamed Door');
    const account = await http.get(
      '/connected_accounts/get',
      `connected_account_id=${first.connected_account_id}`,
    );
    expect(account.body.connected_account.user_identifier.email).toContain('@');
    expect(
      (
        await http.get(
          '/connected_accounts/get',
          'connected_account_id=00000000-0000-4000-8000-000000000000',
        )
      ).body.error.type,
    ).toBe('connected_account_not_found');
  });
});

describe('user_identifier_key on lists', () => {
  it("lists only the devices and codes of that user's client sessions", async () => {
    const all = (await http.get('/devices/list')).body.devices;
    // An account whose devices hold codes, so the code list below has something to filter.
    const account = (await deviceNamed(http, 'Front Door')).connected_account_id;
    await http.post('/client_sessions/create', {
      user_identifier_key: 'list-filter-user',
      connected_account_ids: [account],
    });
    const mine = all.filter(
      (d: { connected_account_id: string }) => d.connected_account_id === account,
    );
    const devices = (await http.get('/devices/list', 'user_identifier_key=list-filter-user')).body
      .devices;
    expect(devices.map((d: { device_id: string }) => d.device_id)).toEqual(
      mine.map((d: { device_id: string }) => d.device_id),
    );
    const locks = (await http.post('/locks/list', { user_identifier_key: 'list-filter-user' })).body
      .locks;
    expect(
      locks.every((d: { connected_account_id: string }) => d.connected_account_id === account),
    ).toBe(true);
    const ids = new Set(mine.map((d: { device_id: string }) => d.device_id));
    const codes = (
      await http.post('/access_codes/list', { user_identifier_key: 'list-filter-user' })
    ).body.access_codes;
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((c: { device_id: string }) => ids.has(c.device_id))).toBe(true);
    const nobody = { user_identifier_key: 'no-such-user' };
    expect((await http.post('/devices/list', nobody)).body.devices).toEqual([]);
    expect((await http.post('/thermostats/list', nobody)).body.thermostats).toEqual([]);
    expect((await http.post('/access_codes/list', nobody)).body.access_codes).toEqual([]);
  });
});

describe('device removal', () => {
  it.each(['/devices/delete', '/devices/simulate/remove'])(
    '%s takes the codes and schedules on the device with it',
    async (path) => {
      // Earlier tests rename seeded devices.
      await http.post('/workspaces/reset_sandbox');
      const door = await deviceNamed(http, 'Front Door');
      const bedroom = await deviceNamed(http, 'Bedroom Thermostat');
      const onDoor = (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body
        .access_codes as { access_code_id: string }[];
      const [managed] = onDoor;
      if (!managed) throw new Error('the seeded Front Door has managed codes');
      const unmanaged = await http.post('/access_codes/simulate/create_unmanaged_access_code', {
        device_id: door.device_id,
        name: 'Left behind',
        code: '86420',
      });
      expect(unmanaged.status).toBe(200);
      const schedule = await http.post('/thermostats/climate_setting_schedules/create', {
        device_id: bedroom.device_id,
        schedule_starts_at: '2030-01-01T00:00:00Z',
        schedule_ends_at: '2030-01-08T00:00:00Z',
      });
      expect(schedule.status).toBe(200);

      for (const device of [door, bedroom])
        expect((await http.post(path, { device_id: device.device_id })).status).toBe(200);

      const gets: [string, string][] = [
        ['/access_codes/get', `access_code_id=${managed.access_code_id}`],
        [
          '/access_codes/unmanaged/get',
          `access_code_id=${unmanaged.body.access_code.access_code_id}`,
        ],
        [
          '/thermostats/climate_setting_schedules/get',
          `climate_setting_schedule_id=${schedule.body.climate_setting_schedule.climate_setting_schedule_id}`,
        ],
      ];
      for (const [getPath, query] of gets)
        expect((await http.get(getPath, query)).status, getPath).toBe(404);
      const left = await http.post('/access_codes/list', {
        access_code_ids: onDoor.map((c) => c.access_code_id),
      });
      expect(left.body.access_codes).toEqual([]);
      await http.post('/workspaces/reset_sandbox');
    },
  );
});

describe('connect_webview_id on lists', () => {
  it('lists only the devices of the account a webview connected', async () => {
    const webview = (await http.post('/connect_webviews/create', {})).body.connect_webview;
    // The fake serves no sign-in, so no webview ever connects an account.
    for (const [path, key] of [
      ['/devices/list', 'devices'],
      ['/locks/list', 'locks'],
      ['/thermostats/list', 'thermostats'],
      ['/devices/unmanaged/list', 'devices'],
    ] as const) {
      const reply = await http.post(path, { connect_webview_id: webview.connect_webview_id });
      expect(reply.status, path).toBe(200);
      expect(reply.body[key], path).toEqual([]);
    }
    const unknown = await http.post('/devices/list', {
      connect_webview_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.devices).toEqual([]);
    expect((await http.post('/devices/list', {})).body.devices.length).toBeGreaterThan(0);
  });

  it('keeps the devices of the account an authorized webview connected', () => {
    const state = buildState({ seed: 'default', devices: 0, codes: 0 }, SEED_KEYS, '');
    const rt = { state } as unknown as Runtime;
    const devices = [...state.devices.values()];
    const account = devices[0]?.connected_account_id as string;
    state.connectWebviews.set('w', { connected_account_id: account } as ConnectWebview);
    const listed = devicesListed(rt, devices, { connect_webview_id: 'w' });
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(devices.length);
    expect(listed.every((d) => d.connected_account_id === account)).toBe(true);
  });
});
