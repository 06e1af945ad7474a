import { describe, expect, it } from 'vitest';
import { SEED_ACCESS_TOKEN, SEED_KEYS, SEED_WORKSPACE_ID } from './seed/keys.js';
import { startFakeApi } from './server.js';
import { client, useFakeApi } from './test-utils/client.js';

const { api, http, anon } = useFakeApi();

describe('startFakeApi', () => {
  it('listens on loopback and reports the seeded keys', () => {
    expect(api().url).toBe(`http://127.0.0.1:${api().port}`);
    expect(api().keys).toEqual(SEED_KEYS);
  });

  it('puts a UUID request id on every response, errors included', async () => {
    const ok = await http.get('/devices/list');
    const bad = await anon.get('/devices/list');
    const missing = await http.get('/nope');
    for (const reply of [ok, bad, missing]) {
      expect(reply.headers.get('seam-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(bad.body.error.request_id).toBe(bad.headers.get('seam-request-id'));
    expect(missing.status).toBe(404);
  });

  it('answers CORS preflight for any origin, credentialed, and exposes the request id', async () => {
    const res = await fetch(`${api().url}/devices/list`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,seam-workspace,client-session-token,seam-publishable-key',
      },
    });
    expect(res.status).toBe(204);
    // Echoed, not `*`: browsers refuse `*` for requests sent with credentials.
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toContain('seam-publishable-key');
    const get = await fetch(`${api().url}/devices/list`, {
      headers: { origin: 'http://x', authorization: `Bearer ${SEED_KEYS.api_key}` },
    });
    expect(get.headers.get('access-control-expose-headers')).toContain('seam-request-id');
    expect(get.headers.get('access-control-allow-origin')).toBe('http://x');
  });

  it('closes cleanly and frees the port', async () => {
    const other = await startFakeApi({ port: 0, seed: 'empty' });
    await other.close();
    await expect(fetch(`${other.url}/_fake/health`)).rejects.toThrow();
  });

  it('refuses start-up options the admin route would refuse, starting nothing', async () => {
    await expect(startFakeApi({ port: 0, errorRate: 2 })).rejects.toThrow(
      'Invalid fake API options: error_rate: Must be between 0 and 1',
    );
    await expect(startFakeApi({ port: 0, actionAttemptDelayMs: 2 ** 31 })).rejects.toThrow(
      'Invalid fake API options: action_attempt_delay_ms: Must be at most 2147483647',
    );
  });
});

describe('auth', () => {
  it('rejects missing and wrong credentials with 401 and the error shape', async () => {
    const missing = await anon.get('/devices/list');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ ok: false, error: { type: 'unauthorized' } });
    const wrong = await anon.get('/devices/list', '', {
      authorization: 'Bearer seam_apikey1_wrong',
    });
    expect(wrong.status).toBe(401);
  });

  it('accepts the client session token as bearer and in both session headers', async () => {
    const headers: Record<string, string>[] = [
      { authorization: `Bearer ${SEED_KEYS.client_session_token}` },
      { 'client-session-token': SEED_KEYS.client_session_token },
      { 'seam-client-session-token': SEED_KEYS.client_session_token },
    ];
    for (const header of headers) {
      const reply = await anon.get('/devices/list', '', header);
      expect(reply.status).toBe(200);
    }
  });

  it('takes only a client session token in the session headers, matching any bearer one', async () => {
    const cst = SEED_KEYS.client_session_token;
    // What @porchlight/client sends in client-session-token mode.
    const client = {
      authorization: `Bearer ${cst}`,
      'client-session-token': cst,
      'seam-client-session-token': cst,
    };
    expect((await anon.get('/devices/list', '', client)).status).toBe(200);
    const other = (
      await http.post('/client_sessions/create', { user_identifier_key: 'header-mismatch' })
    ).body.client_session.token;
    const refused: Record<string, string>[] = [];
    for (const name of ['client-session-token', 'seam-client-session-token']) {
      refused.push(
        { [name]: SEED_KEYS.api_key },
        { [name]: SEED_ACCESS_TOKEN, 'seam-workspace': SEED_WORKSPACE_ID },
        { [name]: SEED_KEYS.publishable_key },
        { [name]: 'seam_cst1_unknown' },
        { authorization: `Bearer ${SEED_KEYS.api_key}`, [name]: SEED_KEYS.api_key },
        { authorization: `Bearer ${cst}`, [name]: other },
      );
    }
    refused.push({ 'client-session-token': cst, 'seam-client-session-token': other });
    for (const headers of refused) {
      const reply = await anon.get('/devices/list', '', headers);
      expect(reply.status, JSON.stringify(headers)).toBe(401);
      expect(reply.body).toMatchObject({ ok: false, error: { type: 'unauthorized' } });
    }
    // An API key in the header is not a key's credential: a key-only route stays out of reach.
    const keyInHeader = await anon.post(
      '/client_sessions/create',
      { user_identifier_key: 'header-escalation' },
      { 'client-session-token': SEED_KEYS.api_key },
    );
    expect(keyInHeader.status).toBe(401);
  });

  it('accepts the access token only with the seeded workspace header', async () => {
    const bearer = { authorization: `Bearer ${SEED_ACCESS_TOKEN}` };
    expect((await anon.get('/devices/list', '', bearer)).status).toBe(401);
    expect(
      (await anon.get('/devices/list', '', { ...bearer, 'seam-workspace': SEED_WORKSPACE_ID }))
        .status,
    ).toBe(200);
    expect(
      (
        await anon.get('/devices/list', '', {
          ...bearer,
          'seam-workspace': '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(401);
  });

  it('does not accept the publishable key outside the session exchange', async () => {
    const reply = await anon.get('/devices/list', '', {
      'seam-publishable-key': SEED_KEYS.publishable_key,
    });
    expect(reply.status).toBe(401);
  });
});

describe('/client_sessions', () => {
  const pk = { 'seam-publishable-key': SEED_KEYS.publishable_key };

  it('exchanges the publishable key + seeded user key for the seeded token', async () => {
    const reply = await anon.post(
      '/client_sessions/get_or_create',
      { user_identifier_key: SEED_KEYS.user_identifier_key },
      pk,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      ok: true,
      client_session: { token: SEED_KEYS.client_session_token, workspace_id: SEED_WORKSPACE_ID },
    });
  });

  it('creates a stable session for a new key', async () => {
    // The key travels in the JSON body only (param-placement.test.ts: a query copy is refused).
    const first = await anon.post(
      '/client_sessions/get_or_create',
      { user_identifier_key: 'guest-42' },
      pk,
    );
    const second = await anon.post(
      '/client_sessions/get_or_create',
      { user_identifier_key: 'guest-42' },
      pk,
    );
    expect(first.body.client_session.token).toMatch(/^seam_cst1/);
    expect(first.body.client_session.token).not.toBe(SEED_KEYS.client_session_token);
    expect(second.body.client_session.token).toBe(first.body.client_session.token);
    const session = client(api, () => first.body.client_session.token);
    const me = await session.get('/client_sessions/get');
    expect(me.body.client_session.user_identifier_key).toBe('guest-42');
  });

  it('rejects a wrong publishable key and works with an API key', async () => {
    expect(
      (
        await anon.post(
          '/client_sessions/get_or_create',
          { user_identifier_key: 'x' },
          { 'seam-publishable-key': 'seam_pk1_wrong' },
        )
      ).status,
    ).toBe(401);
    expect(
      (await http.post('/client_sessions/get_or_create', { user_identifier_key: 'server-made' }))
        .status,
    ).toBe(200);
  });

  it('lets API keys create, list and delete sessions', async () => {
    const created = await http.post('/client_sessions/create', {
      user_identifier_key: 'to-delete',
    });
    const id = created.body.client_session.client_session_id;
    expect(
      (await http.get('/client_sessions/list', 'user_identifier_key=to-delete')).body
        .client_sessions,
    ).toHaveLength(1);
    expect((await http.post('/client_sessions/delete', { client_session_id: id })).status).toBe(
      200,
    );
    expect((await http.get('/client_sessions/get', `client_session_id=${id}`)).status).toBe(404);
  });
});
