import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_WORKSPACE_ID } from '../seed/keys.js';
import { client, useFakeApi } from '../test-utils/client.js';

const { api, http, anon } = useFakeApi();
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
/** Moves the server's clock (it runs in this process); timers and sockets are left alone. */
const clockAt = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });

afterEach(() => {
  vi.useRealTimers();
});

describe('client session expiry', () => {
  it('refuses a token once its expires_at has passed, as it refuses an unknown one', async () => {
    const start = Date.now();
    const created = await http.post('/client_sessions/create', {
      user_identifier_key: 'expiring',
      expires_at: inHours(1),
    });
    expect(created.status).toBe(200);
    const token = created.body.client_session.token as string;
    const session = client(api, () => token);
    expect((await session.get('/devices/list')).status).toBe(200);

    clockAt(start + 2 * HOUR);
    const late = await session.get('/devices/list');
    expect(late.status).toBe(401);
    expect(late.body.error.type).toBe('unauthorized');
    expect(JSON.stringify(late.body)).not.toContain(token);
    const byHeader = await anon.get('/devices/list', '', { 'client-session-token': token });
    expect(byHeader.status).toBe(401);
    // A session made without expires_at, such as the seeded one the CLI prints, keeps working.
    clockAt(start + 365 * 24 * HOUR);
    const seeded = client(api, () => api().keys.client_session_token);
    expect((await seeded.get('/devices/list')).status).toBe(200);
  });

  it('get_or_create moves a working session’s expiry and replaces an expired one', async () => {
    const start = Date.now();
    const exchange = (body: Record<string, unknown>) =>
      anon.post(
        '/client_sessions/get_or_create',
        { user_identifier_key: 'returning', ...body },
        { 'seam-publishable-key': api().keys.publishable_key },
      );
    const first = (await exchange({ expires_at: inHours(1) })).body.client_session;
    const again = (await exchange({ expires_at: inHours(3) })).body.client_session;
    expect(again.token).toBe(first.token);
    const old = client(api, () => first.token);

    clockAt(start + 2 * HOUR);
    expect((await old.get('/devices/list')).status).toBe(200);

    clockAt(start + 4 * HOUR);
    expect((await old.get('/devices/list')).status).toBe(401);
    const renewed = (await exchange({})).body.client_session;
    expect(renewed.token).not.toBe(first.token);
    expect((await client(api, () => renewed.token).get('/devices/list')).status).toBe(200);
  });
});

describe('expired client sessions', () => {
  it('leave the session lists, lookups and user_identifier_key filters, as a dead token should', async () => {
    const start = Date.now();
    const key = 'gone-after-an-hour';
    const created = (
      await http.post('/client_sessions/create', {
        user_identifier_key: key,
        expires_at: inHours(1),
      })
    ).body.client_session;
    const id = created.client_session_id as string;
    const ids = async (query: string) =>
      (await http.get('/client_sessions/list', query)).body.client_sessions.map(
        (s: { client_session_id: string }) => s.client_session_id,
      );
    const userDevices = async () =>
      (await http.get('/devices/list', `user_identifier_key=${key}`)).body.devices;
    const userCodes = async () =>
      (await http.get('/access_codes/list', `user_identifier_key=${key}`)).body.access_codes;
    expect(await ids('')).toContain(id);
    expect(await ids(`user_identifier_key=${key}`)).toEqual([id]);
    expect((await userDevices()).length).toBeGreaterThan(0);
    expect((await userCodes()).length).toBeGreaterThan(0);

    clockAt(start + 2 * HOUR);
    expect(await ids('')).not.toContain(id);
    expect(await ids(`user_identifier_key=${key}`)).toEqual([]);
    expect(await ids(`client_session_id=${id}`)).toEqual([]);
    expect(await userDevices()).toEqual([]);
    expect(await userCodes()).toEqual([]);
    for (const query of [`client_session_id=${id}`, `user_identifier_key=${key}`]) {
      const lookup = await http.get('/client_sessions/get', query);
      expect(lookup.status, query).toBe(404);
      expect(lookup.body.error.type, query).toBe('client_session_not_found');
    }
    const grant = await http.post('/client_sessions/grant_access', {
      client_session_id: id,
      connected_account_ids: [],
    });
    expect(grant.status).toBe(404);
    // A host cleaning up its old sessions can still delete an expired one.
    expect((await http.post('/client_sessions/delete', { client_session_id: id })).status).toBe(
      200,
    );
  });
});

describe('client session deletion', () => {
  it('records a `client_session.deleted` event naming the session, for delete and for revoke', async () => {
    for (const path of ['/client_sessions/delete', '/client_sessions/revoke']) {
      const created = await http.post('/client_sessions/create', {
        user_identifier_key: `deleted-event-${path}`,
      });
      const id = created.body.client_session.client_session_id as string;
      expect((await http.post(path, { client_session_id: id })).status, path).toBe(200);
      const events = (
        await http.post('/events/list', {
          since: '1970-01-01T00:00:00Z',
          event_type: 'client_session.deleted',
        })
      ).body.events;
      const event = events.find((e: { client_session_id?: string }) => e.client_session_id === id);
      expect(event, path).toMatchObject({
        event_type: 'client_session.deleted',
        client_session_id: id,
        workspace_id: SEED_WORKSPACE_ID,
      });
      // The token is a credential: the event names the session, never its token.
      expect(JSON.stringify(event)).not.toContain(created.body.client_session.token);
    }
  });

  it('records nothing when the session to delete does not exist', async () => {
    const before = (
      await http.post('/events/list', {
        since: '1970-01-01T00:00:00Z',
        event_type: 'client_session.deleted',
      })
    ).body.events.length;
    const missing = await http.post('/client_sessions/delete', {
      client_session_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    const after = (
      await http.post('/events/list', {
        since: '1970-01-01T00:00:00Z',
        event_type: 'client_session.deleted',
      })
    ).body.events.length;
    expect(after).toBe(before);
  });
});
