import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_ACCESS_TOKEN, SEED_WORKSPACE_ID } from '../seed/keys.js';
import { type Reply, useFakeApi } from '../test-utils/client.js';
import { credentialAllowed } from './auth.js';

// biome-ignore lint/suspicious/noExplicitAny: the contract is untyped JSON.
type Json = any;

const contract: Json = JSON.parse(
  readFileSync(new URL('../../../../contracts/device-api-openapi.json', import.meta.url), 'utf8'),
);

const { api, http } = useFakeApi();

type Kind = 'api_key' | 'access_token' | 'client_session' | 'publishable_key' | 'none';
const KINDS: Kind[] = ['api_key', 'access_token', 'client_session', 'publishable_key', 'none'];

function headersFor(kind: Kind): Record<string, string> {
  const keys = api().keys;
  switch (kind) {
    case 'api_key':
      return { authorization: `Bearer ${keys.api_key}` };
    case 'access_token':
      return { authorization: `Bearer ${SEED_ACCESS_TOKEN}`, 'seam-workspace': SEED_WORKSPACE_ID };
    case 'client_session':
      return { 'client-session-token': keys.client_session_token };
    case 'publishable_key':
      return { 'seam-publishable-key': keys.publishable_key };
    case 'none':
      return {};
  }
}

async function call(method: string, path: string, kind: Kind, body: unknown = {}): Promise<Reply> {
  const init: RequestInit = { method, headers: headersFor(kind) };
  if (method !== 'GET') {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`${api().url}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const operations: { method: string; path: string; security: string[] }[] = [];
for (const [path, item] of Object.entries(contract.paths as Record<string, Json>)) {
  for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
    const security = (operation.security ?? []).flatMap((r: Json) => Object.keys(r));
    operations.push({ method: method.toUpperCase(), path, security });
  }
}

/** What a credential kind must get from an operation the fake implements. */
function expectation(kind: Kind, path: string, security: string[]): 'allowed' | 401 | 403 {
  if (kind === 'none') return 401;
  if (security.length === 0) {
    // The publishable-key exchange: no scheme listed, each route decides.
    if (path === '/client_sessions/get_or_create')
      return kind === 'client_session' ? 403 : 'allowed';
    return kind === 'api_key' || kind === 'access_token'
      ? 'allowed'
      : kind === 'client_session'
        ? 403
        : 401;
  }
  if (kind === 'publishable_key') return 401;
  return credentialAllowed(kind, security) ? 'allowed' : 403;
}

describe('contract security', () => {
  it('walks every operation of the contract with every credential kind', async () => {
    let implemented = 0;
    let refused = 0;
    for (const { method, path, security } of operations) {
      const probe = await call(method, path, 'api_key');
      const missing = probe.status === 404 && /^No route for/.test(probe.body?.error?.message);
      for (const kind of KINDS) {
        const reply = kind === 'api_key' ? probe : await call(method, path, kind);
        const where = `${method} ${path} as ${kind}`;
        if (missing) {
          // Not implemented: the same 404 for everyone, never a success.
          expect(reply.status, where).toBe(404);
          continue;
        }
        const expected = expectation(kind, path, security);
        if (expected === 'allowed') {
          expect([401, 403], `${where}: ${JSON.stringify(reply.body)}`).not.toContain(reply.status);
        } else {
          expect(reply.status, `${where}: ${JSON.stringify(reply.body)}`).toBe(expected);
          expect(reply.body).toMatchObject({ ok: false, error: { type: expect.any(String) } });
          expect(reply.body.error.request_id).toBe(reply.headers.get('seam-request-id'));
          if (expected === 403) {
            expect(reply.body.error.type).toBe('forbidden');
            refused++;
          }
        }
      }
      if (!missing) implemented++;
    }
    // Guards against a walk that silently tested nothing.
    expect(implemented).toBeGreaterThan(60);
    expect(refused).toBeGreaterThan(20);
  });

  it.each([
    ['POST', '/webhooks/create', { url: 'https://example.com/hook' }],
    ['POST', '/devices/delete', { device_id: '00000000-0000-4000-8000-000000000000' }],
    ['GET', '/connected_accounts/list', {}],
    ['GET', '/events/list', {}],
    ['POST', '/workspaces/reset_sandbox', {}],
  ])('a client session may not call %s %s', async (method, path, body) => {
    const reply = await call(method, path, 'client_session', body);
    expect(reply.status).toBe(403);
    expect(reply.body.error.type).toBe('forbidden');
  });
});

describe('client session grants', () => {
  async function sessionFor(accountIds: string[]) {
    const created = await http.post('/client_sessions/create', {
      user_identifier_key: `grant-${accountIds.join('-') || 'none'}`,
      connected_account_ids: accountIds,
    });
    expect(created.status).toBe(200);
    return created.body.client_session as { client_session_id: string; token: string };
  }

  async function as(token: string, path: string, body: unknown = {}) {
    const res = await fetch(`${api().url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: test JSON.
    return { status: res.status, body: (await res.json()) as any };
  }

  it('sees only the devices, codes and schedules of its own connected accounts', async () => {
    const all = (await http.get('/devices/list')).body.devices as Json[];
    const accounts = [...new Set(all.map((d) => d.connected_account_id as string))];
    expect(accounts.length).toBeGreaterThan(1);
    const [mine, other] = accounts as [string, string];
    const session = await sessionFor([mine]);
    const seen = (await as(session.token, '/devices/list')).body.devices as Json[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((d) => d.connected_account_id === mine)).toBe(true);
    const foreign = all.find((d) => d.connected_account_id === other);
    const get = await as(session.token, '/devices/get', { device_id: foreign.device_id });
    expect(get.status).toBe(404);
    expect(get.body.error.type).toBe('device_not_found');
    const codes = await as(session.token, '/access_codes/list', { device_id: foreign.device_id });
    expect(codes.status).toBe(404);
    const visibleIds = new Set(seen.map((d) => d.device_id));
    const allCodes = (await http.get('/access_codes/list', `device_id=${seen[0].device_id}`)).body;
    const mineCodes = await as(session.token, '/access_codes/list', {
      device_id: seen[0].device_id,
    });
    expect(mineCodes.body.access_codes).toEqual(allCodes.access_codes);
    const schedules = await as(session.token, '/thermostats/climate_setting_schedules/list', {});
    if (schedules.status === 200) {
      for (const s of schedules.body.climate_setting_schedules as Json[])
        expect(visibleIds.has(s.device_id)).toBe(true);
    }
  });

  it('a session with no grants sees no devices', async () => {
    const session = await sessionFor([]);
    const seen = await as(session.token, '/devices/list');
    expect(seen.body.devices).toEqual([]);
  });

  it('reads only its own session, never another session or its token', async () => {
    const a = await sessionFor(['a-grant']);
    const b = await sessionFor(['b-grant']);
    const own = await as(a.token, '/client_sessions/get');
    expect(own.body.client_session.client_session_id).toBe(a.client_session_id);
    const byId = await as(a.token, '/client_sessions/get', {
      client_session_id: b.client_session_id,
    });
    expect(byId.status).toBe(404);
    expect(JSON.stringify(byId.body)).not.toContain(b.token);
    const byKey = await as(a.token, '/client_sessions/get', {
      user_identifier_key: 'grant-b-grant',
    });
    expect(byKey.status).toBe(404);
    expect(JSON.stringify(byKey.body)).not.toContain(b.token);
    const list = await as(a.token, '/client_sessions/list');
    expect(list.status).toBe(403);
  });
});
