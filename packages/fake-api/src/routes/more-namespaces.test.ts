import { describe, expect, it } from 'vitest';
import { client, deviceNamed, settle, useFakeApi } from '../test-utils/client.js';

const { api, http, anon } = useFakeApi();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Puts the seeded world back; the admin routes take only JSON, so a bare POST was refused. */
async function resetFake(): Promise<void> {
  const reply = await fetch(`${api().url}/_fake/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(reply.status).toBe(200);
}

describe('telemetry', () => {
  const event = {
    type: 'track',
    event: 'unlock_clicked',
    properties: { device: 'd1' },
    messageId: '3b0c3a8e-7c55-4c8e-9b8f-1d2e3f4a5b6c',
    timestamp: '2030-01-01T00:00:00.000Z',
    anonymousId: 'a1',
    context: { library: { name: '@porchlight/react', version: '2.12.1' }, screen: {} },
  };
  const received = async () =>
    (await (await fetch(`${api().url}/_fake/telemetry`)).json()).events as { event?: string }[];

  it('accepts events without credentials and lets tests read them back', async () => {
    await fetch(`${api().url}/_fake/telemetry`, { method: 'DELETE' });
    const reply = await anon.post('/internal/tlmtry', event);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ok: true });
    expect((await received()).map((e) => e.event)).toEqual(['unlock_clicked']);
  });

  it('rejects events that are not Segment messages', async () => {
    const noName = await anon.post('/internal/tlmtry', {
      ...event,
      type: 'page',
      event: undefined,
    });
    expect(noName.status).toBe(400);
    expect(noName.body.error.validation_errors.name._errors).toEqual(['Required']);
    const unknown = await anon.post('/internal/tlmtry', { ...event, secret: 'x' });
    expect(unknown.body.error.validation_errors._errors[0]).toContain("'secret'");
    expect((await anon.post('/internal/tlmtry', { ...event, type: 'boom' })).status).toBe(400);
  });

  it('fails on a scripted fault so the client logs "Telemetry request failed"', async () => {
    await fetch(`${api().url}/_fake/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/internal/tlmtry', status: 503 }),
    });
    expect((await anon.post('/internal/tlmtry', event)).status).toBe(503);
    expect((await anon.post('/internal/tlmtry', event)).status).toBe(200);
  });
});

describe('connect webviews and device providers', () => {
  it('creates, lists, gets and deletes a webview', async () => {
    const created = await http.post('/connect_webviews/create', {
      provider_category: 'thermostats',
      custom_metadata: { property: 'maple' },
      custom_redirect_url: 'https://example.com/done',
    });
    expect(created.status).toBe(200);
    const webview = created.body.connect_webview;
    expect(webview).toMatchObject({
      status: 'pending',
      custom_redirect_url: 'https://example.com/done',
    });
    expect(webview.accepted_providers).toEqual(expect.arrayContaining(['nest', 'ecobee']));
    expect(webview.accepted_providers).not.toContain('august');
    const id = webview.connect_webview_id;
    expect(
      (await http.get('/connect_webviews/get', `connect_webview_id=${id}`)).body.connect_webview,
    ).toEqual(webview);
    const listed = await http.post('/connect_webviews/list', {
      custom_metadata_has: { property: 'maple' },
    });
    expect(
      listed.body.connect_webviews.map((w: { connect_webview_id: string }) => w.connect_webview_id),
    ).toEqual([id]);
    expect((await http.post('/connect_webviews/delete', { connect_webview_id: id })).status).toBe(
      200,
    );
    const gone = await http.get('/connect_webviews/get', `connect_webview_id=${id}`);
    expect(gone.body.error.type).toBe('connect_webview_not_found');
  });

  it('validates redirect URLs and links webviews to the creating client session', async () => {
    const bad = await http.post('/connect_webviews/create', { custom_redirect_url: 'not a url' });
    expect(bad.body.error.validation_errors.custom_redirect_url._errors).toEqual(['Invalid url']);
    const session = client(api, () => api().keys.client_session_token);
    const created = await session.post('/connect_webviews/create', {});
    const me = await session.get('/client_sessions/get');
    expect(me.body.client_session.connect_webview_ids).toContain(
      created.body.connect_webview.connect_webview_id,
    );
    const mine = await http.get(
      '/connect_webviews/list',
      `user_identifier_key=${api().keys.user_identifier_key}`,
    );
    expect(mine.body.connect_webviews).toHaveLength(1);
  });

  it("never shows a client session another user's connect webviews", async () => {
    const theirs = (await http.post('/connect_webviews/create', {})).body.connect_webview;
    const created = await http.post('/client_sessions/create', {
      user_identifier_key: 'webview-owner',
    });
    const { client_session_id, token } = created.body.client_session;
    const session = client(api, () => token);
    const mine = (await session.post('/connect_webviews/create', {})).body.connect_webview;
    const ids = async () =>
      (await session.get('/connect_webviews/list')).body.connect_webviews.map(
        (w: { connect_webview_id: string }) => w.connect_webview_id,
      );
    expect(await ids()).toEqual([mine.connect_webview_id]);
    const hidden = await session.get(
      '/connect_webviews/get',
      `connect_webview_id=${theirs.connect_webview_id}`,
    );
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.type).toBe('connect_webview_not_found');
    await http.post('/client_sessions/grant_access', {
      client_session_id,
      connect_webview_ids: [theirs.connect_webview_id],
    });
    expect(await ids()).toEqual([theirs.connect_webview_id, mine.connect_webview_id]);
  });

  it('lists device providers, filtered by category, with local logos', async () => {
    const all = (await http.get('/devices/list_device_providers')).body.device_providers;
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all[0].image_url.startsWith(`${api().url}/_fake/images/logos/`)).toBe(true);
    const noise = (
      await http.get('/devices/list_device_providers', 'provider_category=noise_sensors')
    ).body.device_providers;
    expect(
      noise.map((p: { device_provider_name: string }) => p.device_provider_name).sort(),
    ).toEqual(['minut', 'noiseaware']);
  });
});

describe('unmanaged devices', () => {
  it('moves a device to unmanaged and back', async () => {
    const pool = await deviceNamed(http, 'Pool Gate');
    expect((await http.get('/devices/unmanaged/list')).body.devices).toEqual([]);
    await http.post('/devices/update', { device_id: pool.device_id, is_managed: false });
    expect((await http.get('/devices/get', `device_id=${pool.device_id}`)).status).toBe(404);
    const listed = (await http.get('/devices/unmanaged/list')).body.devices;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ device_id: pool.device_id, is_managed: false });
    expect(listed[0].properties).not.toHaveProperty('locked');
    expect(
      (await http.post('/devices/unmanaged/get', { name: 'Pool Gate' })).body.device.device_id,
    ).toBe(pool.device_id);
    expect(
      (await http.post('/locks/lock_door', { device_id: pool.device_id })).body.error.type,
    ).toBe('device_not_found');
    await http.post('/devices/unmanaged/update', { device_id: pool.device_id, is_managed: true });
    expect(
      (await http.get('/devices/get', `device_id=${pool.device_id}`)).body.device.is_managed,
    ).toBe(true);
    expect(
      (await http.get('/devices/unmanaged/get', `device_id=${pool.device_id}`)).body.error.type,
    ).toBe('device_not_found');
    // Both moves are logged under the contract's event types, so a client can filter for them.
    const logged = async (type: string) =>
      (
        await http.get(
          '/events/list',
          `since=1970-01-01T00:00:00Z&device_id=${pool.device_id}&event_type=${type}`,
        )
      ).body.events;
    expect(await logged('device.converted_to_unmanaged')).toHaveLength(1);
    expect(await logged('device.unmanaged.converted_to_managed')).toHaveLength(1);
  });

  it('takes its managed codes along as unmanaged codes, which stay so when managed again', async () => {
    try {
      const front = await deviceNamed(http, 'Front Door');
      const managed = (await http.get('/access_codes/list', `device_id=${front.device_id}`)).body
        .access_codes as Array<{ access_code_id: string; code: string }>;
      expect(managed.length).toBeGreaterThan(0);
      await http.post('/devices/update', { device_id: front.device_id, is_managed: false });

      const left = await http.post('/access_codes/list', {
        access_code_ids: managed.map((c) => c.access_code_id),
      });
      expect(left.body.access_codes).toEqual([]);
      const [first] = managed;
      const gone = await http.get('/access_codes/get', `access_code_id=${first?.access_code_id}`);
      expect(gone.status).toBe(404);
      const unmanagedCodes = async () =>
        (await http.get('/access_codes/unmanaged/list', `device_id=${front.device_id}`)).body
          .access_codes as Array<{ access_code_id: string; code: string; is_managed: boolean }>;
      const moved = await unmanagedCodes();
      expect(moved.map((c) => [c.access_code_id, c.code, c.is_managed]).sort()).toEqual(
        managed.map((c) => [c.access_code_id, c.code, false]).sort(),
      );

      // No managed code on an unmanaged device: converting one waits until the device is managed.
      const early = await http.post('/access_codes/unmanaged/convert_to_managed', {
        access_code_id: first?.access_code_id,
      });
      expect(early.status).toBe(404);
      expect(early.body.error.type).toBe('device_not_found');
      expect((await unmanagedCodes()).length).toBe(managed.length);

      await http.post('/devices/unmanaged/update', {
        device_id: front.device_id,
        is_managed: true,
      });
      expect((await unmanagedCodes()).length).toBe(managed.length);
      await http.post('/access_codes/unmanaged/convert_to_managed', {
        access_code_id: first?.access_code_id,
      });
      const back = await http.get('/access_codes/get', `access_code_id=${first?.access_code_id}`);
      expect(back.body.access_code).toMatchObject({ code: first?.code, is_managed: true });
    } finally {
      // Front Door goes back to managed for the tests after this one, whatever happened here.
      await resetFake();
    }
  });

  it('simulates removal of a device', async () => {
    const mailroom = await deviceNamed(http, 'Mailroom');
    expect(
      (await http.post('/devices/simulate/remove', { device_id: mailroom.device_id })).status,
    ).toBe(200);
    expect((await http.get('/devices/get', `device_id=${mailroom.device_id}`)).status).toBe(404);
    expect((await http.post('/devices/simulate/remove', { device_id: UNKNOWN })).status).toBe(404);
  });
});

describe('unmanaged access codes and backups', () => {
  it('simulates, lists, converts and deletes unmanaged codes', async () => {
    const side = await deviceNamed(http, 'Side Gate');
    const make = (code: string, name = 'Found on lock') =>
      http.post('/access_codes/simulate/create_unmanaged_access_code', {
        device_id: side.device_id,
        name,
        code,
      });
    const created = await make('24681');
    expect(created.body.access_code).toMatchObject({
      is_managed: false,
      status: 'set',
      code: '24681',
    });
    expect((await make('6060')).body.error.validation_errors.code._errors).toEqual([
      'This code is already in use on the device',
    ]);
    expect((await make('12')).body.error.validation_errors.code._errors).toEqual([
      'Code must be 4 to 8 digits',
    ]);
    const managedClash = await http.post('/access_codes/create', {
      device_id: side.device_id,
      name: 'Clash',
      code: '24681',
    });
    expect(managedClash.status).toBe(400);
    const id = created.body.access_code.access_code_id;
    const listed = await http.get('/access_codes/unmanaged/list', `device_id=${side.device_id}`);
    expect(listed.body.access_codes).toHaveLength(1);
    expect(
      (await http.post('/access_codes/unmanaged/get', { device_id: side.device_id, code: '24681' }))
        .body.access_code.access_code_id,
    ).toBe(id);
    await http.post('/access_codes/unmanaged/convert_to_managed', { access_code_id: id });
    expect(
      (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code,
    ).toMatchObject({
      is_managed: true,
      code: '24681',
    });
    expect((await http.get('/access_codes/unmanaged/get', `access_code_id=${id}`)).status).toBe(
      404,
    );
    const other = (await make('97531')).body.access_code.access_code_id;
    const deleted = await http.post('/access_codes/unmanaged/delete', { access_code_id: other });
    expect(
      (await settle(http, deleted.body.action_attempt.action_attempt_id)).body.action_attempt
        .status,
    ).toBe('success');
    expect(
      (await http.get('/access_codes/unmanaged/list', `device_id=${side.device_id}`)).body
        .access_codes,
    ).toEqual([]);
  });

  it('records access_code.unmanaged.removed once when a delete takes an unmanaged code off the lock', async () => {
    const side = await deviceNamed(http, 'Side Gate');
    const simulated = await http.post('/access_codes/simulate/create_unmanaged_access_code', {
      device_id: side.device_id,
      name: 'Removed from lock',
      code: '86420',
    });
    const id = simulated.body.access_code.access_code_id;
    const deleted = await http.post('/access_codes/unmanaged/delete', { access_code_id: id });
    await settle(http, deleted.body.action_attempt.action_attempt_id);
    const events = (
      await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })
    ).body.events;
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'access_code.unmanaged.removed',
      'access_code.unmanaged.created',
    ]);
    expect(events[0]).toMatchObject({
      device_id: side.device_id,
      access_code_id: id,
      connected_account_id: side.connected_account_id,
    });
    const filtered = await http.post('/events/list', {
      since: '1970-01-01T00:00:00Z',
      event_type: 'access_code.unmanaged.removed',
    });
    expect(filtered.status).toBe(200);
    expect(
      filtered.body.events.filter((e: { access_code_id: string }) => e.access_code_id === id),
    ).toHaveLength(1);
  });

  it('lists an unmanaged code again when the lock fails to remove it, recording no removal', async () => {
    const side = await deviceNamed(http, 'Side Gate');
    const simulated = await http.post('/access_codes/simulate/create_unmanaged_access_code', {
      device_id: side.device_id,
      name: 'Kept by the lock',
      code: '75319',
    });
    const id = simulated.body.access_code.access_code_id;
    await fetch(`${api().url}/_fake/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/access_codes/unmanaged/delete', kind: 'action_error' }),
    });
    const deleted = await http.post('/access_codes/unmanaged/delete', { access_code_id: id });
    const done = await settle(http, deleted.body.action_attempt.action_attempt_id);
    expect(done.body.action_attempt.status).toBe('error');
    const got = await http.get('/access_codes/unmanaged/get', `access_code_id=${id}`);
    expect(got.status).toBe(200);
    expect(got.body.access_code).toMatchObject({ code: '75319', name: 'Kept by the lock' });
    const listed = (await http.get('/access_codes/unmanaged/list', `device_id=${side.device_id}`))
      .body.access_codes;
    expect(listed.map((c: { access_code_id: string }) => c.access_code_id)).toContain(id);
    const events = (
      await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })
    ).body.events;
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'access_code.unmanaged.created',
    ]);
  });

  it('records access_code.unmanaged.created when a code the provider did not set is found on a lock', async () => {
    const side = await deviceNamed(http, 'Side Gate');
    const simulated = await http.post('/access_codes/simulate/create_unmanaged_access_code', {
      device_id: side.device_id,
      name: 'Set at the keypad',
      code: '64208',
    });
    const id = simulated.body.access_code.access_code_id;
    const events = (
      await http.post('/events/list', {
        since: '1970-01-01T00:00:00Z',
        event_type: 'access_code.unmanaged.created',
      })
    ).body.events.filter((e: { access_code_id: string }) => e.access_code_id === id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      device_id: side.device_id,
      access_code_id: id,
      connected_account_id: side.connected_account_id,
    });
  });

  it('pulls a backup code once, and refuses codes without a backup pool', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const created = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Backed up',
      code: '31337',
      starts_at: '2030-01-01T00:00:00Z',
      ends_at: '2030-01-05T00:00:00Z',
      use_backup_access_code_pool: true,
    });
    const id = created.body.access_code.access_code_id;
    expect(created.body.access_code.is_backup_access_code_available).toBe(true);
    const first = await http.post('/access_codes/pull_backup_access_code', { access_code_id: id });
    const again = await http.post('/access_codes/pull_backup_access_code', { access_code_id: id });
    expect(first.body.backup_access_code).toMatchObject({
      is_backup: true,
      ends_at: '2030-01-05T00:00:00Z',
    });
    expect(again.body.backup_access_code.access_code_id).toBe(
      first.body.backup_access_code.access_code_id,
    );
    expect(first.body.backup_access_code.code).not.toBe('31337');
    const [plain] = (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body
      .access_codes;
    const refused = await http.post('/access_codes/pull_backup_access_code', {
      access_code_id: plain.access_code_id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe('backup_access_code_unavailable');
  });
});

describe('client session grants and revocation', () => {
  it('grants access idempotently and revokes the token', async () => {
    const created = await http.post('/client_sessions/create', { user_identifier_key: 'grantee' });
    const session = created.body.client_session;
    const grant = () =>
      http.post('/client_sessions/grant_access', {
        client_session_id: session.client_session_id,
        connect_webview_ids: ['w1'],
      });
    await grant();
    expect((await grant()).body.client_session.connect_webview_ids).toEqual(['w1']);
    const asSession = client(api, () => session.token);
    expect((await asSession.get('/devices/list')).status).toBe(200);
    expect(
      (await asSession.post('/client_sessions/grant_access', { connect_webview_ids: ['w2'] }))
        .status,
    ).toBe(403);
    await http.post('/client_sessions/revoke', { client_session_id: session.client_session_id });
    expect((await asSession.get('/devices/list')).status).toBe(401);
  });

  it('filters the session list by every parameter the contract lists', async () => {
    const anonymous = (await http.post('/client_sessions/create', {})).body.client_session;
    const keyed = (
      await http.post('/client_sessions/create', {
        user_identifier_key: 'list-filters',
        connect_webview_ids: ['11111111-1111-4111-8111-111111111111'],
        user_identity_ids: ['22222222-2222-4222-8222-222222222222'],
      })
    ).body.client_session;
    const ids = async (body: Record<string, unknown>) =>
      (await http.post('/client_sessions/list', body)).body.client_sessions.map(
        (s: { client_session_id: string }) => s.client_session_id,
      );
    const without = await ids({ without_user_identifier_key: true });
    expect(without).toContain(anonymous.client_session_id);
    expect(without).not.toContain(keyed.client_session_id);
    expect(await ids({ connect_webview_id: '11111111-1111-4111-8111-111111111111' })).toEqual([
      keyed.client_session_id,
    ]);
    expect(await ids({ user_identity_id: '22222222-2222-4222-8222-222222222222' })).toEqual([
      keyed.client_session_id,
    ]);
    expect(await ids({ user_identity_id: '33333333-3333-4333-8333-333333333333' })).toEqual([]);
  });

  it("counts a session's devices over its grants, as they are now", async () => {
    const devices = (await http.get('/devices/list')).body.devices as {
      connected_account_id: string;
    }[];
    const account = devices[0]?.connected_account_id as string;
    const onAccount = devices.filter((d) => d.connected_account_id === account).length;
    expect(onAccount).toBeLessThan(devices.length);
    const created = await http.post('/client_sessions/create', {
      user_identifier_key: 'device-count',
      connected_account_ids: [account],
    });
    const session = created.body.client_session;
    expect(session.device_count).toBe(onAccount);
    const none = await http.post('/client_sessions/create', { connected_account_ids: [] });
    expect(none.body.client_session.device_count).toBe(0);
    const accounts = [...new Set(devices.map((d) => d.connected_account_id))];
    const granted = await http.post('/client_sessions/grant_access', {
      client_session_id: session.client_session_id,
      connected_account_ids: accounts,
    });
    expect(granted.body.client_session.device_count).toBe(devices.length);
    const token = session.token as string;
    const own = await client(api, () => token).get('/client_sessions/get');
    expect(own.body.client_session.device_count).toBe(devices.length);
  });

  it('refuses an empty user_identifier_key (the contract minLength 1)', async () => {
    const pk = { 'seam-publishable-key': api().keys.publishable_key };
    const replies = [
      await http.post('/client_sessions/create', { user_identifier_key: '' }),
      await anon.post('/client_sessions/get_or_create', { user_identifier_key: '' }, pk),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
      expect(reply.body.error.validation_errors).toHaveProperty('user_identifier_key');
    }
  });
});

describe('seeded events', () => {
  it('start with a history of the seeded world, listed newest first', async () => {
    await resetFake();
    const events = (await http.get('/events/list', 'since=1970-01-01T00:00:00Z')).body.events;
    const types = new Set(events.map((e: { event_type: string }) => e.event_type));
    for (const type of [
      'connected_account.connected',
      'connected_account.disconnected',
      'device.connected',
      'access_code.created',
      'lock.locked',
    ])
      expect(types).toContain(type);
    const times = events.map((e: { occurred_at: string }) => Date.parse(e.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('connected account deletion', () => {
  it("removes the account's devices and the codes on them", async () => {
    const door = await deviceNamed(http, 'Front Door');
    const before = (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body
      .access_codes;
    expect(before.length).toBeGreaterThan(0);
    const reply = await http.post('/connected_accounts/delete', {
      connected_account_id: door.connected_account_id,
    });
    expect(reply.status).toBe(200);
    const left = await http.post('/access_codes/list', {
      access_code_ids: before.map((c: { access_code_id: string }) => c.access_code_id),
    });
    expect(left.body.access_codes).toEqual([]);
    const code = await http.get('/access_codes/get', `access_code_id=${before[0].access_code_id}`);
    expect(code.status).toBe(404);
    await resetFake();
  });

  it("takes the account out of every client session's grants", async () => {
    const door = await deviceNamed(http, 'Front Door');
    const account = door.connected_account_id;
    const created = await http.post('/client_sessions/create', {
      user_identifier_key: 'account-holder',
      connected_account_ids: [account],
    });
    const { client_session_id } = created.body.client_session;
    expect(created.body.client_session.connected_account_ids).toEqual([account]);
    await http.post('/connected_accounts/delete', { connected_account_id: account });
    const after = await http.get('/client_sessions/get', `client_session_id=${client_session_id}`);
    expect(after.body.client_session.connected_account_ids).toEqual([]);
    expect(after.body.client_session.device_count).toBe(0);
    await resetFake();
  });
});
