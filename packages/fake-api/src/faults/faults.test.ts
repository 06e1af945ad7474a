import { describe, expect, it } from 'vitest';
import { deviceNamed, settle, useFakeApi } from '../test-utils/client.js';

const { api, http, anon } = useFakeApi();
const admin = (path: string, body: unknown, method = 'POST') =>
  fetch(`${api().url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('scripted faults', () => {
  it('fails the next N calls to a path with the given status, then recovers', async () => {
    await admin('/_fake/faults', {
      path: '/devices/list',
      status: 503,
      count: 2,
      error_type: 'service_unavailable',
    });
    const first = await http.get('/devices/list');
    const second = await http.post('/devices/list', {});
    const third = await http.get('/devices/list');
    expect([first.status, second.status, third.status]).toEqual([503, 503, 200]);
    expect(first.body).toMatchObject({ ok: false, error: { type: 'service_unavailable' } });
    expect(first.headers.get('seam-request-id')).toBeTruthy();
  });

  it('drops the connection', async () => {
    await admin('/_fake/faults', { path: '/devices/get', kind: 'drop' });
    await expect(
      http.get('/devices/get', 'device_id=00000000-0000-4000-8000-000000000000'),
    ).rejects.toThrow();
    expect(
      (await http.get('/devices/get', 'device_id=00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('holds the next call of one path for latency_ms, then answers as usual', async () => {
    await admin('/_fake/faults', { path: '/devices/list', kind: 'slow', latency_ms: 400 });
    const started = Date.now();
    const slow = await http.get('/devices/list');
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const health = await (await fetch(`${api().url}/_fake/health`)).json();
    expect(health.faults).toEqual([]);
    // A client that gives up before the answer: the write is not run at all.
    const door = await deviceNamed(http, 'Front Door');
    await admin('/_fake/faults', { path: '/access_codes/create', kind: 'slow', latency_ms: 400 });
    const gaveUp = fetch(`${api().url}/access_codes/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${api().keys.api_key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ device_id: door.device_id, name: 'Never run', code: '51973' }),
      signal: AbortSignal.timeout(50),
    });
    await expect(gaveUp).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const codes = await http.get('/access_codes/list', `device_id=${door.device_id}`);
    expect(codes.body.access_codes.map((code: { name: string }) => code.name)).not.toContain(
      'Never run',
    );
    const bare = await admin('/_fake/faults', { path: '/devices/list', kind: 'slow' });
    expect(bare.status).toBe(400);
  });

  it('answers a malformed body with status 200', async () => {
    await admin('/_fake/faults', { path: '/access_codes/list', kind: 'malformed' });
    const res = await fetch(`${api().url}/access_codes/list`, {
      headers: { authorization: `Bearer ${api().keys.api_key}` },
    });
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('answers with every list emptied, once', async () => {
    await admin('/_fake/faults', {
      path: '/internal/devicedb/v1/device_models/list',
      kind: 'empty',
    });
    const first = await http.get('/internal/devicedb/v1/device_models/list');
    const second = await http.get('/internal/devicedb/v1/device_models/list');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, device_models: [] });
    expect(second.body.device_models.length).toBeGreaterThan(0);
  });

  it('makes the next action attempt error or never finish', async () => {
    const door = await deviceNamed(http, 'Front Door');
    await admin('/_fake/faults', {
      path: '/locks/lock_door',
      kind: 'action_error',
      error_type: 'lock_jammed',
      message: 'The bolt is jammed',
    });
    const failed = await http.post('/locks/lock_door', { device_id: door.device_id });
    expect(
      (await settle(http, failed.body.action_attempt.action_attempt_id)).body.action_attempt,
    ).toMatchObject({
      status: 'error',
      error: { type: 'lock_jammed', message: 'The bolt is jammed' },
    });
    await admin('/_fake/faults', { path: '/locks/unlock_door', kind: 'action_never' });
    const stuck = await http.post('/locks/unlock_door', { device_id: door.device_id });
    await expect(settle(http, stuck.body.action_attempt.action_attempt_id, 10)).rejects.toThrow(
      /still pending/,
    );
  });

  it('fires an action fault only on the path it names (create vs create_multiple)', async () => {
    const door = await deviceNamed(http, 'Front Door');
    await admin('/_fake/faults', { path: '/access_codes/create', kind: 'action_error' });
    const multiple = await http.post('/access_codes/create_multiple', {
      device_ids: [door.device_id],
      name: 'Fault path multiple',
    });
    expect(multiple.status).toBe(200);
    const single = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Fault path single',
    });
    expect(
      (await settle(http, single.body.action_attempt.action_attempt_id)).body.action_attempt,
    ).toMatchObject({ status: 'error', error: { type: 'action_attempt_failed' } });
  });

  it('clears faults with DELETE and validates the admin body', async () => {
    await admin('/_fake/faults', { path: '/devices/list', count: 5 });
    await admin('/_fake/faults', {}, 'DELETE');
    expect((await http.get('/devices/list')).status).toBe(200);
    const bad = await admin('/_fake/faults', { path: 3, kind: 'explode' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.validation_errors).toHaveProperty('kind');
  });
});

describe('fault and config checks', () => {
  it('refuses a fault that could never fire or a count below one', async () => {
    const noSlash = await admin('/_fake/faults', { path: 'devices/list' });
    expect(noSlash.status).toBe(400);
    expect((await noSlash.json()).error.validation_errors.path._errors).toEqual([
      'Path must start with /',
    ]);
    const zero = await admin('/_fake/faults', { path: '/devices/list', count: 0 });
    expect(zero.status).toBe(400);
    expect((await zero.json()).error.validation_errors.count._errors).toEqual([
      'Count must be 1 or more',
    ]);
    const health = await (await fetch(`${api().url}/_fake/health`)).json();
    expect(health.faults).toEqual([]);
    expect((await http.get('/devices/list')).status).toBe(200);
  });

  it('refuses delays a timer cannot hold, which would otherwise fire after 1 ms', async () => {
    const reply = await admin('/_fake/config', { latency_ms: 2 ** 31 });
    expect(reply.status).toBe(400);
    expect((await reply.json()).error.validation_errors.latency_ms._errors).toEqual([
      'Must be at most 2147483647',
    ]);
    expect((await admin('/_fake/config', { action_attempt_delay_ms: 1e12 })).status).toBe(400);
    const { config } = await (await fetch(`${api().url}/_fake/config`)).json();
    expect(config).toMatchObject({ latency_ms: 0, error_rate: 0 });
  });
});

describe('config and reset', () => {
  it('applies an error rate of 1 and restores everything on reset', async () => {
    const door = await deviceNamed(http, 'Front Door');
    await http.post('/devices/update', { device_id: door.device_id, name: 'Changed' });
    await admin('/_fake/config', { error_rate: 1, latency_ms: 5 });
    expect((await http.get('/devices/list')).status).toBe(500);
    expect((await (await fetch(`${api().url}/_fake/health`)).json()).config.error_rate).toBe(1);
    await admin('/_fake/faults', { path: '/devices/list' });
    expect((await admin('/_fake/reset', {})).status).toBe(200);
    const health = await (await fetch(`${api().url}/_fake/health`)).json();
    expect(health).toMatchObject({
      ok: true,
      config: { error_rate: 0, latency_ms: 0 },
      faults: [],
    });
    const restored = await deviceNamed(http, 'Front Door');
    expect(restored.device_id).toBe(door.device_id);
  });

  it('changes the action attempt delay and rejects bad config', async () => {
    await admin('/_fake/config', { action_attempt_delay_ms: 0 });
    const door = await deviceNamed(http, 'Office');
    const reply = await http.post('/locks/lock_door', { device_id: door.device_id });
    expect(
      (await settle(http, reply.body.action_attempt.action_attempt_id)).body.action_attempt.status,
    ).toBe('success');
    expect((await admin('/_fake/config', { error_rate: 2 })).status).toBe(400);
    expect((await admin('/_fake/config', { latency_ms: 'slow' })).status).toBe(400);
    await admin('/_fake/reset', {});
  });

  it('keeps admin routes free of auth', async () => {
    expect((await anon.get('/_fake/health')).status).toBe(200);
  });
});

describe('device connectivity', () => {
  it('takes a device offline and back as the provider reports it: flag, error and events', async () => {
    const frontDoor = await deviceNamed(http, 'Front Door');
    const off = await admin('/_fake/devices/connectivity', {
      device_id: frontDoor.device_id,
      online: false,
    });
    expect(off.status).toBe(200);
    const read = async () =>
      (await http.get('/devices/get', `device_id=${frontDoor.device_id}`)).body.device as {
        properties: { online: boolean };
        errors: Array<{ error_code: string; is_device_error?: boolean }>;
      };
    const offline = await read();
    expect(offline.properties.online).toBe(false);
    expect(offline.errors).toContainEqual(
      expect.objectContaining({ error_code: 'device_offline', is_device_error: true }),
    );
    // Saying it twice records one change.
    await admin('/_fake/devices/connectivity', { device_id: frontDoor.device_id, online: false });
    await admin('/_fake/devices/connectivity', { device_id: frontDoor.device_id, online: true });
    const online = await read();
    expect(online.properties.online).toBe(true);
    expect(online.errors.some((e) => e.error_code === 'device_offline')).toBe(false);
    const { events } = (
      await http.get('/events/list', `device_id=${frontDoor.device_id}&since=2000-01-01T00:00:00Z`)
    ).body as { events: Array<{ event_type: string; created_at: string }> };
    // Newest first, so the two changes just made lead the list.
    const recent = events
      .filter((e) => ['device.connected', 'device.disconnected'].includes(e.event_type))
      .slice(0, 2)
      .map((e) => e.event_type);
    expect(recent).toEqual(['device.connected', 'device.disconnected']);
  });

  it('refuses an unknown device or a missing flag', async () => {
    const frontDoor = await deviceNamed(http, 'Front Door');
    expect(
      (await admin('/_fake/devices/connectivity', { device_id: frontDoor.device_id })).status,
    ).toBe(400);
    const unknown = await admin('/_fake/devices/connectivity', {
      device_id: '00000000-0000-4000-8000-000000000000',
      online: true,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('request log', () => {
  it('lists answered provider requests, filters by path, and clears on DELETE and reset', async () => {
    await admin('/_fake/requests', undefined, 'DELETE');
    await http.get('/devices/list');
    await http.post('/devices/list', {});
    await admin('/_fake/faults', { path: '/devices/get', status: 503 });
    await http.get('/devices/get', 'device_id=00000000-0000-4000-8000-000000000000');
    const all = (await (await fetch(`${api().url}/_fake/requests`)).json()) as {
      requests: Array<{ method: string; path: string; status: number; at: string }>;
    };
    expect(all.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/devices/list', 200],
      ['POST', '/devices/list', 200],
      ['GET', '/devices/get', 503],
    ]);
    expect(Number.isNaN(Date.parse(all.requests[0]?.at ?? ''))).toBe(false);
    const one = (await (await fetch(`${api().url}/_fake/requests?path=/devices/get`)).json()) as {
      requests: unknown[];
    };
    expect(one.requests).toHaveLength(1);
    await admin('/_fake/requests', undefined, 'DELETE');
    const cleared = (await (await fetch(`${api().url}/_fake/requests`)).json()) as {
      requests: unknown[];
    };
    expect(cleared.requests).toEqual([]);
    await http.get('/devices/list');
    await admin('/_fake/reset', {});
    const afterReset = (await (await fetch(`${api().url}/_fake/requests`)).json()) as {
      requests: unknown[];
    };
    expect(afterReset.requests).toEqual([]);
  });
});
