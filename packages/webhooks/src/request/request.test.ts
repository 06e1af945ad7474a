import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  HttpApiError,
  MessageStatus,
  NetworkError,
  RequestTimeoutError,
  RequiredError,
  ResponseParseError,
  UnknownStatusApiError,
  ValidationApiError,
  WebhooksClient,
} from '../index.js';
import { caught, rejection } from '../test-utils/thrown.js';
import { useRecordingServer } from '../test-utils/use-recording-server.js';

const TOKEN = 'testsk_secret-token-value';
const APP = {
  id: 'app_1',
  name: 'Acme',
  createdAt: '2024-01-02T03:04:05.000Z',
  updatedAt: '2024-01-03T00:00:00.000Z',
};
const MSG = {
  id: 'msg_1',
  eventType: 'user.signup',
  payload: {},
  timestamp: '2024-05-06T07:08:09.000Z',
};

const server = useRecordingServer();
let client: WebhooksClient;

beforeEach(() => {
  server.reply({ status: 204 });
  client = new WebhooksClient(TOKEN, { serverUrl: server.url });
});

const last = () => server.requests.at(-1) as NonNullable<(typeof server.requests)[number]>;

describe('request headers', () => {
  it('sends bearer token, JSON accept and a request id below 2^32 on every call', async () => {
    server.reply({ status: 200, body: APP });
    await client.applications.get('app_1');
    const { headers } = last();
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers.accept).toBe('application/json');
    const id = Number(headers['svix-req-id']);
    expect(Number.isInteger(id) && id >= 0 && id < 4294967296).toBe(true);
    expect(headers['idempotency-key']).toBeUndefined();
  });

  it('uses a fresh request id per call', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      await client.health.get();
      ids.add(String(last().headers['svix-req-id']));
    }
    expect(ids.size).toBeGreaterThan(1);
  });

  it('sends no token to health and the schema example generator', async () => {
    await client.health.get();
    expect(last().headers.authorization).toBeUndefined();
    server.reply({ status: 200, body: { example: { a: 1 } } });
    expect(await client.eventTypes.generateSchemaExample({ schema: { type: 'object' } })).toEqual({
      example: { a: 1 },
    });
    expect(last().headers.authorization).toBeUndefined();
  });

  it('sends the given idempotency key, and an automatic one on POSTs without', async () => {
    server.reply({ status: 202, body: MSG });
    await client.messages.create(
      'app_1',
      { eventType: 'e', payload: {} },
      { idempotencyKey: 'k-1' },
    );
    expect(last().headers['idempotency-key']).toBe('k-1');
    await client.messages.create('app_1', { eventType: 'e', payload: {} });
    expect(last().headers['idempotency-key']).toMatch(/^auto_[0-9a-f-]{36}$/);
  });

  it("keeps the caller's own Idempotency-Key header (any casing) on a POST, across retries", async () => {
    server.reply({ status: 503, raw: 'busy' }, { status: 202, body: MSG });
    const retrying = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      retry: { retries: 1, initialDelayMs: 1 },
    });
    const message = { eventType: 'e', payload: {} };
    await retrying.messages.create('app_1', message, { headers: { 'Idempotency-Key': 'mine-1' } });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['mine-1', 'mine-1']);
    server.reply({ status: 202, body: MSG });
    await client.messages.create('app_1', message, { headers: { 'IDEMPOTENCY-KEY': 'mine-2' } });
    expect(last().headers['idempotency-key']).toBe('mine-2');
    // The option is the documented way and wins over a header.
    await client.messages.create('app_1', message, {
      idempotencyKey: 'option',
      headers: { 'idempotency-key': 'header' },
    });
    expect(last().headers['idempotency-key']).toBe('option');
  });

  it('merges client-level and per-request headers', async () => {
    const custom = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      headers: { 'x-a': '1', 'x-b': '1' },
    });
    await custom.health.get({ headers: { 'X-B': '2', Accept: 'text/plain' } });
    expect(last().headers).toMatchObject({ 'x-a': '1', 'x-b': '2', accept: 'application/json' });
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const custom = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      fetch: (input, init) => {
        calls.push(String(input));
        return fetch(input, init);
      },
    });
    await custom.health.get();
    expect(calls).toEqual([`${server.url}/api/v1/health/`]);
  });

  it('uses the global fetch of the moment of each call, as Svix does', async () => {
    // Instrumentation (tracing, test mocks) often replaces globalThis.fetch after a module-level
    // client was created; its calls must go through the replacement.
    const calls: string[] = [];
    const early = new WebhooksClient(TOKEN, { serverUrl: server.url });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input));
      return realFetch(input, init);
    });
    try {
      await early.health.get();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls).toEqual([`${server.url}/api/v1/health/`]);
  });

  it('passes no abort signal when neither timeout nor signal is set (no default timeout)', async () => {
    const inits: (RequestInit | undefined)[] = [];
    const custom = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      fetch: (input, init) => {
        inits.push(init);
        return fetch(input, init);
      },
    });
    await custom.health.get();
    expect(inits[0]?.signal).toBeUndefined();
  });
});

describe('URLs and bodies', () => {
  it('URL-encodes path values', async () => {
    server.reply({ status: 200, body: APP });
    await client.applications.get('a b/c?d');
    expect(last().url).toBe('/api/v1/app/a%20b%2Fc%3Fd/');
  });

  it("refuses '', '.' and '..' as path values before sending, naming the parameter and the fix", async () => {
    const calls = [
      () => client.endpoints.delete('app_x', '..'),
      () => client.endpoints.delete('app_x', '.'),
      () => client.applications.delete(''),
      () => client.messageAttempts.resend('app_1', '..', 'ep_1'),
    ];
    const refused = [];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(RequiredError);
      refused.push([(error as RequiredError).field, (error as RequiredError).operation]);
    }
    expect(refused).toEqual([
      ['endpoint_id', 'endpoints.delete'],
      ['endpoint_id', 'endpoints.delete'],
      ['app_id', 'applications.delete'],
      ['msg_id', 'messageAttempts.resend'],
    ]);
    const error = (await rejection(calls[0]?.() as Promise<unknown>)) as Error;
    expect(error.message).toBe(
      "Invalid parameter endpoint_id when calling endpoints.delete: \"..\" cannot be sent as a path segment, because an empty, '.' or '..' segment makes the URL address a different resource (such as the parent application); pass the real endpoint_id.",
    );
    expect(server.requests).toHaveLength(0);
    // Only whole dot segments are refused: dots inside an id are ordinary characters.
    await client.endpoints.delete('app_x', '...');
    await client.endpoints.delete('app_x', 'ep.1');
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/app/app_x/endpoint/.../',
      '/api/v1/app/app_x/endpoint/ep.1/',
    ]);
  });

  it('serialises query dates as ISO strings and arrays as repeated keys', async () => {
    server.reply({ status: 200, body: { data: [MSG], done: true, iterator: null } });
    await client.messages.list('app_1', {
      eventTypes: ['a.b', 'c'],
      before: new Date('2024-01-01T00:00:00Z'),
      limit: 10,
    });
    const url = new URL(last().url, server.url);
    expect(url.pathname).toBe('/api/v1/app/app_1/msg/');
    expect(url.searchParams.getAll('event_types')).toEqual(['a.b', 'c']);
    expect(url.searchParams.get('before')).toBe('2024-01-01T00:00:00.000Z');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.has('after')).toBe(false);
  });

  it('sends booleans, numeric enums and flags in the query', async () => {
    server.reply({ status: 200, body: APP });
    await client.applications.getOrCreate({ name: 'Acme', uid: 'acme' });
    expect(last().url).toBe('/api/v1/app/?get_if_exists=true');
    expect(JSON.parse(last().body)).toEqual({ name: 'Acme', uid: 'acme' });
    expect(last().headers['content-type']).toBe('application/json');
    server.reply({ status: 200, body: { data: [], done: true } });
    await client.messageAttempts.listByEndpoint('app_1', 'ep_1', {
      status: MessageStatus.Fail,
      statusCodeClass: 500,
    });
    expect(last().url).toBe(
      '/api/v1/app/app_1/attempt/endpoint/ep_1/?status=2&status_code_class=500',
    );
  });

  it('sends Date inputs as ISO strings and returns Date outputs', async () => {
    server.reply({ status: 202, body: {} });
    await client.endpoints.recover('app_1', 'ep_1', { since: new Date('2024-02-03T04:05:06Z') });
    expect(JSON.parse(last().body)).toEqual({ since: '2024-02-03T04:05:06.000Z' });
    server.reply({ status: 200, body: APP });
    const app = await client.applications.get('app_1');
    expect(app.createdAt).toBeInstanceOf(Date);
    expect(app.createdAt.toISOString()).toBe(APP.createdAt);
  });

  it('decodes list pages with numeric statuses and optional dates', async () => {
    server.reply({
      status: 200,
      body: {
        data: [{ ...MSG, status: 1, nextAttempt: '2024-05-06T07:10:00.000Z' }],
        done: false,
        iterator: 'it',
        prevIterator: 'p',
      },
    });
    const page = await client.messageAttempts.listAttemptedMessages('app_1', 'ep_1');
    expect(page).toMatchObject({ done: false, iterator: 'it', prevIterator: 'p' });
    expect(page.data[0]?.status).toBe(MessageStatus.Pending);
    expect(page.data[0]?.nextAttempt).toEqual(new Date('2024-05-06T07:10:00.000Z'));
    expect(page.data[0]?.timestamp).toBeInstanceOf(Date);
  });

  it('reads a null nextAttempt (nothing scheduled) as absent, as its type says', async () => {
    server.reply({
      status: 200,
      body: { data: [{ ...MSG, status: 0, nextAttempt: null }], done: true },
    });
    const messages = await client.messageAttempts.listAttemptedMessages('app_1', 'ep_1');
    expect(messages.data[0]?.nextAttempt).toBeUndefined();
    expect(messages.data[0]).not.toHaveProperty('nextAttempt');
    const endpoint = { id: 'ep_1', url: 'https://e.x', version: 1, createdAt: APP.createdAt };
    server.reply({
      status: 200,
      body: { data: [{ ...endpoint, status: 0, nextAttempt: null }], done: true },
    });
    const destinations = await client.messageAttempts.listAttemptedDestinations('app_1', 'msg_1');
    expect(destinations.data[0]?.nextAttempt).toBeUndefined();
    expect(destinations.data[0]).not.toHaveProperty('nextAttempt');
  });

  it("decodes an attempted destination's updatedAt, which the spec lists and the contract leaves out", async () => {
    const endpoint = { id: 'ep_1', url: 'https://e.x', version: 1, createdAt: APP.createdAt };
    const updatedAt = '2024-05-06T07:11:00.000Z';
    server.reply({
      status: 200,
      body: { data: [{ ...endpoint, status: 0, updatedAt }], done: true },
    });
    const [destination] = (await client.messageAttempts.listAttemptedDestinations('app_1', 'm'))
      .data;
    expect(destination?.updatedAt).toEqual(new Date(updatedAt));
    expect(destination?.createdAt).toBeInstanceOf(Date);
  });

  // The service writes unset optional fields as `null` (svix's own models say `| null`), while
  // these types promise a value or absence: code that checks `!== undefined` must not meet null.
  it('reads null optional output fields as absent, as their types say', async () => {
    const { createdAt, updatedAt } = APP;
    const unset = { uid: null, rateLimit: null, channels: null, filterTypes: null };
    const endpoint = { id: 'ep_1', url: 'https://e.x', version: 1, description: '', ...unset };
    const cases: [body: object, call: () => Promise<unknown>, absent: string[]][] = [
      [{ ...APP, uid: null }, () => client.applications.get('app_1'), ['uid']],
      [
        { ...endpoint, createdAt, updatedAt },
        () => client.endpoints.get('app_1', 'ep_1'),
        Object.keys(unset),
      ],
      [
        { ...MSG, eventId: null, channels: null },
        () => client.messages.get('app_1', 'msg_1'),
        ['eventId', 'channels'],
      ],
      [
        { name: 'e', description: '', schemas: null, createdAt, updatedAt },
        () => client.eventTypes.get('e'),
        ['schemas'],
      ],
      [
        { createdAt, version: 1, eventTypes: [], settings: null },
        () => client.environment.export(),
        ['settings'],
      ],
      [
        { data: [{ ...MSG, status: 0, eventId: null, channels: null }], done: true },
        async () => (await client.messageAttempts.listAttemptedMessages('app_1', 'ep_1')).data[0],
        ['eventId', 'channels'],
      ],
      [
        { data: [{ ...endpoint, createdAt, status: 0 }], done: true },
        async () => (await client.messageAttempts.listAttemptedDestinations('app_1', 'm')).data[0],
        Object.keys(unset),
      ],
    ];
    for (const [body, call, absent] of cases) {
      server.reply({ status: 200, body });
      const out = await call();
      for (const field of absent) expect(out, field).not.toHaveProperty(field);
    }
  });
});

describe('errors', () => {
  it('names applications.getOrCreate, as called, in its errors', async () => {
    server.reply({ status: 401, body: { code: 'nope', detail: 'no' } });
    const error = await rejection(client.applications.getOrCreate({ name: 'Acme', uid: 'acme' }));
    expect(String(error)).toBe(
      'HttpApiError: applications.getOrCreate failed with HTTP 401 (nope): no',
    );
    const missing = await rejection(client.applications.getOrCreate(undefined as never));
    expect((missing as Error).message).toBe(
      'Required parameter applicationIn was null or undefined when calling applications.getOrCreate',
    );
  });

  it.each([401, 403, 404, 409])('maps %i to HttpApiError with the parsed body', async (status) => {
    const body = { code: 'nope', detail: 'Entity not found' };
    server.reply({ status, body, headers: { 'x-request-id': 'r1' } });
    const error = await rejection(client.applications.get('app_1'));
    expect(error).toBeInstanceOf(HttpApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: status, body });
    expect((error as ApiError).headers['x-request-id']).toBe('r1');
    expect(String(error)).toBe(
      `HttpApiError: applications.get failed with HTTP ${status} (nope): Entity not found`,
    );
  });

  it.each([
    [400, 'endpoints.rotateSecret', () => client.endpoints.rotateSecret('app_1', 'ep_1', {})],
    [
      400,
      'endpoints.sendExample',
      () => client.endpoints.sendExample('app_1', 'ep_1', { eventType: 'a' }),
    ],
    [
      413,
      'messages.create',
      () => client.messages.create('app_1', { eventType: 'a', payload: {} }),
    ],
  ] as const)(
    'maps %i from %s (where the API documents it) to HttpApiError',
    async (status, operation, call) => {
      server.reply({ status, body: { code: 'nope', detail: 'no' } });
      const error = await rejection(call());
      expect(error).toBeInstanceOf(HttpApiError);
      expect(String(error)).toBe(
        `HttpApiError: ${operation} failed with HTTP ${status} (nope): no`,
      );
    },
  );

  it.each([400, 413, 429])(
    'maps %i from a call that does not document it to "Unknown API Status Code!"',
    async (status) => {
      server.reply({ status, body: { code: 'nope', detail: 'no' } });
      const error = await rejection(client.applications.get('app_1'));
      expect(error).toBeInstanceOf(UnknownStatusApiError);
      expect(error).not.toBeInstanceOf(HttpApiError);
      expect((error as Error).message).toMatch(
        /^Unknown API Status Code! applications\.get got HTTP \d+/,
      );
      expect(error).toMatchObject({ status, body: { code: 'nope', detail: 'no' } });
    },
  );

  it('maps 422 to ValidationApiError listing the fields', async () => {
    const body = { detail: [{ loc: ['body', 'url'], msg: 'invalid url', type: 'value_error' }] };
    server.reply({ status: 422, body });
    const error = await rejection(client.endpoints.create('app_1', { url: 'x', version: 1 }));
    expect(error).toBeInstanceOf(ValidationApiError);
    expect(error).toMatchObject({ status: 422, body });
    expect((error as Error).message).toContain('body.url: invalid url');
  });

  it.each([418, 500, 503, 300])(
    'maps %i to "Unknown API Status Code!" with the body',
    async (status) => {
      server.reply({ status, raw: 'teapot says no' });
      const error = await rejection(client.applications.get('app_1'));
      expect(error).toBeInstanceOf(UnknownStatusApiError);
      expect((error as Error).message).toMatch(/^Unknown API Status Code!/);
      expect(error).toMatchObject({ status, body: 'teapot says no' });
    },
  );

  it('treats any 2xx as success', async () => {
    server.reply({ status: 299, body: APP });
    expect((await client.applications.create({ name: 'Acme' })).id).toBe('app_1');
  });

  it('checks required parameters before sending', async () => {
    const calls = [
      () => client.applications.get(undefined as never),
      () => client.endpoints.update('app_1', null as never, { url: 'x', version: 1 }),
      () => client.endpoints.update('app_1', 'ep_1', undefined as never),
      () => client.messages.create('app_1', null as never),
      () => client.messageAttempts.resend('a', 'm', undefined as never),
      () => client.eventTypes.get(null as never),
      () => client.integrations.getKey('a', undefined as never),
    ];
    const messages = [];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(RequiredError);
      messages.push((error as Error).message);
    }
    expect(messages).toEqual([
      'Required parameter app_id was null or undefined when calling applications.get',
      'Required parameter endpoint_id was null or undefined when calling endpoints.update',
      'Required parameter endpointUpdate was null or undefined when calling endpoints.update',
      'Required parameter messageIn was null or undefined when calling messages.create',
      'Required parameter endpoint_id was null or undefined when calling messageAttempts.resend',
      'Required parameter event_type_name was null or undefined when calling eventTypes.get',
      'Required parameter integ_id was null or undefined when calling integrations.getKey',
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it('raises ResponseParseError for a 2xx body that is not JSON', async () => {
    server.reply({ status: 200, raw: '<html>' });
    expect(await rejection(client.applications.get('app_1'))).toBeInstanceOf(ResponseParseError);
  });

  it('raises NetworkError when the connection drops, and RequestTimeoutError on timeout', async () => {
    server.reply('drop');
    const dropped = await rejection(client.health.get());
    expect(dropped).toBeInstanceOf(NetworkError);
    server.reply('hang');
    const slow = new WebhooksClient(TOKEN, { serverUrl: server.url, timeout: 100 });
    const timedOut = await rejection(slow.health.get());
    expect(timedOut).toBeInstanceOf(RequestTimeoutError);
    expect(timedOut).toMatchObject({ timeout: 100 });
  });

  it('raises NetworkError when the connection drops mid-body, and retries it', async () => {
    server.reply({ status: 200, raw: '{"id":"app_1",', cut: 'drop' });
    const dropped = await rejection(client.applications.get('app_1'));
    expect(dropped).toBeInstanceOf(NetworkError);
    expect((dropped as Error).message).toMatch(/^applications\.get could not reach the server/);
    server.reply({ status: 200, raw: '{"id":"app_1",', cut: 'drop' }, { status: 200, body: APP });
    const retrying = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      retry: { retries: 1, initialDelayMs: 1 },
    });
    expect((await retrying.applications.get('app_1')).id).toBe('app_1');
  });

  it('raises RequestTimeoutError when the body stalls past the timeout', async () => {
    server.reply({ status: 200, raw: '{"id":', cut: 'hang' });
    const slow = new WebhooksClient(TOKEN, { serverUrl: server.url, timeout: 150 });
    const error = await rejection(slow.applications.get('app_1'));
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ timeout: 150 });
  });

  it('serialises an API error with its message for loggers', async () => {
    const body = { code: 'not_found', detail: 'Entity not found' };
    server.reply({ status: 404, body });
    const error = await rejection(client.applications.get('app_1'));
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'HttpApiError',
      message: 'applications.get failed with HTTP 404 (not_found): Entity not found',
      status: 404,
      body,
    });
  });

  it('rejects with the caller abort reason', async () => {
    server.reply('hang');
    const controller = new AbortController();
    const pending = client.health.get({ signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect((error as Error).name).toBe('AbortError');
  });

  it('ends the call on abort or timeout even when a host fetch ignores init.signal', async () => {
    // A fetch, and a response body, that never settle and never look at the signal.
    const deafFetch = () => new Promise<Response>(() => {});
    const stalledBody = async () => new Response(new ReadableStream({}), { status: 200 });
    for (const fetch of [deafFetch, stalledBody]) {
      const deaf = new WebhooksClient(TOKEN, { serverUrl: server.url, retry: false, fetch });
      const controller = new AbortController();
      const pending = deaf.applications.get('app_1', { signal: controller.signal });
      setTimeout(() => controller.abort(), 10);
      expect(((await rejection(pending)) as Error).name).toBe('AbortError');
      const slow = new WebhooksClient(TOKEN, {
        serverUrl: server.url,
        retry: false,
        timeout: 50,
        fetch,
      });
      const timedOut = await rejection(slow.applications.get('app_1'));
      expect(timedOut).toBeInstanceOf(RequestTimeoutError);
      expect(timedOut).toMatchObject({ timeout: 50 });
    }
  });

  it('never puts the token into an error', async () => {
    const errors = [];
    server.reply({ status: 401, body: { code: 'unauthorized', detail: 'Invalid token' } });
    errors.push(await rejection(client.applications.list()));
    server.reply({ status: 500, raw: 'boom' });
    errors.push(await rejection(client.applications.list()));
    server.reply('drop');
    errors.push(await rejection(client.applications.list()));
    for (const error of errors) {
      expect(`${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`).not.toContain(
        TOKEN,
      );
    }
  });

  it('refuses a token a header cannot carry at construction, without quoting it', () => {
    for (const token of [
      'sk_secretABC\nmore',
      'sk_secretABC\r\nx',
      'sk_secretABC\u0000',
      ' sk_secretABC',
    ]) {
      const error = caught(() => new WebhooksClient(token, { serverUrl: server.url }));
      expect(error).toBeInstanceOf(RequiredError);
      expect(error).toMatchObject({ field: 'token', operation: 'new WebhooksClient' });
      expect((error as Error).message).toMatch(/pass the token exactly as issued/);
      expect(`${String(error)} ${(error as Error).stack}`).not.toContain('secretABC');
    }
  });

  it('keeps the token out of a network error even when fetch quotes the header', async () => {
    const quoting = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      retry: false,
      fetch: async (_input, init) => {
        const value = new Headers(init?.headers).get('authorization');
        throw new TypeError(`Headers.append: "${value}" is an invalid header value.`);
      },
    });
    const error = (await rejection(quoting.applications.list())) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toContain('"Bearer [redacted]" is an invalid header value');
    const seen = `${String(error)} ${error.stack} ${String(error.cause)} ${JSON.stringify(error)}`;
    expect(seen).not.toContain(TOKEN);
  });

  it('keeps the token out of an API error whose server echoes it', async () => {
    for (const status of [400, 418, 422, 429]) {
      const echoing = new WebhooksClient(TOKEN, {
        serverUrl: server.url,
        retry: false,
        fetch: async (_input, init) => {
          const value = new Headers(init?.headers).get('authorization');
          const detail =
            status === 422 ? [{ loc: ['body'], msg: `bad ${value}`, type: 'x' }] : `bad ${value}`;
          return new Response(JSON.stringify({ code: 'bad', detail }), { status });
        },
      });
      const error = (await rejection(echoing.applications.list())) as Error;
      expect(error.message, String(status)).not.toContain(TOKEN);
    }
  });

  it('refuses a header fetch would refuse before sending, so it is never retried', async () => {
    const headers: Record<string, string>[] = [
      { 'x-trace': 'a\r\nb' },
      { 'x-trace': 'a\u0000b' },
      { 'bad name': 'x' },
    ];
    for (const bad of headers) {
      const error = await rejection(client.health.get({ headers: bad }));
      expect(error).toBeInstanceOf(RequiredError);
      expect((error as Error).message).not.toContain('a\r\nb');
    }
    const key = await rejection(
      client.messages.create('app_1', { eventType: 'e', payload: {} }, { idempotencyKey: 'k\n2' }),
    );
    expect(key).toMatchObject({ name: 'RequiredError', field: 'idempotencyKey' });
    expect(caught(() => new WebhooksClient(TOKEN, { headers: { 'x-a': 'b\nc' } }))).toMatchObject({
      name: 'RequiredError',
      field: "headers['x-a']",
      operation: 'new WebhooksClient',
    });
    expect(server.requests).toHaveLength(0);
    // fetch trims surrounding whitespace itself, so that is still sent.
    await client.health.get({ headers: { 'x-trace': ' a\n' } });
    expect(last().headers['x-trace']).toBe('a');
  });

  it('keeps a timeout beyond the timer range from firing at once or throwing', async () => {
    const answerLater = (async (_input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (init?.signal?.aborted) throw init.signal.reason;
      return new Response(null, { status: 204 });
    }) satisfies typeof fetch;
    const perCall = new WebhooksClient(TOKEN, { retry: false, fetch: answerLater });
    for (const timeout of [2 ** 31, 5e9]) {
      const patient = new WebhooksClient(TOKEN, { timeout, retry: false, fetch: answerLater });
      await expect(patient.health.get()).resolves.toBeUndefined();
      await expect(perCall.health.get({ timeout })).resolves.toBeUndefined();
    }
  });

  it('rejects a negative or non-finite timeout and a bad retry count up front', async () => {
    const bad = [{ timeout: -1 }, { timeout: Number.NaN }, { retry: { retries: 1.5 } }];
    for (const options of bad) {
      expect(() => new WebhooksClient(TOKEN, { serverUrl: server.url, ...options })).toThrow(
        RangeError,
      );
    }
    const error = await rejection(client.health.get({ timeout: -5 }));
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toBe(
      'health.get: timeout must be a finite number of milliseconds >= 0',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('rejects an empty or scheme-less serverUrl up front, without echoing it', () => {
    for (const serverUrl of ['', ' ', 'api.svix.com', 'ftp://files.example.com', 'https://']) {
      const error = caught(() => new WebhooksClient(TOKEN, { serverUrl }));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(
        'serverUrl must be an absolute http(s) URL such as https://api.svix.com; leave it out to use the server the token names',
      );
    }
    expect(() => new WebhooksClient(TOKEN, { serverUrl: 'http://127.0.0.1:8080/' })).not.toThrow();
  });

  it('rejects a serverUrl carrying a user name or password up front, without echoing it', () => {
    for (const serverUrl of [
      'https://svc-user:Sup3rS3cret@api.example.com',
      'http://svc-user@127.0.0.1:1',
    ]) {
      const error = caught(() => new WebhooksClient(TOKEN, { serverUrl }));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(
        'serverUrl must not contain a user name or password: the token is the only credential sent',
      );
      expect((error as Error).message).not.toMatch(/svc-user|Sup3rS3cret/);
    }
  });

  it('rejects a missing token up front', () => {
    expect(() => new WebhooksClient(undefined as never)).toThrow(RequiredError);
  });

  it('rejects an empty token up front, naming the likely cause, before anything is sent', () => {
    const error = caught(() => new WebhooksClient('', { serverUrl: server.url }));
    expect(error).toBeInstanceOf(RequiredError);
    expect(error).toMatchObject({ field: 'token', operation: 'new WebhooksClient' });
    expect((error as Error).message).toMatch(/it is empty \(often an unset environment variable/);
  });
});

describe('retries', () => {
  it('are on by default: two retries of a 5xx', async () => {
    server.reply({ status: 500, raw: 'boom' });
    await rejection(client.messages.create('app_1', { eventType: 'e', payload: {} }));
    expect(server.requests).toHaveLength(3);
  });

  it('retry 5xx and network failures with the same idempotency key', async () => {
    server.reply({ status: 503, raw: 'busy' }, 'drop', { status: 202, body: MSG });
    const retrying = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      retry: { retries: 3, initialDelayMs: 1 },
    });
    const message = await retrying.messages.create('app_1', { eventType: 'e', payload: {} });
    expect(message.id).toBe('msg_1');
    expect(server.requests).toHaveLength(3);
    const keys = new Set(server.requests.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^auto_/);
    const ids = new Set(server.requests.map((r) => r.headers['svix-req-id']));
    expect(ids.size).toBe(1);
  });

  it('retry a timed-out POST with the caller idempotency key', async () => {
    server.reply('hang', { status: 202, body: MSG });
    const retrying = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      timeout: 200,
      retry: { retries: 1, initialDelayMs: 1 },
    });
    const message = await retrying.messages.create(
      'app_1',
      { eventType: 'e', payload: {} },
      { idempotencyKey: 'order-42' },
    );
    expect(message.timestamp).toBeInstanceOf(Date);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'order-42',
      'order-42',
    ]);
  });

  it('stop waiting between retries when the caller aborts', async () => {
    server.reply({ status: 500, raw: 'boom' });
    const controller = new AbortController();
    const retrying = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      retry: { retries: 5, initialDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    const pending = retrying.health.get({ signal: controller.signal });
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect((await rejection(pending)) as Error).toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });

  it('give up after the configured count with the last error', async () => {
    server.reply({ status: 502, raw: 'bad gateway' });
    const retrying = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      retry: { retries: 2, initialDelayMs: 1 },
    });
    const error = await rejection(retrying.health.get());
    expect(error).toMatchObject({ status: 502 });
    expect(server.requests).toHaveLength(3);
  });

  it('never retry 4xx', async () => {
    server.reply({ status: 409, body: { code: 'conflict', detail: 'exists' } });
    const retrying = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      retry: { retries: 3, initialDelayMs: 1 },
    });
    await rejection(retrying.applications.create({ name: 'a' }));
    expect(server.requests).toHaveLength(1);
  });
});

describe('pagination', () => {
  it('walks every page with listAll', async () => {
    const ep = (id: string) => ({
      id,
      url: 'https://e.x',
      version: 1,
      createdAt: APP.createdAt,
      updatedAt: APP.updatedAt,
    });
    server.reply(
      { status: 200, body: { data: [ep('a'), ep('b')], done: false, iterator: 'it1' } },
      { status: 200, body: { data: [ep('c')], done: true, iterator: 'it2' } },
    );
    const ids = [];
    for await (const endpoint of client.endpoints.listAll('app_1', { limit: 2 }))
      ids.push(endpoint.id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/app/app_1/endpoint/?limit=2',
      '/api/v1/app/app_1/endpoint/?iterator=it1&limit=2',
    ]);
  });

  it('stops when the server repeats a cursor instead of looping forever', async () => {
    server.reply({ status: 200, body: { data: [APP], done: false, iterator: 'same' } });
    const apps = [];
    for await (const app of client.applications.listAll()) apps.push(app);
    expect(apps).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
  });

  it('stops when the server cycles back to an earlier cursor (a → b → a)', async () => {
    const page = (iterator: string) => ({
      status: 200,
      body: { data: [APP], done: false, iterator },
    });
    server.reply(page('a'), page('b'), page('a'));
    const apps = [];
    for await (const app of client.applications.listAll()) {
      apps.push(app);
      if (apps.length >= 10) break; // what an endless walk would reach
    }
    expect(apps).toHaveLength(3);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/app/',
      '/api/v1/app/?iterator=a',
      '/api/v1/app/?iterator=b',
    ]);
  });
});
