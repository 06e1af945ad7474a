import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PorchlightActionAttemptError,
  PorchlightActionAttemptPollError,
  PorchlightActionAttemptStillPendingError,
} from './errors/action-attempt-errors.js';
import {
  PorchlightApiError,
  PorchlightMalformedResponseError,
  PorchlightUnauthorizedError,
} from './errors/api-errors.js';
import {
  PorchlightError,
  PorchlightInternalEndpointError,
  PorchlightInvalidOptionsError,
} from './errors/porchlight-error.js';
import { PorchlightTimeoutError } from './errors/transport-errors.js';
import { PorchlightClient, type PorchlightClientOptions } from './porchlight-client.js';
import {
  type Handler,
  type LocalServer,
  type RecordedRequest,
  sendJson,
  startServer,
} from './test-utils/local-server.js';
import { rejectionOf } from './test-utils/rejection.js';

const CST = 'seam_cst1_session_token';
const PK = 'seam_pk1_publishable';
const DEVICE_ID = '1c7e5a48-6b8f-4b35-9e2a-3f1f2f0c1a11';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Routes = Record<string, (request: RecordedRequest) => unknown>;

// Answers `{ ok: true, ...route(request) }` per path; unknown paths get a 404 error body.
const serveRoutes = async (routes: Routes) => {
  const handler: Handler = (request, res) => {
    const route = routes[request.path];
    if (!route) {
      sendJson(res, 404, { error: { type: 'not_found', message: `No ${request.path}` } });
      return;
    }
    sendJson(res, 200, { ok: true, ...(route(request) as object) });
  };
  server = await startServer(handler);
  return server;
};

const clientFor = (local: LocalServer, options: PorchlightClientOptions = {}) =>
  new PorchlightClient({ clientSessionToken: CST }, { endpoint: local.url, ...options });

const pendingAttempt = (action_type: string) => ({
  action_attempt_id: 'aa_1',
  action_type,
  status: 'pending',
  result: null,
  error: null,
});

const SPACE_IN_ENDPOINT =
  'endpoint contains whitespace, a line break or a control character (often a trailing newline read from a file or environment variable): pass the URL alone';
const QUERY_IN_ENDPOINT =
  'endpoint must not contain a query (?…) or a fragment (#…): every request appends its path to the endpoint';

describe('PorchlightClient construction', () => {
  it('uses the default endpoint and validates credentials eagerly', () => {
    expect(new PorchlightClient({ apiKey: 'seam_key' }).endpoint).toBe(
      'https://connect.getseam.com',
    );
    expect(() => new PorchlightClient({ apiKey: CST })).toThrow(PorchlightInvalidOptionsError);
  });

  it.each([
    [{ endpoint: 'connect.example.com' }, 'endpoint must be an absolute http(s) URL'],
    // Read from a file or an environment variable: each would reach the path or the host.
    [{ endpoint: 'https://connect.example.com ' }, SPACE_IN_ENDPOINT],
    [{ endpoint: 'https://connect.example.com/\n' }, SPACE_IN_ENDPOINT],
    [{ endpoint: 'https://exa mple.com' }, SPACE_IN_ENDPOINT],
    [{ endpoint: 'https://connect.example.com?region=eu' }, QUERY_IN_ENDPOINT],
    [{ endpoint: 'https://connect.example.com/#api' }, QUERY_IN_ENDPOINT],
    [{ timeout: -1 }, 'timeout must be a non-negative number of milliseconds'],
    [{ retries: 1.5 }, 'retries must be a non-negative integer'],
    [{ retryDelay: Number.NaN }, 'retryDelay must be a non-negative number of milliseconds'],
    [{ fetch: 'window.fetch' as unknown as typeof fetch }, 'fetch must be a function'],
    [
      { onWarning: 'console.warn' as unknown as () => void },
      'onWarning must be a function that takes the message',
    ],
    [
      { waitForActionAttempt: 'yes' as unknown as boolean },
      'waitForActionAttempt must be a boolean or { timeout, pollingInterval }',
    ],
    [
      { waitForActionAttempt: { pollingInterval: 0 } },
      'waitForActionAttempt.pollingInterval must be a positive number of milliseconds',
    ],
    [
      { waitForActionAttempt: { timeout: -5 } },
      'waitForActionAttempt.timeout must be a non-negative number of milliseconds',
    ],
  ])('refuses options %o', (options, message) => {
    expect(() => new PorchlightClient({ apiKey: 'seam_key' }, options)).toThrow(
      `PorchlightClient received invalid options: ${message}`,
    );
  });

  it('exposes every namespace in camelCase', () => {
    const client = new PorchlightClient({ apiKey: 'seam_key' });
    expect(typeof client.accessCodes.unmanaged.convertToManaged).toBe('function');
    expect(typeof client.thermostats.climateSettingSchedules.list).toBe('function');
    expect(typeof client.noiseSensors.noiseThresholds.create).toBe('function');
    expect(typeof client.devices.listDeviceProviders).toBe('function');
    expect(typeof client.workspaces.resetSandbox).toBe('function');
    expect(typeof client.acs.users.listAccessibleEntrances).toBe('function');
    expect(client.deviceModels).toBe(client.deviceCatalogue.deviceModels);
  });

  it('lists its fields in one order: endpoint, auth mode and catalogue, then the namespaces', () => {
    const client = new PorchlightClient({ apiKey: 'seam_key' });
    expect(Object.keys(client).slice(0, 5)).toEqual([
      'endpoint',
      'authMode',
      'deviceCatalogue',
      'deviceModels',
      'accessCodes',
    ]);
    expect(Object.keys(client.deviceCatalogue)).toEqual(['manufacturers', 'deviceModels']);
  });

  it('says which kind of credential it authenticates with', () => {
    expect(new PorchlightClient({ apiKey: 'seam_key' }).authMode).toBe('api_key');
    expect(new PorchlightClient({ clientSessionToken: CST }).authMode).toBe('client_session_token');
    expect(
      new PorchlightClient({ personalAccessToken: 'seam_at1_token', workspaceId: 'ws_1' }).authMode,
    ).toBe('personal_access_token');
    // An access token given as apiKey with a workspace authenticates as a personal access token.
    expect(new PorchlightClient({ apiKey: 'seam_at1_token', workspaceId: 'ws_1' }).authMode).toBe(
      'personal_access_token',
    );
    // Without one it is refused rather than passed off as an API key.
    expect(() => new PorchlightClient({ apiKey: 'seam_at1_token' })).toThrow(
      'pass it as { personalAccessToken, workspaceId }',
    );
  });
});

describe('PorchlightClient.fromPublishableKey', () => {
  const session = {
    client_session_id: 'cs_1',
    token: CST,
    user_identifier_key: 'user-1',
    workspace_id: 'ws_1',
  };

  it('exchanges the key through get_or_create and authenticates with the session token', async () => {
    const local = await serveRoutes({
      '/client_sessions/get_or_create': () => ({ client_session: session }),
      '/devices/list': () => ({ devices: [] }),
    });
    const client = await PorchlightClient.fromPublishableKey(PK, 'user-1', { endpoint: local.url });
    expect(client.clientSession).toEqual(session);
    expect(client.authMode).toBe('client_session_token');
    await client.devices.list();
    const [exchange, list] = local.requests;
    expect(exchange?.method).toBe('POST');
    expect(exchange?.headers['seam-publishable-key']).toBe(PK);
    expect(exchange?.headers.authorization).toBeUndefined();
    expect(exchange?.body).toEqual({ user_identifier_key: 'user-1' });
    expect(list?.headers.authorization).toBe(`Bearer ${CST}`);
    expect(list?.headers['client-session-token']).toBe(CST);
    expect(list?.headers['seam-publishable-key']).toBeUndefined();
  });

  it("raises 'Failed to get client session token' when the answer has no token", async () => {
    const local = await serveRoutes({
      '/client_sessions/get_or_create': (r) =>
        r.headers['x-case'] === 'none' ? {} : { client_session: { ...session, token: '' } },
    });
    for (const fetchCase of ['empty', 'none']) {
      const error = await rejectionOf(
        PorchlightClient.fromPublishableKey(PK, 'user-1', {
          endpoint: local.url,
          fetch: (input, init) =>
            fetch(input, { ...init, headers: { ...init.headers, 'x-case': fetchCase } }),
        }),
      );
      expect(error).toBeInstanceOf(PorchlightError);
      expect(error.message).toBe('Failed to get client session token');
    }
  });

  it('refuses a session token without the session-token prefix as a failed exchange', async () => {
    const local = await serveRoutes({
      '/client_sessions/get_or_create': () => ({
        client_session: { ...session, token: 'seam_other_token' },
      }),
    });
    const error = await rejectionOf(
      PorchlightClient.fromPublishableKey(PK, 'user-1', { endpoint: local.url }),
    );
    expect(error).toBeInstanceOf(PorchlightError);
    expect(error.message).toBe(
      'Failed to get client session token: the provider returned a token without the seam_cst prefix',
    );
    expect(error.message).not.toContain('seam_other_token');
  });

  it('refuses an invalid publishable key before sending anything', async () => {
    const local = await serveRoutes({});
    await expect(
      PorchlightClient.fromPublishableKey('seam_test1', 'user-1', { endpoint: local.url }),
    ).rejects.toThrow('Invalid publishableKey');
    expect(local.requests).toHaveLength(0);
  });

  it('refuses an onWarning that is not a function before it is needed, not with a TypeError', async () => {
    const local = await serveRoutes({});
    const error = await rejectionOf(
      PorchlightClient.fromPublishableKey(PK, 'jane@example.com', {
        endpoint: local.url,
        onWarning: 'console.warn' as unknown as () => void,
      }),
    );
    expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
    expect(local.requests).toHaveLength(0);
  });

  it('warns about an e-mail user identifier key and about a missing one', async () => {
    const local = await serveRoutes({
      '/client_sessions/get_or_create': () => ({ client_session: session }),
    });
    const onWarning = vi.fn();
    await PorchlightClient.fromPublishableKey(PK, 'jane@example.com', {
      endpoint: local.url,
      onWarning,
    });
    expect(onWarning.mock.calls[0]?.[0]).toContain(
      'Using an email for the userIdentifierKey is insecure',
    );
    await PorchlightClient.fromPublishableKey(PK, undefined, { endpoint: local.url, onWarning });
    expect(onWarning.mock.calls[1]?.[0]).toContain('effectively ephemeral');
    expect(local.requests[1]?.body).toMatchObject({
      user_identifier_key: expect.stringMatching(/^fingerprint_/),
    });
  });

  it('maps a refused key to an unauthorized error that does not contain the key', async () => {
    server = await startServer((_, res) =>
      sendJson(res, 401, { error: { type: 'unauthorized', message: `Bad key ${PK}` } }),
    );
    const error = await rejectionOf(
      PorchlightClient.fromPublishableKey(PK, 'user-1', { endpoint: server.url }),
    );
    expect(error).toBeInstanceOf(PorchlightUnauthorizedError);
    expect(error.message).not.toContain(PK);
  });

  it('shares one exchange among callers asking at once; one caller giving up leaves the others', async () => {
    // Two providers (or elements) with one key ask together: two get_or_create POSTs could
    // create two sessions for one user.
    server = await startServer((_, res) => {
      setTimeout(() => sendJson(res, 200, { ok: true, client_session: session }), 50);
    });
    const options = { endpoint: server.url };
    const leaving = new AbortController();
    const first = rejectionOf(
      PorchlightClient.fromPublishableKey(PK, 'user-1', options, { signal: leaving.signal }),
    );
    const second = PorchlightClient.fromPublishableKey(PK, 'user-1', options);
    const third = PorchlightClient.fromPublishableKey(PK, 'user-1', options);
    leaving.abort(new Error('unmounted'));
    expect((await first).message).toBe('unmounted');
    const [a, b] = await Promise.all([second, third]);
    expect(a.clientSession?.token).toBe(CST);
    expect(b.clientSession?.token).toBe(CST);
    expect(a).not.toBe(b);
    expect(server.requests).toHaveLength(1);
    // Once settled, the next exchange is a new request; another user is never shared.
    await PorchlightClient.fromPublishableKey(PK, 'user-1', options);
    await Promise.all([
      PorchlightClient.fromPublishableKey(PK, 'user-2', options),
      PorchlightClient.fromPublishableKey(PK, 'user-3', options),
    ]);
    expect(
      server.requests.map((r) => (r.body as { user_identifier_key: string }).user_identifier_key),
    ).toEqual(['user-1', 'user-1', 'user-2', 'user-3']);
  });

  it('ends the shared exchange when the last caller leaves, and exchanges afresh later', async () => {
    // The first exchange is held; the next one is answered.
    const closed: boolean[] = [];
    server = await startServer((_, res) => {
      const index = closed.push(false) - 1;
      res.on('close', () => {
        closed[index] = true;
      });
      if (index > 0) sendJson(res, 200, { ok: true, client_session: session });
    });
    const local = server;
    const options = { endpoint: local.url };
    const one = new AbortController();
    const two = new AbortController();
    const first = rejectionOf(
      PorchlightClient.fromPublishableKey(PK, 'user-1', options, { signal: one.signal }),
    );
    const second = rejectionOf(
      PorchlightClient.fromPublishableKey(PK, 'user-1', options, { signal: two.signal }),
    );
    await vi.waitFor(() => expect(local.requests).toHaveLength(1));
    one.abort(new Error('first left'));
    expect((await first).message).toBe('first left');
    expect(closed[0]).toBe(false);
    two.abort(new Error('second left'));
    expect((await second).message).toBe('second left');
    // Nobody waits any more: the request itself is ended, not left to the server's pace.
    await vi.waitFor(() => expect(closed[0]).toBe(true));
    const again = await PorchlightClient.fromPublishableKey(PK, 'user-1', options);
    expect(again.clientSession?.token).toBe(CST);
    expect(local.requests).toHaveLength(2);
  });

  it('sends no exchange for a caller whose signal has already aborted', async () => {
    const local = await serveRoutes({
      '/client_sessions/get_or_create': () => ({ client_session: session }),
    });
    const gone = new AbortController();
    gone.abort(new Error('unmounted'));
    await expect(
      PorchlightClient.fromPublishableKey(
        PK,
        'user-1',
        { endpoint: local.url },
        { signal: gone.signal },
      ),
    ).rejects.toThrow('unmounted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(local.requests).toHaveLength(0);
  });

  it('takes per-call options for the exchange: a signal to abort it and a timeout', async () => {
    // The exchange never gets an answer; the client's own timeout would end it after 5 s.
    server = await startServer(() => undefined);
    const options = { endpoint: server.url, timeout: 5000 };
    const controller = new AbortController();
    const aborted = rejectionOf(
      PorchlightClient.fromPublishableKey(PK, 'user-1', options, { signal: controller.signal }),
    );
    await vi.waitFor(() => expect(server?.requests).toHaveLength(1));
    controller.abort(new Error('host left'));
    expect((await aborted).message).toBe('host left');

    const timedOut = await rejectionOf<PorchlightTimeoutError>(
      PorchlightClient.fromPublishableKey(PK, 'user-1', options, { timeout: 50 }),
    );
    expect(timedOut).toBeInstanceOf(PorchlightTimeoutError);
    expect(timedOut).toMatchObject({ path: '/client_sessions/get_or_create', timeout: 50 });
  });
});

describe('PorchlightClient methods', () => {
  it('reads with GET and query parameters, writes with POST and a JSON body', async () => {
    const local = await serveRoutes({
      '/access_codes/list': () => ({ access_codes: [{ access_code_id: 'ac_1' }] }),
      '/access_codes/create': () => ({ access_code: { access_code_id: 'ac_2' } }),
      '/access_codes/delete': () => ({}),
      '/access_codes/generate_code': () => ({
        generated_code: { code: '4821', device_id: DEVICE_ID },
      }),
      '/thermostats/climate_setting_schedules/update': (r) => ({
        climate_setting_schedule: r.body,
      }),
    });
    const client = clientFor(local);
    await expect(client.accessCodes.list({ device_id: DEVICE_ID })).resolves.toEqual([
      { access_code_id: 'ac_1' },
    ]);
    await expect(
      client.accessCodes.create({ device_id: DEVICE_ID, name: 'Guest', code: '1234' }),
    ).resolves.toEqual({ access_code_id: 'ac_2' });
    await expect(client.accessCodes.delete({ access_code_id: 'ac_2' })).resolves.toBeUndefined();
    await expect(client.accessCodes.generateCode({ device_id: DEVICE_ID })).resolves.toMatchObject({
      code: '4821',
    });
    await expect(
      client.thermostats.climateSettingSchedules.update({
        climate_setting_schedule_id: 'css_1',
        manual_override_allowed: false,
      }),
    ).resolves.toEqual({ climate_setting_schedule_id: 'css_1', manual_override_allowed: false });
    expect(local.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /access_codes/list',
      'POST /access_codes/create',
      'POST /access_codes/delete',
      'POST /access_codes/generate_code',
      'POST /thermostats/climate_setting_schedules/update',
    ]);
    expect(local.requests[0]?.query.get('device_id')).toBe(DEVICE_ID);
    expect(local.requests[1]?.body).toEqual({ device_id: DEVICE_ID, name: 'Guest', code: '1234' });
  });

  it('deletes a thermostat through /devices/delete, the contract path for any device', async () => {
    const local = await serveRoutes({ '/devices/delete': () => ({}) });
    await expect(
      clientFor(local).thermostats.delete({ device_id: DEVICE_ID }),
    ).resolves.toBeUndefined();
    expect(local.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /devices/delete']);
    expect(local.requests[0]?.body).toEqual({ device_id: DEVICE_ID });
  });

  it('lists events since the epoch unless a window is given', async () => {
    const local = await serveRoutes({ '/events/list': () => ({ events: [] }) });
    const client = clientFor(local);
    await client.events.list();
    await client.events.list({ since: '2024-01-01T00:00:00.000Z' });
    expect(local.requests[0]?.query.get('since')).toBe('1970-01-01T00:00:00.000Z');
    expect(local.requests[1]?.query.get('since')).toBe('2024-01-01T00:00:00.000Z');
  });
});

describe('PorchlightClient action attempts', () => {
  const actionServer = (final: 'success' | 'error', pendingPolls = 1) => {
    let polls = 0;
    const attemptFor = (action_type: string) => ({
      '/action_attempts/get': () => {
        polls++;
        if (polls <= pendingPolls) return { action_attempt: pendingAttempt(action_type) };
        return {
          action_attempt: {
            ...pendingAttempt(action_type),
            status: final,
            result: final === 'success' ? {} : null,
            error:
              final === 'error' ? { type: 'device_offline', message: 'Device is offline' } : null,
          },
        };
      },
    });
    return attemptFor;
  };

  it('unlocks and polls /action_attempts/get until the attempt succeeds', async () => {
    const local = await serveRoutes({
      '/locks/unlock_door': () => ({ action_attempt: pendingAttempt('UNLOCK_DOOR') }),
      ...actionServer('success', 2)('UNLOCK_DOOR'),
    });
    const client = clientFor(local, { waitForActionAttempt: { pollingInterval: 5 } });
    const attempt = await client.locks.unlockDoor({ device_id: DEVICE_ID });
    expect(attempt.status).toBe('success');
    expect(local.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /locks/unlock_door',
      'GET /action_attempts/get',
      'GET /action_attempts/get',
      'GET /action_attempts/get',
    ]);
    expect(local.requests[1]?.query.get('action_attempt_id')).toBe('aa_1');
  });

  it('returns the pending attempt when told not to wait', async () => {
    const local = await serveRoutes({
      '/locks/lock_door': () => ({ action_attempt: pendingAttempt('LOCK_DOOR') }),
    });
    const attempt = await clientFor(local).locks.lockDoor(
      { device_id: DEVICE_ID },
      { waitForActionAttempt: false },
    );
    expect(attempt.status).toBe('pending');
    expect(local.requests).toHaveLength(1);
  });

  it('raises the action-attempt error of a failed thermostat action', async () => {
    const local = await serveRoutes({
      '/thermostats/heat': () => ({ action_attempt: pendingAttempt('SET_HEAT') }),
      ...actionServer('error')('SET_HEAT'),
    });
    const error = await rejectionOf<PorchlightActionAttemptError>(
      clientFor(local).thermostats.heat(
        { device_id: DEVICE_ID, heating_set_point_fahrenheit: 68 },
        { waitForActionAttempt: { pollingInterval: 5 } },
      ),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptError);
    expect(error.message).toBe('device_offline performing SET_HEAT: Device is offline');
    expect(error.actionType).toBe('SET_HEAT');
  });

  it('polls after every thermostat action', async () => {
    const actions = ['heat', 'cool', 'heat_cool', 'off', 'set_fan_mode'];
    const routes: Routes = { ...actionServer('success', 0)('THERMOSTAT') };
    for (const action of actions) {
      routes[`/thermostats/${action}`] = () => ({ action_attempt: pendingAttempt('THERMOSTAT') });
    }
    const local = await serveRoutes(routes);
    const { thermostats } = clientFor(local, { waitForActionAttempt: { pollingInterval: 1 } });
    await thermostats.heat({ device_id: DEVICE_ID, heating_set_point_fahrenheit: 68 });
    await thermostats.cool({ device_id: DEVICE_ID, cooling_set_point_fahrenheit: 75 });
    await thermostats.heatCool({
      device_id: DEVICE_ID,
      heating_set_point_fahrenheit: 65,
      cooling_set_point_fahrenheit: 75,
    });
    await thermostats.off({ device_id: DEVICE_ID });
    await thermostats.setFanMode({ device_id: DEVICE_ID, fan_mode_setting: 'auto' });
    const paths = local.requests.map((r) => r.path);
    expect(paths.filter((p) => p === '/action_attempts/get')).toHaveLength(actions.length);
    expect(paths.filter((p) => p.startsWith('/thermostats/'))).toEqual(
      actions.map((a) => `/thermostats/${a}`),
    );
  });
});

describe('PorchlightClient action attempt bound', () => {
  it('raises still-pending at the bound even when a poll never gets an answer', async () => {
    server = await startServer((request, res) => {
      // The action starts; every poll hangs (the handler never answers it).
      if (request.path === '/locks/unlock_door') {
        sendJson(res, 200, { ok: true, action_attempt: pendingAttempt('UNLOCK_DOOR') });
      }
    });
    const client = clientFor(server, { waitForActionAttempt: { timeout: 150 } });
    const error = await rejectionOf<PorchlightActionAttemptStillPendingError>(
      client.locks.unlockDoor({ device_id: DEVICE_ID }),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.message).toBe('Action attempt is still pending after 150 ms');
    expect(error.actionAttempt.action_attempt_id).toBe('aa_1');
  });

  it('keeps polling through dropped connections and 503s once the action is accepted', async () => {
    let polls = 0;
    server = await startServer((request, res) => {
      if (request.path === '/locks/unlock_door') {
        sendJson(res, 200, { ok: true, action_attempt: pendingAttempt('UNLOCK_DOOR') });
        return;
      }
      polls++;
      // Three dropped connections use up the first poll and its two retries, three 503s the next.
      if (polls <= 3) res.socket?.destroy();
      else if (polls <= 6) sendJson(res, 503, { error: { type: 'unavailable', message: 'Busy' } });
      else {
        const done = { ...pendingAttempt('UNLOCK_DOOR'), status: 'success', result: {} };
        sendJson(res, 200, { ok: true, action_attempt: done });
      }
    });
    const client = clientFor(server, {
      retryDelay: 1,
      waitForActionAttempt: { pollingInterval: 5 },
    });
    const attempt = await client.locks.unlockDoor({ device_id: DEVICE_ID });
    expect(attempt.status).toBe('success');
    expect(polls).toBe(7);
  });

  it('raises still-pending with the last poll error as cause when the polls fail until the bound', async () => {
    server = await startServer((request, res) => {
      if (request.path === '/locks/lock_door') {
        sendJson(res, 200, { ok: true, action_attempt: pendingAttempt('LOCK_DOOR') });
      } else sendJson(res, 503, { error: { type: 'unavailable', message: 'Busy' } });
    });
    const client = clientFor(server, {
      retryDelay: 1,
      waitForActionAttempt: { timeout: 300, pollingInterval: 5 },
    });
    const error = await rejectionOf<PorchlightActionAttemptStillPendingError>(
      client.locks.lockDoor({ device_id: DEVICE_ID }),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
    expect(error.message).toBe('Action attempt is still pending after 300 ms');
    expect(error.cause).toBeInstanceOf(PorchlightApiError);
    expect(error.cause).toMatchObject({ status: 503, message: 'Busy' });
  });

  it('fails at once on a 404 poll, saying the accepted action may have been processed', async () => {
    const local = await serveRoutes({
      '/locks/lock_door': () => ({ action_attempt: pendingAttempt('LOCK_DOOR') }),
    });
    const error = await rejectionOf<PorchlightActionAttemptPollError>(
      clientFor(local, { waitForActionAttempt: { pollingInterval: 5 } }).locks.lockDoor({
        device_id: DEVICE_ID,
      }),
    );
    expect(error).toBeInstanceOf(PorchlightActionAttemptPollError);
    expect(error.mayHaveSucceeded).toBe(true);
    expect(error.cause).toBeInstanceOf(PorchlightApiError);
    expect(error.cause).toMatchObject({ status: 404, requestId: 'req_test' });
    expect(local.requests.map((r) => r.path)).toEqual(['/locks/lock_door', '/action_attempts/get']);
  });

  it('refuses a bad per-call timeout before starting the action', async () => {
    const local = await serveRoutes({
      '/locks/lock_door': () => ({ action_attempt: pendingAttempt('LOCK_DOOR') }),
    });
    const error = await rejectionOf(
      clientFor(local).locks.lockDoor({ device_id: DEVICE_ID }, { timeout: Number.NaN }),
    );
    expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
    expect(local.requests).toHaveLength(0);
  });

  it('refuses null per-call options of an action as a read does, before sending anything', async () => {
    const local = await serveRoutes({
      '/locks/lock_door': () => ({ action_attempt: pendingAttempt('LOCK_DOOR') }),
    });
    const client = clientFor(local);
    const nothing = null as unknown as undefined;
    for (const call of [
      () => client.locks.lockDoor({ device_id: DEVICE_ID }, nothing),
      () => client.actionAttempts.get({ action_attempt_id: 'aa_1' }, nothing),
      () => client.devices.list({}, nothing),
    ]) {
      const error = await rejectionOf(call());
      expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
      expect((error as Error).message).toContain('the per-call options must be an object');
    }
    expect(local.requests).toHaveLength(0);
  });
});

describe('PorchlightClient malformed action attempts', () => {
  it.each([
    ['no id', { status: 'pending' }, 'the action attempt has no action_attempt_id'],
    [
      'an unknown status',
      { action_attempt_id: 'aa_1', action_type: 'UNLOCK_DOOR', status: 'done' },
      'the action attempt has no known status (pending, success or error)',
    ],
    [
      'an error status without an error',
      { action_attempt_id: 'aa_1', action_type: 'UNLOCK_DOOR', status: 'error', error: null },
      'the failed action attempt has no error type',
    ],
    ['no action attempt object', 'queued', 'the action attempt is not an object'],
  ])('raises a malformed-response error for an attempt with %s', async (_, attempt, problem) => {
    const local = await serveRoutes({ '/locks/unlock_door': () => ({ action_attempt: attempt }) });
    const error = await rejectionOf<PorchlightMalformedResponseError>(
      clientFor(local).locks.unlockDoor({ device_id: DEVICE_ID }),
    );
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error).toMatchObject({ status: 200, requestId: 'req_test' });
    expect(error.message).toBe(`Malformed response (status 200, request req_test): ${problem}`);
    expect(local.requests).toHaveLength(1);
  });

  it('checks every polled attempt too', async () => {
    const local = await serveRoutes({
      '/thermostats/off': () => ({ action_attempt: pendingAttempt('SET_THERMOSTAT_OFF') }),
      '/action_attempts/get': () => ({ action_attempt: { status: 'success' } }),
    });
    const error = await rejectionOf(
      clientFor(local).thermostats.off(
        { device_id: DEVICE_ID },
        { waitForActionAttempt: { pollingInterval: 1 } },
      ),
    );
    // The action was accepted before the malformed poll, so the error says it may have applied.
    expect(error).toBeInstanceOf(PorchlightActionAttemptPollError);
    expect(error).toMatchObject({ mayHaveSucceeded: true });
    expect(error.cause).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error.message).toContain('the action attempt has no action_attempt_id');
  });

  it('refuses a bad per-call wait bound before starting the action', async () => {
    const local = await serveRoutes({
      '/locks/lock_door': () => ({ action_attempt: pendingAttempt('LOCK_DOOR') }),
    });
    const error = await rejectionOf(
      clientFor(local).locks.lockDoor(
        { device_id: DEVICE_ID },
        { waitForActionAttempt: { timeout: Number.NaN } },
      ),
    );
    expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
    expect(error.message).toBe(
      'PorchlightClient received invalid options: waitForActionAttempt.timeout must be a non-negative number of milliseconds',
    );
    expect(local.requests).toHaveLength(0);
  });
});

describe('PorchlightClient action attempt reads', () => {
  it('reads an attempt as it is, or waits when asked to', async () => {
    let polls = 0;
    const local = await serveRoutes({
      '/action_attempts/get': () => ({
        action_attempt: {
          ...pendingAttempt('LOCK_DOOR'),
          status: ++polls > 2 ? 'success' : 'pending',
        },
      }),
    });
    const { actionAttempts } = clientFor(local);
    await expect(actionAttempts.get({ action_attempt_id: 'aa_1' })).resolves.toMatchObject({
      status: 'pending',
    });
    await expect(
      actionAttempts.get(
        { action_attempt_id: 'aa_1' },
        { waitForActionAttempt: { pollingInterval: 1 } },
      ),
    ).resolves.toMatchObject({ status: 'success' });
    expect(local.requests.every((r) => r.method === 'GET')).toBe(true);
    expect(local.requests).toHaveLength(3);
  });

  it('sends no body for an operation without fields', async () => {
    const local = await serveRoutes({
      '/workspaces/reset_sandbox': () => ({ action_attempt: pendingAttempt('RESET_SANDBOX') }),
    });
    await clientFor(local).workspaces.resetSandbox(undefined, { waitForActionAttempt: false });
    expect(local.requests[0]?.body).toBeUndefined();
    expect(local.requests[0]?.headers['content-type']).toBeUndefined();
  });
});

describe('PorchlightClient device catalogue', () => {
  const ack = { acknowledge_intentional_use_of_internal_api: true } as const;

  it('refuses every catalogue call without the acknowledgement flag', async () => {
    const local = await serveRoutes({});
    const { deviceCatalogue } = clientFor(local);
    const calls = [
      deviceCatalogue.deviceModels.list(undefined as never),
      deviceCatalogue.manufacturers.list({} as never),
      deviceCatalogue.manufacturers.get({ manufacturer_id: 'm' } as never),
    ];
    for (const call of calls) {
      const error = await rejectionOf(call);
      expect(error).toBeInstanceOf(PorchlightInternalEndpointError);
      expect(error.message).toBe('This is an internal endpoint and should not be used.');
    }
    expect(local.requests).toHaveLength(0);
  });

  it('raises a malformed-response error when a catalogue list is not a list', async () => {
    const local = await serveRoutes({
      '/internal/devicedb/v1/manufacturers/list': () => ({ manufacturers: { m1: {} } }),
      '/internal/devicedb/v1/device_models/list': () => ({ device_models: null }),
    });
    const { deviceCatalogue } = clientFor(local);
    for (const call of [
      deviceCatalogue.manufacturers.list(ack),
      deviceCatalogue.deviceModels.list(ack),
    ]) {
      const error = await rejectionOf(call);
      expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
      expect(error.message).toBe(
        'Malformed response (status 200, request req_test): the list is not an array',
      );
    }
  });

  it('drops manufacturers without models and keeps the flag off the wire', async () => {
    const local = await serveRoutes({
      '/internal/devicedb/v1/manufacturers/list': () => ({
        manufacturers: [
          { manufacturer_id: 'm1', display_name: 'August', device_model_count: 3, annotations: [] },
          { manufacturer_id: 'm2', display_name: 'Empty', device_model_count: 0, annotations: [] },
        ],
      }),
      '/internal/devicedb/v1/device_models/list': () => ({ device_models: [] }),
      '/internal/devicedb/v1/manufacturers/get': (r) => ({
        manufacturer: { manufacturer_id: r.query.get('manufacturer_id') },
      }),
    });
    const { deviceCatalogue, deviceModels } = clientFor(local);
    const manufacturers = await deviceCatalogue.manufacturers.list({
      ...ack,
      integration_support_levels: ['stable', 'beta'],
      liqe_query: 'NOT (display_name:"Empty")',
    });
    expect(manufacturers.map((m) => m.manufacturer_id)).toEqual(['m1']);
    await deviceModels.list({ ...ack, manufacturer_ids: ['m1', 'm3'], text_search: 'lock' });
    await expect(
      deviceCatalogue.manufacturers.get({ ...ack, manufacturer_id: 'm1' }),
    ).resolves.toEqual({ manufacturer_id: 'm1' });
    const [list, models] = local.requests;
    expect(list?.query.getAll('integration_support_levels')).toEqual(['stable', 'beta']);
    expect(list?.query.get('liqe_query')).toBe('NOT (display_name:"Empty")');
    expect(models?.query.getAll('manufacturer_ids')).toEqual(['m1', 'm3']);
    for (const request of local.requests) {
      expect(request.method).toBe('GET');
      expect(request.query.has('acknowledge_intentional_use_of_internal_api')).toBe(false);
    }
  });
});

describe('resolveClientSession', () => {
  const session = { client_session_id: 'cs1', workspace_id: 'ws1', user_identifier_key: 'u1' };
  const recording = () => {
    const paths: string[] = [];
    const fetch = async (url: string | URL | Request) => {
      paths.push(new URL(String(url)).pathname);
      return new Response(JSON.stringify({ client_session: session }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    return { paths, fetch };
  };

  it('reads the session behind a bare client session token once and keeps it', async () => {
    const { paths, fetch } = recording();
    const client = new PorchlightClient(
      { clientSessionToken: 'seam_cst1_token' },
      { endpoint: 'http://api.test', fetch },
    );
    expect(client.clientSession).toBeNull();
    await expect(client.resolveClientSession()).resolves.toMatchObject({ workspace_id: 'ws1' });
    await client.resolveClientSession();
    expect(client.clientSession?.user_identifier_key).toBe('u1');
    expect(paths).toEqual(['/client_sessions/get']);
  });

  it('shares one read among callers asking at once; one caller giving up leaves the others', async () => {
    const { paths, fetch } = recording();
    const client = new PorchlightClient(
      { clientSessionToken: 'seam_cst1_token' },
      { endpoint: 'http://api.test', fetch },
    );
    const leaving = new AbortController();
    const first = client.resolveClientSession({ signal: leaving.signal });
    const second = client.resolveClientSession();
    leaving.abort(new Error('unmounted'));
    await expect(first).rejects.toThrow('unmounted');
    await expect(second).resolves.toMatchObject({ workspace_id: 'ws1' });
    expect(paths).toEqual(['/client_sessions/get']);
  });

  it('leaves no unhandled rejection when the only caller had already given up and the read fails', async () => {
    const local = await serveRoutes({});
    const client = clientFor(local, { retries: 0 });
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const gone = new AbortController();
      gone.abort(new Error('unmounted'));
      await expect(client.resolveClientSession({ signal: gone.signal })).rejects.toThrow(
        'unmounted',
      );
      // The shared read still goes out and fails (404); nobody waits for it any more.
      while (local.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('reads again after a failed read', async () => {
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      return calls === 1
        ? new Response('{}', { status: 400, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ client_session: session }), {
            headers: { 'content-type': 'application/json' },
          });
    };
    const client = new PorchlightClient(
      { clientSessionToken: 'seam_cst1_token' },
      { endpoint: 'http://api.test', fetch },
    );
    await expect(client.resolveClientSession()).rejects.toThrow();
    await expect(client.resolveClientSession()).resolves.toMatchObject({ workspace_id: 'ws1' });
    expect(calls).toBe(2);
  });

  it('asks nothing for an API key, which belongs to no end user', async () => {
    const { paths, fetch } = recording();
    const client = new PorchlightClient(
      { apiKey: 'seam_apikey1_x' },
      { endpoint: 'http://api.test', fetch },
    );
    await expect(client.resolveClientSession()).resolves.toBeNull();
    expect(paths).toEqual([]);
  });
});
