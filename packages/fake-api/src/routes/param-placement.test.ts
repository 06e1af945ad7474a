import { describe, expect, it } from 'vitest';
import { deviceNamed, useFakeApi } from '../test-utils/client.js';

const { api, http } = useFakeApi();

const send = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
  fetch(`${api().url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${api().keys.api_key}`, ...init.headers },
  });

describe('where parameters may travel', () => {
  it('refuses a POST body not sent as application/json, and stores nothing', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const count = async () =>
      (await http.get('/access_codes/list', `device_id=${door.device_id}`)).body.access_codes
        .length;
    const before = await count();
    const body = JSON.stringify({ device_id: door.device_id, name: 'Plain text', code: '6420' });
    const plain = await send('/access_codes/create', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(plain.status).toBe(400);
    const answer = await plain.json();
    expect(answer).toMatchObject({ ok: false, error: { type: 'invalid_input' } });
    expect(answer.error.validation_errors._errors).toEqual([
      'Expected content-type application/json, received text/plain',
    ]);
    // A body with no content-type at all is not JSON either.
    const untyped = await send('/devices/list', {
      method: 'POST',
      body: new TextEncoder().encode('{"limit": 1}'),
    });
    expect(untyped.status).toBe(400);
    expect(await count()).toBe(before);
    // JSON with parameters, and a POST without a body (the client's bodyless calls), still pass.
    const charset = await send('/devices/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"limit": 1}',
    });
    expect((await charset.json()).devices).toHaveLength(1);
    expect((await send('/devices/list', { method: 'POST' })).status).toBe(200);
  });

  it('reads a GET array only as repeated keys, refusing the key[] form', async () => {
    const brackets = await http.get('/devices/list', 'device_types[]=august_lock&limit=2');
    expect(brackets.status).toBe(400);
    expect(brackets.body.error.type).toBe('invalid_input');
    expect(brackets.body.error.validation_errors._errors).toEqual([
      "Unrecognized key(s) in object: 'device_types[]'",
    ]);
    const repeated = await http.get(
      '/devices/list',
      'device_types=august_lock&device_types=nest_thermostat',
    );
    expect(repeated.status).toBe(200);
    expect(
      new Set(repeated.body.devices.map((d: { device_type: string }) => d.device_type)),
    ).toEqual(new Set(['august_lock', 'nest_thermostat']));
  });

  it('refuses an object parameter the contract lists only for the JSON body in a GET query', async () => {
    const query = `custom_metadata_has=${encodeURIComponent('{"a":"b"}')}`;
    for (const path of ['/devices/list', '/locks/list', '/connected_accounts/list']) {
      const reply = await http.get(path, query);
      expect(reply.status, path).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
      expect(reply.body.error.validation_errors.custom_metadata_has._errors).toEqual([
        'Not accepted in a GET query string: send it in the JSON body of a POST',
      ]);
    }
    const posted = await http.post('/devices/list', { custom_metadata_has: { a: 'b' } });
    expect(posted.status).toBe(200);
  });

  it('reads POST parameters only from the JSON body, never from the query string', async () => {
    const key = 'query-string-user';
    const exchange = (query: string, body?: unknown) =>
      fetch(`${api().url}/client_sessions/get_or_create${query}`, {
        method: 'POST',
        headers: {
          'seam-publishable-key': api().keys.publishable_key,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const inQuery = await exchange(`?user_identifier_key=${key}`);
    expect(inQuery.status).toBe(400);
    const refused = await inQuery.json();
    expect(refused.error.type).toBe('invalid_input');
    expect(refused.error.validation_errors.user_identifier_key._errors).toEqual([
      'Expected in the JSON body, not in the query string',
    ]);
    // Not even with a body beside it: the misplaced copy is a client bug either way.
    expect(
      (await exchange(`?user_identifier_key=${key}`, { user_identifier_key: key })).status,
    ).toBe(400);
    const sessions = await http.get('/client_sessions/list', `user_identifier_key=${key}`);
    expect(sessions.body.client_sessions).toEqual([]);
    const inBody = await exchange('', { user_identifier_key: key });
    expect(inBody.status).toBe(200);
    expect((await inBody.json()).client_session.user_identifier_key).toBe(key);
  });
});
