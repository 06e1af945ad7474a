import { Readable } from 'node:stream';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PorchlightApiError,
  PorchlightInvalidInputError,
  PorchlightMalformedResponseError,
  PorchlightUnauthorizedError,
} from '../errors/api-errors.js';
import {
  PorchlightInvalidOptionsError,
  PorchlightInvalidParamsError,
  PorchlightQueryParameterError,
} from '../errors/porchlight-error.js';
import { PorchlightNetworkError, PorchlightTimeoutError } from '../errors/transport-errors.js';
import { events } from '../resources/events.js';
import type { ResourceContext } from '../resources/resource-context.js';
import { workspaces } from '../resources/workspaces.js';
import {
  type Handler,
  type LocalServer,
  sendJson,
  startServer,
} from '../test-utils/local-server.js';
import {
  type FetchLike,
  HttpClient,
  type HttpClientOptions,
  MAX_GET_URL_LENGTH,
  type RequestOptions,
} from './http-client.js';

const TOKEN = 'seam_cst_secret_token';
const AUTH = {
  authorization: `Bearer ${TOKEN}`,
  'client-session-token': TOKEN,
  'seam-client-session-token': TOKEN,
};

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

const serve = async (handler: Handler, options: Partial<HttpClientOptions> = {}) => {
  server = await startServer(handler);
  const http = new HttpClient({
    endpoint: `${server.url}/`,
    headers: AUTH,
    secrets: [TOKEN],
    ...options,
  });
  return { http, requests: server.requests };
};

const rejection = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
};

// A client whose fetch records each request's method, URL and body and answers with `answer`.
const stubbed = (answer: () => Response) => {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetch: FetchLike = async (input, init) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init.method ?? 'GET', url: input, body });
    return answer();
  };
  const http = new HttpClient({ endpoint: 'http://api.test', headers: AUTH, fetch, retryDelay: 1 });
  return { http, sent };
};

const uuids = (count: number) =>
  Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

// Answers each request with the next status from the list (the last one repeats).
const statuses =
  (...list: number[]): Handler =>
  (request, res) => {
    const index = Math.min(server?.requests.length ?? 1, list.length) - 1;
    const status = list[index] ?? 200;
    if (status >= 500) sendJson(res, status, { error: { type: 'server_error', message: 'boom' } });
    else sendJson(res, status, { devices: [{ path: request.path }], ok: true });
  };

describe('HttpClient requests', () => {
  it('sends a read as GET with query parameters and the auth headers', async () => {
    const { http, requests } = await serve((_, res) =>
      sendJson(res, 200, { devices: [], ok: true }),
    );
    await expect(
      http.read('/devices/list', { device_ids: ['a', 'b'], limit: 5 }, 'devices'),
    ).resolves.toEqual([]);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/devices/list');
    expect(request?.query.getAll('device_ids')).toEqual(['a', 'b']);
    expect(request?.query.get('limit')).toBe('5');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['client-session-token']).toBe(TOKEN);
    expect(request?.headers['seam-client-session-token']).toBe(TOKEN);
    expect(request?.headers['seam-retry-count']).toBeUndefined();
  });

  it('sends a write as POST with a JSON body', async () => {
    const { http, requests } = await serve((_, res) =>
      sendJson(res, 200, { access_code: { access_code_id: 'ac_1' }, ok: true }),
    );
    const created = await http.write(
      '/access_codes/create',
      { device_id: 'd1', code: '1234' },
      'access_code',
    );
    expect(created).toEqual({ access_code_id: 'ac_1' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(requests[0]?.body).toEqual({ device_id: 'd1', code: '1234' });
  });

  it('uses an injected fetch', async () => {
    const seen: string[] = [];
    const { http } = await serve((_, res) => sendJson(res, 200, { ok: true }), {
      fetch: (input, init) => {
        seen.push(`${init.method} ${input}`);
        return fetch(input, init);
      },
    });
    await http.read('/workspaces/get');
    expect(seen).toEqual([`GET ${server?.url}/workspaces/get`]);
  });

  it('calls an injected fetch without a receiver, as a browser’s window.fetch requires', async () => {
    // `window.fetch` throws "Illegal invocation" when called on anything but the window (or on
    // nothing): a host passing `{ fetch: window.fetch }` must not have it called on the client.
    function windowFetch(this: unknown, input: string, init: RequestInit): Promise<Response> {
      if (this !== undefined && this !== globalThis) {
        return Promise.reject(
          new TypeError("Failed to execute 'fetch' on 'Window': Illegal invocation"),
        );
      }
      return fetch(input, init);
    }
    const { http, requests } = await serve((_, res) => sendJson(res, 200, { ok: true }), {
      fetch: windowFetch,
      retries: 0,
    });
    await expect(http.read('/workspaces/get')).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['a bare string', 'seam-device-id', 'got string'],
    ['an array', ['d1'], 'got an array'],
    ['null', null, 'got null'],
  ])('refuses %s as parameters before sending anything', async (_, params, kind) => {
    const { http, requests } = await serve((_, res) => sendJson(res, 200, { ok: true }));
    for (const method of ['GET', 'POST'] as const) {
      const error = await rejection(
        http.request({ method, path: '/devices/get', params: params as never }),
      );
      expect(error).toBeInstanceOf(PorchlightInvalidParamsError);
      expect(error.message).toBe(
        `Invalid parameters for /devices/get: expected an object of fields, ${kind}`,
      );
    }
    expect(requests).toHaveLength(0);
  });

  it('refuses a body JSON cannot represent with a typed error, before sending anything', async () => {
    const { http, requests } = await serve((_, res) => sendJson(res, 200, { ok: true }));
    const circular: Record<string, unknown> = { device_id: 'd1' };
    circular.self = circular;
    for (const params of [{ device_id: 'd1', limit: 10n }, circular]) {
      const error = await rejection(http.write('/devices/update', params));
      expect(error).toBeInstanceOf(PorchlightInvalidParamsError);
      expect(error.message).toMatch(
        /^Invalid parameters for \/devices\/update: the body cannot be serialized as JSON \(.+\)$/,
      );
    }
    expect(requests).toHaveLength(0);
  });

  it.each([
    [
      'an invalid date',
      { expires_at: new Date('not a date') },
      'field "expires_at" is an invalid date',
    ],
    [
      'NaN',
      { heating_set_point_fahrenheit: Number.NaN },
      'field "heating_set_point_fahrenheit" is NaN',
    ],
    ['Infinity', { max: Number.POSITIVE_INFINITY }, 'field "max" is Infinity'],
    [
      'a hole in an array',
      { device_ids: ['d1', undefined] },
      'index 1 of an array field is undefined',
    ],
  ])(
    'refuses %s in a body (JSON would send null) with a typed error, before sending anything',
    async (_, params, reason) => {
      const { http, requests } = await serve((_, res) => sendJson(res, 200, { ok: true }));
      const error = await rejection(http.write('/client_sessions/create', params));
      expect(error).toBeInstanceOf(PorchlightInvalidParamsError);
      expect(error.message).toBe(
        `Invalid parameters for /client_sessions/create: ${reason}, which JSON would send as null`,
      );
      expect(requests).toHaveLength(0);
    },
  );

  it('sends valid dates, nulls and omitted undefined fields in a body as before', async () => {
    const { http, requests } = await serve((_, res) => sendJson(res, 200, { ok: true }));
    const at = new Date('2026-01-02T03:04:05.000Z');
    await http.write('/client_sessions/create', {
      expires_at: at,
      note: null,
      skip: undefined,
      ids: [1, 2],
    });
    expect(requests[0]?.body).toEqual({ expires_at: at.toISOString(), note: null, ids: [1, 2] });
  });

  it('sends a read whose params hold an object as POST with a JSON body', async () => {
    const { http, requests } = await serve((_, res) =>
      sendJson(res, 200, { devices: [], ok: true }),
    );
    const params = { custom_metadata_has: { tenant: 'a' }, device_ids: ['d1'], limit: 5 };
    await expect(http.read('/devices/list', params, 'devices')).resolves.toEqual([]);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.query.toString()).toBe('');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual(params);
  });

  it('retries a read sent as POST like any read', async () => {
    const { http, requests } = await serve(statuses(503, 503, 200));
    const params = { custom_metadata_has: { tenant: 'a' } };
    await expect(http.read('/devices/list', params, 'devices')).resolves.toEqual([
      { path: '/devices/list' },
    ]);
    expect(requests.map((r) => `${r.method} ${r.headers['seam-retry-count'] ?? '-'}`)).toEqual([
      'POST -',
      'POST 1',
      'POST 2',
    ]);
  });

  it('keeps the query rules for the other fields of a read sent as POST', async () => {
    const { http, requests } = await serve((_, res) => sendJson(res, 200, { ok: true }));
    const params = { custom_metadata_has: { tenant: 'a' }, limit: null };
    const error = await rejection(http.read('/devices/list', params));
    expect(error).toBeInstanceOf(PorchlightQueryParameterError);
    expect(error.message).toContain("'limit' is null or contains null");
    expect(error.message).toContain('omit the field');
    // Only contract reads travel as POST; a plain GET request keeps refusing an object.
    await expect(
      http.request({ method: 'GET', path: '/internal/x', params: { filter: { a: 1 } } }),
    ).rejects.toBeInstanceOf(PorchlightQueryParameterError);
    expect(requests).toHaveLength(0);
  });

  it('sends a read whose URL would be too long as POST with a JSON body', async () => {
    // A real server: 400 ids in a query string are refused (431) before the handler runs.
    const { http, requests } = await serve((_, res) =>
      sendJson(res, 200, { devices: [], ok: true }),
    );
    const params = { device_ids: uuids(400), limit: 5 };
    await expect(http.read('/devices/list', params, 'devices')).resolves.toEqual([]);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.query.toString()).toBe('');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual(params);
  });

  it('keeps a read GET up to the URL limit and sends it as POST one character beyond', async () => {
    const { http, sent } = stubbed(() => new Response(JSON.stringify({ ok: true })));
    const base = 'http://api.test/devices/list?name=';
    const name = 'a'.repeat(MAX_GET_URL_LENGTH - base.length);
    await http.read('/devices/list', { name });
    await http.read('/devices/list', { name: `${name}a` });
    expect(sent.map((r) => [r.method, r.url.length])).toEqual([
      ['GET', MAX_GET_URL_LENGTH],
      ['POST', 'http://api.test/devices/list'.length],
    ]);
    expect(sent[1]?.body).toEqual({ name: `${name}a` });
  });

  it('retries a long read sent as POST like any read, and keeps a plain GET request a GET', async () => {
    const { http, requests } = await serve(statuses(503, 200));
    await expect(
      http.read('/devices/list', { device_ids: uuids(200) }, 'devices'),
    ).resolves.toEqual([{ path: '/devices/list' }]);
    expect(requests.map((r) => `${r.method} ${r.headers['seam-retry-count'] ?? '-'}`)).toEqual([
      'POST -',
      'POST 1',
    ]);
    // Only contract reads accept POST; the internal reads keep their GET whatever the length.
    const stub = stubbed(() => new Response(JSON.stringify({ ok: true })));
    await stub.http.request({ method: 'GET', path: '/internal/x', params: { ids: uuids(200) } });
    expect(stub.sent[0]?.method).toBe('GET');
  });

  it('rejects an unserializable query before sending anything', async () => {
    const { http, requests } = await serve((_, res) => sendJson(res, 200, { ok: true }));
    await expect(http.read('/devices/list', { device_ids: [''] })).rejects.toBeInstanceOf(
      PorchlightQueryParameterError,
    );
    expect(requests).toHaveLength(0);
  });
});

describe('HttpClient retries', () => {
  it('retries a read with a host fetch whose response body is a Node stream', async () => {
    // node-fetch v2 (behind cross-fetch and isomorphic-fetch in Node) answers with a Response
    // whose body is a Node stream, which has no cancel(): discarding it must not throw.
    const nodeStreamFetch: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      const text = await response.text();
      return {
        status: response.status,
        statusText: response.statusText,
        ok: response.ok,
        headers: response.headers,
        body: Readable.from([text]),
        text: async () => text,
      } as unknown as Response;
    };
    let calls = 0;
    const { http, requests } = await serve(
      (_, res) => {
        calls += 1;
        if (calls === 1) sendJson(res, 503, { error: { type: 'server_error', message: 'boom' } });
        else if (calls === 2) {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
          res.end(JSON.stringify({ error: { type: 'rate_limited', message: 'slow down' } }));
        } else sendJson(res, 200, { devices: [], ok: true });
      },
      { fetch: nodeStreamFetch, retryDelay: 1 },
    );
    await expect(http.read('/devices/list', {}, 'devices')).resolves.toEqual([]);
    expect(requests).toHaveLength(3);
  });

  it('retries an idempotent 5xx twice, sending the retry-count header', async () => {
    const { http, requests } = await serve(statuses(503, 502, 200));
    await expect(http.read('/devices/list', {}, 'devices')).resolves.toEqual([
      { path: '/devices/list' },
    ]);
    expect(requests.map((r) => r.headers['seam-retry-count'])).toEqual([undefined, '1', '2']);
  });

  it('waits 50 ms before the first retry and 100 ms before the second', async () => {
    vi.useFakeTimers();
    const sentAt: number[] = [];
    const http = new HttpClient({
      endpoint: 'http://127.0.0.1:9',
      headers: AUTH,
      fetch: async () => {
        sentAt.push(Date.now());
        return new Response(JSON.stringify({ error: { type: 'x', message: 'down' } }), {
          status: 503,
        });
      },
    });
    const start = Date.now();
    const outcome = rejection(http.read('/devices/list'));
    await vi.advanceTimersByTimeAsync(49);
    expect(sentAt).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(sentAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentAt.map((t) => t - start)).toEqual([0, 50, 150]);
    expect(await outcome).toBeInstanceOf(PorchlightApiError);
  });

  it('retries a POST whose connection was refused, since nothing reached a server', async () => {
    const calls: string[] = [];
    const http = new HttpClient({
      endpoint: 'http://127.0.0.1:9',
      headers: AUTH,
      retryDelay: 0,
      fetch: async (_, init) => {
        calls.push((init.headers as Record<string, string>)['seam-retry-count'] ?? '-');
        if (calls.length < 3) {
          throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
        }
        return new Response(JSON.stringify({ access_code: { access_code_id: 'ac_1' } }));
      },
    });
    await expect(http.write('/access_codes/create', {}, 'access_code')).resolves.toEqual({
      access_code_id: 'ac_1',
    });
    expect(calls).toEqual(['-', '1', '2']);
  });

  it('gives up after two retries with the last API error', async () => {
    const { http, requests } = await serve(statuses(500));
    const error = await rejection(http.read('/devices/list'));
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect((error as PorchlightApiError).status).toBe(500);
    expect(requests).toHaveLength(3);
  });

  it('never retries a POST on a 5xx, so nothing is created twice', async () => {
    const { http, requests } = await serve(statuses(500, 200));
    const error = await rejection(http.write('/access_codes/create', { device_id: 'd1' }));
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect(requests).toHaveLength(1);
  });

  it('retries a read whose connection drops', async () => {
    const { http, requests } = await serve((_, res) => {
      if ((server?.requests.length ?? 0) < 3) res.socket?.destroy();
      else sendJson(res, 200, { devices: [], ok: true });
    });
    await expect(http.read('/devices/list', {}, 'devices')).resolves.toEqual([]);
    expect(requests.map((r) => r.headers['seam-retry-count'])).toEqual([undefined, '1', '2']);
  });

  it('does not retry a POST whose connection drops after it was sent', async () => {
    const { http, requests } = await serve((_, res) => {
      res.socket?.destroy();
    });
    const error = await rejection(http.write('/locks/unlock_door', { device_id: 'd1' }));
    expect(error).toBeInstanceOf(PorchlightNetworkError);
    expect(error.message).toMatch(
      /^Network error calling http:\/\/127\.0\.0\.1:\d+\/locks\/unlock_door: /,
    );
    expect(error.message).toContain('(the request may have been processed)');
    expect(requests).toHaveLength(1);
  });

  it('honours a smaller retries setting', async () => {
    const { http, requests } = await serve(statuses(503), { retries: 0 });
    await expect(http.read('/devices/list')).rejects.toBeInstanceOf(PorchlightApiError);
    expect(requests).toHaveLength(1);
  });

  it('reports a refused connection as a network error naming the host and why', async () => {
    const { http } = await serve(statuses(200), { retryDelay: 1 });
    const origin = new URL(server?.url ?? '').origin;
    await server?.close();
    server = undefined;
    const error = await rejection(http.write('/access_codes/create', {}));
    expect(error).toBeInstanceOf(PorchlightNetworkError);
    // Node's fetch says 'fetch failed'; the refusal itself is in its cause.
    expect(error.message).toMatch(
      new RegExp(
        `^Network error calling ${origin}/access_codes/create: fetch failed: .*ECONNREFUSED`,
      ),
    );
  });
});

describe('HttpClient timeout and abort', () => {
  it('raises a timeout error when the server does not answer in time', async () => {
    const { http } = await serve(() => undefined, { timeout: 100 });
    const error = await rejection(http.read('/devices/list'));
    expect(error).toBeInstanceOf(PorchlightTimeoutError);
    expect(error.message).toBe('Request to /devices/list timed out after 100 ms');
  });

  it('lets a call override the timeout', async () => {
    const { http } = await serve(() => undefined);
    const error = await rejection(http.read('/devices/list', {}, undefined, { timeout: 50 }));
    expect((error as PorchlightTimeoutError).timeout).toBe(50);
  });

  it('stops on the caller’s abort signal with the caller’s reason', async () => {
    const { http, requests } = await serve(() => undefined);
    const controller = new AbortController();
    const pending = http.read('/devices/list', {}, undefined, { signal: controller.signal });
    while (requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('user left the page'));
    await expect(pending).rejects.toThrow('user left the page');
  });

  it('times out and aborts even when a host fetch ignores the signal', async () => {
    // Fetch polyfills and wrappers that rebuild `init` (unfetch, a logging wrapper) drop
    // `signal`: the call must still end at its timeout, and at once on the caller's abort.
    const deaf: FetchLike = (input, init) =>
      fetch(input, { method: init.method, headers: init.headers, body: init.body ?? null });
    const { http, requests } = await serve(() => undefined, { fetch: deaf, timeout: 100 });
    const timedOut = await rejection(http.read('/devices/list'));
    expect(timedOut).toBeInstanceOf(PorchlightTimeoutError);
    const controller = new AbortController();
    const pending = http.read('/devices/list', {}, undefined, { signal: controller.signal });
    while (requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('user left the page'));
    await expect(pending).rejects.toThrow('user left the page');
  });

  it('times out while a host fetch that ignores the signal is still reading the body', async () => {
    const deaf: FetchLike = (input, init) =>
      fetch(input, { method: init.method, headers: init.headers, body: init.body ?? null });
    const { http } = await serve(
      (_, res) => {
        // Headers, then a body that never ends.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"ok":');
      },
      { fetch: deaf, timeout: 100 },
    );
    const error = await rejection(http.write('/access_codes/create', { device_id: 'd1' }));
    expect(error).toBeInstanceOf(PorchlightTimeoutError);
    expect((error as PorchlightTimeoutError).mayHaveSucceeded).toBe(true);
  });

  it('does not send anything when the signal is already aborted', async () => {
    const { http, requests } = await serve(statuses(200));
    const controller = new AbortController();
    controller.abort();
    await expect(
      http.read('/devices/list', {}, undefined, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
  });
});

describe('HttpClient timer bounds and per-call options', () => {
  it('keeps a timeout beyond the timer range from firing at once', async () => {
    // setTimeout overflows above 2^31 - 1 ms and fires after 1 ms; the server answers in 50 ms.
    const { http } = await serve(
      (_, res) => {
        setTimeout(() => sendJson(res, 200, { devices: [], ok: true }), 50);
      },
      { timeout: 2 ** 31 },
    );
    await expect(http.read('/devices/list', {}, 'devices')).resolves.toEqual([]);
    await expect(http.read('/devices/list', {}, 'devices', { timeout: 1e10 })).resolves.toEqual([]);
  });

  it.each([
    [{ timeout: Number.NaN }, 'timeout must be a non-negative number of milliseconds'],
    [{ timeout: -1 }, 'timeout must be a non-negative number of milliseconds'],
    [{ timeout: '500' }, 'timeout must be a non-negative number of milliseconds'],
    [{ signal: new AbortController() }, 'signal must be an AbortSignal'],
    [{ signal: 'stop' }, 'signal must be an AbortSignal'],
  ])(
    'refuses the per-call options %o with a typed error before sending',
    async (options, reason) => {
      const { http, requests } = await serve(statuses(200));
      const error = await rejection(
        http.read('/devices/list', {}, undefined, options as unknown as RequestOptions),
      );
      expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
      expect(error.message).toBe(`PorchlightClient received invalid options: ${reason}`);
      expect(requests).toHaveLength(0);
    },
  );
});

describe('HttpClient error mapping', () => {
  it('maps invalid_input to an invalid-input error with validation errors per property', async () => {
    const { http } = await serve((_, res) =>
      sendJson(
        res,
        400,
        {
          error: {
            type: 'invalid_input',
            message: 'Invalid input',
            validation_errors: {
              _errors: [],
              name: { _errors: ['60 characters max'] },
              code: { _errors: ['Code length must be one of the following: 4, 6', 'second'] },
            },
          },
        },
        'req_400',
      ),
    );
    const error = (await rejection(
      http.write('/access_codes/create', {}),
    )) as PorchlightInvalidInputError;
    expect(error).toBeInstanceOf(PorchlightInvalidInputError);
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect(error.name).toBe('PorchlightInvalidInputError');
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('req_400');
    expect(error.type).toBe('invalid_input');
    expect(error.message).toBe('Invalid input');
    expect(error.validationErrors).toEqual({
      name: { _errors: ['60 characters max'] },
      code: { _errors: ['Code length must be one of the following: 4, 6', 'second'] },
    });
    expect(error.messageFor('code')).toBe('Code length must be one of the following: 4, 6');
    expect(error.messageFor('starts_at')).toBeUndefined();
  });

  it('maps other errors to an API error with status, request id, message and type', async () => {
    const { http } = await serve((_, res) =>
      sendJson(
        res,
        404,
        { error: { type: 'device_not_found', message: 'Device not found' } },
        'req_404',
      ),
    );
    const error = (await rejection(
      http.read('/devices/get', { device_id: 'x' }),
    )) as PorchlightApiError;
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect(error).not.toBeInstanceOf(PorchlightInvalidInputError);
    expect(error.name).toBe('PorchlightApiError');
    expect(error).toMatchObject({
      status: 404,
      requestId: 'req_404',
      type: 'device_not_found',
      message: 'Device not found',
    });
  });

  it('maps 401 to an unauthorized error', async () => {
    const { http } = await serve((_, res) =>
      sendJson(res, 401, { error: { type: 'unauthorized', message: 'Unauthorized' } }, 'req_401'),
    );
    const error = (await rejection(http.read('/devices/list'))) as PorchlightUnauthorizedError;
    expect(error).toBeInstanceOf(PorchlightUnauthorizedError);
    expect(error).toMatchObject({ status: 401, requestId: 'req_401', message: 'Unauthorized' });
  });

  it('takes the request id from the error body when the header is absent', async () => {
    const body = (requestId: string) =>
      JSON.stringify({
        ok: false,
        error: { type: 'device_not_found', message: 'Device not found', request_id: requestId },
      });
    const bare = stubbed(() => new Response(body('req_body'), { status: 404 }));
    const error = await rejection(bare.http.read('/devices/get', { device_id: 'x' }));
    expect(error).toMatchObject({ status: 404, type: 'device_not_found', requestId: 'req_body' });
    // Server text like any other: a credential echoed there is redacted.
    const echoed = new HttpClient({
      endpoint: 'http://api.test',
      headers: AUTH,
      secrets: [TOKEN],
      fetch: async () => new Response(body(`id ${TOKEN}`), { status: 404 }),
    });
    const redacted = await rejection(echoed.read('/devices/get', { device_id: 'x' }));
    expect(redacted).toMatchObject({ requestId: 'id [redacted]' });
    // The header, when exposed, is what the provider logged the request under.
    const headed = stubbed(
      () =>
        new Response(body('req_body'), { status: 404, headers: { 'seam-request-id': 'req_h' } }),
    );
    const headedError = await rejection(headed.http.read('/devices/get', { device_id: 'x' }));
    expect(headedError).toMatchObject({ requestId: 'req_h' });
  });

  it('keeps the server’s type and data on a 401, and says unauthorized when it gave none', async () => {
    const { http } = stubbed(
      () =>
        new Response(
          JSON.stringify({
            ok: false,
            error: {
              type: 'invalid_publishable_key',
              message: 'Publishable key is not valid',
              data: { hint: 'check the key' },
              request_id: 'req_9',
            },
          }),
          { status: 401 },
        ),
    );
    const error = await rejection(http.read('/devices/list'));
    expect(error).toBeInstanceOf(PorchlightUnauthorizedError);
    expect(error).toMatchObject({
      status: 401,
      type: 'invalid_publishable_key',
      data: { hint: 'check the key' },
      requestId: 'req_9',
      message: 'Publishable key is not valid',
    });
    const bare = stubbed(() => new Response('<html>denied</html>', { status: 401 }));
    const bareError = await rejection(bare.http.read('/devices/list'));
    expect(bareError).toBeInstanceOf(PorchlightUnauthorizedError);
    expect(bareError).toMatchObject({ status: 401, type: 'unauthorized', message: 'Unauthorized' });
  });

  it('raises a typed error with status and request id for a non-JSON body', async () => {
    const { http } = await serve((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'seam-request-id': 'req_html' });
      res.end('<html>gateway</html>');
    });
    const error = (await rejection(
      http.read('/devices/list', {}, 'devices'),
    )) as PorchlightMalformedResponseError;
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error).toMatchObject({ status: 200, requestId: 'req_html', type: 'malformed_response' });
    expect(error.message).toBe(
      'Malformed response (status 200, request req_html): the body is not valid JSON',
    );
  });

  it('raises a typed error for a 5xx with a non-JSON body', async () => {
    const { http } = await serve((_, res) => {
      res.writeHead(502, { 'seam-request-id': 'req_502' });
      res.end('Bad gateway');
    });
    const error = (await rejection(http.write('/access_codes/create', {}))) as PorchlightApiError;
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error).toMatchObject({ status: 502, requestId: 'req_502' });
  });

  it('raises a typed error for an error status without an error object', async () => {
    const { http } = await serve((_, res) => sendJson(res, 418, { teapot: true }, 'req_418'));
    const error = (await rejection(http.read('/devices/list'))) as PorchlightApiError;
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error.message).toContain('the error body has no error');
  });

  it('raises a typed error when the expected property is missing', async () => {
    const { http } = await serve((_, res) => sendJson(res, 200, { ok: true }, 'req_200'));
    const error = await rejection(http.read('/devices/list', {}, 'devices'));
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error.message).toBe(
      'Malformed response (status 200, request req_200): the body has no "devices"',
    );
  });

  it('raises a typed error with status and request id when the body breaks off', async () => {
    const { http } = await serve((_, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': '1000',
        'seam-request-id': 'req_cut',
      });
      res.write('{"devices": [');
      setTimeout(() => res.socket?.destroy(), 10);
    });
    const error = (await rejection(
      http.write('/devices/update', {}),
    )) as PorchlightMalformedResponseError;
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error).toMatchObject({ status: 200, requestId: 'req_cut' });
    expect(error.message).toBe(
      'Malformed response (status 200, request req_cut): the body could not be read',
    );
  });

  // A body that starts, then loses its connection, as the `n`th answer of the server.
  const cutOffAnswers = (cut: number): Handler => {
    let answered = 0;
    return (_, res) => {
      answered += 1;
      if (answered > cut) return sendJson(res, 200, { devices: [] }, `req_${answered}`);
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': '1000',
        'seam-request-id': `req_${answered}`,
      });
      res.write('{"devices": [');
      setTimeout(() => res.socket?.destroy(), 10);
    };
  };

  it('repeats a read whose body breaks off, as it repeats a dropped connection', async () => {
    const { http, requests } = await serve(cutOffAnswers(1), { retryDelay: 1 });
    await expect(http.read('/devices/list', {}, 'devices')).resolves.toEqual([]);
    expect(requests.map((r) => r.headers['seam-retry-count'] ?? '-')).toEqual(['-', '1']);
  });

  it('reports a read whose body breaks off on every try once its retries are spent', async () => {
    const { http, requests } = await serve(cutOffAnswers(3), { retryDelay: 1 });
    const error = (await rejection(
      http.read('/devices/list', {}, 'devices'),
    )) as PorchlightMalformedResponseError;
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error).toMatchObject({ status: 200, requestId: 'req_3', mayHaveSucceeded: false });
    expect(requests).toHaveLength(3);
  });

  it('never repeats a write whose body breaks off: the write may be done', async () => {
    const { http, requests } = await serve(cutOffAnswers(1), { retryDelay: 1 });
    const error = (await rejection(
      http.write('/access_codes/create', {}),
    )) as PorchlightMalformedResponseError;
    expect(error).toMatchObject({ status: 200, mayHaveSucceeded: true });
    expect(requests).toHaveLength(1);
  });

  it('refuses a payload its validator objects to, with status and request id', async () => {
    const { http } = await serve((_, res) => sendJson(res, 200, { devices: 'many' }, 'req_v'));
    const error = await rejection(
      http.request({
        method: 'GET',
        path: '/devices/list',
        key: 'devices',
        validate: (value) => (Array.isArray(value) ? undefined : 'devices is not a list'),
      }),
    );
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect(error.message).toBe(
      'Malformed response (status 200, request req_v): devices is not a list',
    );
  });

  it('keeps credentials out of error data and validation errors too', async () => {
    const { http } = await serve((request, res) => {
      const token = String(request.headers['client-session-token']);
      sendJson(res, 400, {
        error: {
          type: 'invalid_input',
          message: 'Invalid input',
          data: { echoed: [token], [token]: 'as a key' },
          validation_errors: { name: { _errors: [`not ${token}`] } },
        },
      });
    });
    const error = (await rejection(http.read('/devices/list'))) as PorchlightInvalidInputError;
    expect(error.data).toEqual({ echoed: ['[redacted]'], '[redacted]': 'as a key' });
    expect(error.validationErrors).toEqual({ name: { _errors: ['not [redacted]'] } });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(TOKEN);
  });

  it('refuses a header fetch would refuse at construction, without quoting it', () => {
    const refused: Record<string, string>[] = [
      { authorization: 'Bearer seam_secret\nXYZ' },
      { authorization: 'Bearer seam_secret\u0000XYZ' },
      { 'seam-workspace': 'seam_secret\u2028XYZ' },
      { 'bad header': 'seam_secretXYZ' },
    ];
    for (const headers of refused) {
      let error: unknown;
      try {
        new HttpClient({ endpoint: 'http://api.test', headers });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
      expect((error as Error).message).not.toMatch(/secret|XYZ/);
    }
  });

  it('keeps every piece of a credential fetch trimmed out of a network error', async () => {
    const secret = 'seam_secret\nXYZW\n';
    const http = new HttpClient({
      endpoint: 'http://api.test',
      headers: {},
      secrets: [secret],
      retries: 0,
      fetch: async () => {
        throw new TypeError(
          `Headers.append: "Bearer ${secret.trim()}" is an invalid header value.`,
        );
      },
    });
    const error = await rejection(http.read('/devices/list'));
    expect(error).toBeInstanceOf(PorchlightNetworkError);
    expect(error.message).toBe(
      'Network error calling http://api.test/devices/list: Headers.append: "Bearer [redacted]" is an invalid header value.',
    );
    expect(`${error.stack} ${String(error.cause)}`).not.toMatch(/secret|XYZW/);
  });

  it.each([
    [
      'an error whose cause quotes it',
      () => new Error('request failed', { cause: new Error(`token ${TOKEN} was refused`) }),
    ],
    ['a thrown string that quotes it', () => `request with token ${TOKEN} failed`],
    ['a thrown object that quotes it', () => ({ message: `token ${TOKEN} was refused` })],
  ])('keeps a credential out of a network error from %s', async (_, thrown) => {
    // A host's fetch wrapper may reject with anything; whatever it says reaches the error's
    // message and `cause` chain, which loggers print (`console.error`, `util.inspect`).
    const http = new HttpClient({
      endpoint: 'http://api.test',
      headers: AUTH,
      secrets: [TOKEN],
      retries: 0,
      fetch: async () => {
        throw thrown();
      },
    });
    const error = await rejection(http.read('/devices/list'));
    expect(error).toBeInstanceOf(PorchlightNetworkError);
    const chain: unknown[] = [];
    for (let link: unknown = error; link !== undefined; link = (link as Error).cause) {
      chain.push(link);
      if (typeof link !== 'object' || link === null) break;
    }
    for (const link of chain) {
      expect(inspect(link)).not.toContain(TOKEN);
      expect(String(link)).not.toContain(TOKEN);
      expect(JSON.stringify(link) ?? '').not.toContain(TOKEN);
    }
  });

  it('never lets a credential through in an error message', async () => {
    const { http } = await serve((request, res) =>
      sendJson(res, 403, {
        error: {
          type: 'forbidden',
          message: `Token ${request.headers['client-session-token']} is revoked`,
        },
      }),
    );
    const error = await rejection(http.read('/devices/list'));
    expect(error.message).toBe('Token [redacted] is revoked');
    expect(JSON.stringify(error)).not.toContain(TOKEN);
  });
});

describe('answers whose key the contract makes optional', () => {
  const noEvent = () => new Response(JSON.stringify({ ok: true, message: 'No event found' }));
  const context = (http: HttpClient): ResourceContext => ({ http, waitForActionAttempt: false });

  it('resolve to undefined without the key, and to the keyed value with it', async () => {
    const { http, sent } = stubbed(noEvent);
    await expect(http.readOptional('/events/get', { event_id: 'e1' }, 'event')).resolves.toBe(
      undefined,
    );
    expect(sent[0]).toMatchObject({ method: 'GET', url: 'http://api.test/events/get?event_id=e1' });
    const found = stubbed(() => new Response(JSON.stringify({ event: { event_id: 'e1' } })));
    await expect(found.http.readOptional('/events/get', {}, 'event')).resolves.toEqual({
      event_id: 'e1',
    });
    // A required key stays required.
    await expect(http.read('/events/get', {}, 'event')).rejects.toBeInstanceOf(
      PorchlightMalformedResponseError,
    );
  });

  it('lets events.get find no event by device and type', async () => {
    const { http } = stubbed(noEvent);
    const get = events.get(context(http));
    await expect(get({ device_id: 'd1', event_type: 'device.connected' })).resolves.toBe(undefined);
  });

  it('lets workspaces.get answer without a workspace', async () => {
    const { http } = stubbed(() => new Response(JSON.stringify({ ok: true })));
    await expect(workspaces.get(context(http))()).resolves.toBe(undefined);
  });
});
