import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorchlightApiError, PorchlightMalformedResponseError } from '../errors/api-errors.js';
import { PorchlightNetworkError, PorchlightTimeoutError } from '../errors/transport-errors.js';
import { rejectionOf } from '../test-utils/rejection.js';
import { DEFAULT_TIMEOUT, type FetchLike, HttpClient } from './http-client.js';
import { parseRetryAfter } from './retry-policy.js';

afterEach(() => vi.useRealTimers());

const client = (fetch: FetchLike, options: { timeout?: number } = {}) =>
  new HttpClient({ endpoint: 'http://api.test', headers: {}, fetch, retryDelay: 1, ...options });

const reset = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
const refused = () =>
  Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('a write whose answer is lost', () => {
  it('says it may have succeeded after a dropped connection', async () => {
    const http = client(() => Promise.reject(reset()));
    const error = await rejectionOf(http.write('/access_codes/create', { name: 'x' }));
    expect(error).toBeInstanceOf(PorchlightNetworkError);
    expect((error as PorchlightNetworkError).mayHaveSucceeded).toBe(true);
  });

  it('says nothing was done when the connection was refused', async () => {
    const http = client(() => Promise.reject(refused()));
    const error = await rejectionOf(http.write('/access_codes/create', { name: 'x' }));
    expect((error as PorchlightNetworkError).mayHaveSucceeded).toBe(false);
  });

  it.each(['ENOTFOUND', 'EAI_AGAIN'])(
    'says nothing was done after %s, agreeing with the retries it allowed',
    async (code) => {
      let calls = 0;
      const http = client(() => {
        calls += 1;
        return Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code } }));
      });
      const error = await rejectionOf(http.write('/access_codes/create', { name: 'x' }));
      expect(error).toBeInstanceOf(PorchlightNetworkError);
      expect((error as PorchlightNetworkError).mayHaveSucceeded).toBe(false);
      expect((error as Error).message).not.toContain('may have been processed');
      expect(calls).toBe(3);
    },
  );

  it('says it may have succeeded after a timeout', async () => {
    const http = client(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      { timeout: 20 },
    );
    const error = await rejectionOf(http.write('/access_codes/create', { name: 'x' }));
    expect(error).toBeInstanceOf(PorchlightTimeoutError);
    expect((error as PorchlightTimeoutError).mayHaveSucceeded).toBe(true);
  });

  it('never says so of a read, which changes nothing', async () => {
    const http = client(() => Promise.reject(reset()));
    const error = await rejectionOf(http.read('/devices/list'));
    expect((error as PorchlightNetworkError).mayHaveSucceeded).toBe(false);
  });
});

// A body that starts and then breaks off, as when the connection drops mid-answer.
const cutOff = (status: number) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"access_code": {"access_code_id": "x", '));
        controller.error(new TypeError('terminated'));
      },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );
const html = (status: number) =>
  new Response('<html>proxy</html>', { status, headers: { 'content-type': 'text/html' } });

describe('a write whose answer cannot be read', () => {
  it.each([
    ['a 2xx whose body breaks off', () => cutOff(200)],
    ['a 2xx that is not JSON', () => html(200)],
    ['a 2xx without the expected key', () => json(201, { ok: true })],
    ['a 502 from a gateway', () => html(502)],
    ['a 504 from a gateway', () => new Response('', { status: 504 })],
  ])('says it may have succeeded after %s', async (_, answer) => {
    let calls = 0;
    const http = client(async () => {
      calls += 1;
      return answer();
    });
    const error = await rejectionOf(
      http.write('/access_codes/create', { name: 'x' }, 'access_code'),
    );
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect((error as PorchlightMalformedResponseError).mayHaveSucceeded).toBe(true);
    // Not repeated either: the write may be done.
    expect(calls).toBe(1);
  });

  it.each([
    ['a 500 that is not JSON', () => html(500)],
    ['a 503 that is not JSON', () => html(503)],
    ['a 404 without an error object', () => json(404, { ok: false })],
  ])('does not say so after %s, which a gateway did not forward', async (_, answer) => {
    const http = client(async () => answer());
    const error = await rejectionOf(
      http.write('/access_codes/create', { name: 'x' }, 'access_code'),
    );
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect((error as PorchlightMalformedResponseError).mayHaveSucceeded).toBe(false);
  });

  it.each([
    ['a body that breaks off', () => cutOff(200)],
    ['a body that is not JSON', () => html(200)],
    ['a 504 from a gateway', () => html(504)],
  ])('never says so of a read answered with %s', async (_, answer) => {
    const http = client(async () => answer());
    const error = await rejectionOf(http.read('/devices/list', {}, 'devices'));
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect((error as PorchlightMalformedResponseError).mayHaveSucceeded).toBe(false);
  });
});

describe('finite waits', () => {
  it('gives up after the default timeout when none is set', async () => {
    vi.useFakeTimers();
    const http = client(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const pending = rejectionOf(http.read('/devices/list'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT);
    const error = await pending;
    expect(error).toBeInstanceOf(PorchlightTimeoutError);
    expect((error as PorchlightTimeoutError).timeout).toBe(30_000);
  });
});

describe("a retry whose backoff would outlast the call's timeout", () => {
  // The backoff could only end in a timeout error: the failure it would retry is reported instead.
  const slowRetries = (fetch: FetchLike) =>
    new HttpClient({
      endpoint: 'http://api.test',
      headers: {},
      fetch,
      retryDelay: 5_000,
      timeout: 2_000,
    });

  const settledAfter = async <T>(promise: Promise<T>, ms: number) => {
    let settled = false;
    void promise.finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };

  it("reports a read's 5xx at once", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const http = slowRetries(async () => {
      calls += 1;
      return json(503, { error: { type: 'service_unavailable', message: 'Try later' } });
    });
    const pending = rejectionOf(http.read('/devices/list', {}, 'devices'));
    expect(await settledAfter(pending, 10)).toBe(true);
    const error = await pending;
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect((error as PorchlightApiError).status).toBe(503);
    expect(calls).toBe(1);
  });

  it("reports a read's network error at once", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const http = slowRetries(() => {
      calls += 1;
      return Promise.reject(reset());
    });
    const pending = rejectionOf(http.read('/devices/list', {}, 'devices'));
    expect(await settledAfter(pending, 10)).toBe(true);
    expect(await pending).toBeInstanceOf(PorchlightNetworkError);
    expect(calls).toBe(1);
  });

  it('still retries when the backoff ends within the timeout', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const http = new HttpClient({
      endpoint: 'http://api.test',
      headers: {},
      fetch: async () => {
        calls += 1;
        return calls === 1
          ? json(503, { error: { type: 'service_unavailable', message: 'Try later' } })
          : json(200, { devices: [] });
      },
      retryDelay: 1_000,
      timeout: 2_000,
    });
    const pending = http.read('/devices/list', {}, 'devices');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual([]);
    expect(calls).toBe(2);
  });
});

describe('429 Retry-After', () => {
  it('is honoured on reads: the read is repeated after the wait', async () => {
    let calls = 0;
    const http = client(async () => {
      calls += 1;
      return calls === 1
        ? json(
            429,
            { error: { type: 'rate_limited', message: 'slow down' } },
            { 'retry-after': '0' },
          )
        : json(200, { devices: [] });
    });
    await expect(http.read('/devices/list', {}, 'devices')).resolves.toEqual([]);
    expect(calls).toBe(2);
  });

  it("reports the 429 at once when the wait would outlast the call's timeout", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const http = client(async () => {
      calls += 1;
      return json(
        429,
        { error: { type: 'rate_limited', message: 'slow down' } },
        { 'retry-after': '6' },
      );
    });
    let settled = false;
    const pending = rejectionOf(http.read('/devices/list', {}, 'devices', { timeout: 5_000 }));
    void pending.finally(() => {
      settled = true;
    });
    // Far less than either the wait or the timeout: nothing was waited for.
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(true);
    const error = await pending;
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect(error).not.toBeInstanceOf(PorchlightTimeoutError);
    expect((error as PorchlightApiError).status).toBe(429);
    expect((error as PorchlightApiError).retryAfter).toBe(6);
    expect(calls).toBe(1);
  });

  it("waits and repeats when the wait ends within the call's timeout", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const http = client(async () => {
      calls += 1;
      return calls === 1
        ? json(429, { error: { type: 'rate_limited', message: 'slow' } }, { 'retry-after': '2' })
        : json(200, { devices: [] });
    });
    const pending = http.read('/devices/list', {}, 'devices', { timeout: 5_000 });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toEqual([]);
    expect(calls).toBe(2);
  });

  it('is exposed on the error as retryAfter, and a write is not repeated', async () => {
    let calls = 0;
    const http = client(async () => {
      calls += 1;
      return json(
        429,
        { error: { type: 'rate_limited', message: 'slow down' } },
        { 'retry-after': '7' },
      );
    });
    const error = await rejectionOf(http.write('/access_codes/create', { name: 'x' }));
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect((error as PorchlightApiError).retryAfter).toBe(7);
    expect(calls).toBe(1);
  });

  it.each([
    ['an HTML page', '<html><body>Too Many Requests</body></html>'],
    ['an empty JSON object', '{}'],
  ])("keeps a gateway's 429 Retry-After when its body is %s", async (_name, body) => {
    const http = client(
      async () => new Response(body, { status: 429, headers: { 'retry-after': '120' } }),
    );
    const error = await rejectionOf(http.write('/access_codes/create', { name: 'x' }));
    expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    expect((error as PorchlightApiError).retryAfter).toBe(120);
  });

  it.each(['1.5', '-1', '+3', '1e3', '0x10'])(
    'ignores a malformed %j: no wait of 0 s, no retryAfter',
    async (value) => {
      expect(parseRetryAfter(value)).toBeUndefined();
      let calls = 0;
      const http = client(async () => {
        calls += 1;
        return json(
          429,
          { error: { type: 'rate_limited', message: 'slow' } },
          { 'retry-after': value },
        );
      });
      const read = await rejectionOf(http.read('/devices/list'));
      expect((read as PorchlightApiError).retryAfter).toBeUndefined();
      // As without the header: a 429 is not repeated.
      expect(calls).toBe(1);
      const write = await rejectionOf(http.write('/access_codes/create', { name: 'x' }));
      expect((write as PorchlightApiError).retryAfter).toBeUndefined();
    },
  );

  it('reads seconds and HTTP dates, and ignores nonsense', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(' 12 ')).toBe(12);
    const later = new Date(Date.now() + 5_000).toUTCString();
    expect(parseRetryAfter(later)).toBeGreaterThanOrEqual(4);
  });
});

describe('503 Retry-After', () => {
  const unavailable = (retryAfter: string) =>
    json(
      503,
      { error: { type: 'service_unavailable', message: 'Try later' } },
      {
        'retry-after': retryAfter,
      },
    );

  it('is honoured on reads in place of the backoff: the read is repeated after the wait', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const http = client(async () => {
      calls += 1;
      return calls === 1 ? unavailable('2') : json(200, { devices: [] });
    });
    const pending = http.read('/devices/list', {}, 'devices', { timeout: 5_000 });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toEqual([]);
    expect(calls).toBe(2);
  });

  it('waits at least the backoff when it asks for 0 s', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const http = new HttpClient({
      endpoint: 'http://api.test',
      headers: {},
      retryDelay: 1_000,
      fetch: async () => {
        calls += 1;
        return calls === 1 ? unavailable('0') : json(200, { devices: [] });
      },
    });
    const pending = http.read('/devices/list', {}, 'devices');
    await vi.advanceTimersByTimeAsync(900);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toEqual([]);
    expect(calls).toBe(2);
  });

  it.each([
    ['outlast the call timeout', '6', 5_000],
    ['exceed the longest wait taken', '30', 0],
  ])(
    'reports the 503 at once, with retryAfter, when the wait would %s',
    async (_, after, timeout) => {
      vi.useFakeTimers();
      let calls = 0;
      const http = client(async () => {
        calls += 1;
        return unavailable(after);
      });
      let settled = false;
      const pending = rejectionOf(http.read('/devices/list', {}, 'devices', { timeout }));
      void pending.finally(() => {
        settled = true;
      });
      // Far less than the wait: nothing was waited for, and no backoff retry ignored the header.
      await vi.advanceTimersByTimeAsync(10);
      expect(settled).toBe(true);
      const error = await pending;
      expect(error).toBeInstanceOf(PorchlightApiError);
      expect((error as PorchlightApiError).status).toBe(503);
      expect((error as PorchlightApiError).retryAfter).toBe(Number(after));
      expect(calls).toBe(1);
    },
  );

  it('is exposed on a write’s error, and the write is not repeated', async () => {
    let calls = 0;
    const http = client(async () => {
      calls += 1;
      return unavailable('3');
    });
    const error = await rejectionOf(http.write('/access_codes/create', { name: 'x' }));
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect((error as PorchlightApiError).retryAfter).toBe(3);
    expect(calls).toBe(1);
  });

  it('leaves a 503 without a usable Retry-After to the usual backoff', async () => {
    let calls = 0;
    const http = client(async () => {
      calls += 1;
      return calls < 3 ? unavailable('soon') : json(200, { devices: [] });
    });
    await expect(http.read('/devices/list', {}, 'devices')).resolves.toEqual([]);
    expect(calls).toBe(3);
  });
});
