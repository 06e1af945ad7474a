import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LocalServer, sendJson, startServer } from '../test-utils/local-server.js';
import { TelemetryClient } from './telemetry-client.js';
import type { TelemetryPayload } from './types.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const serve = async (status = 200) => {
  server = await startServer((_, res) => sendJson(res, status, { ok: status < 400 }));
  return server;
};

describe('TelemetryClient', () => {
  it('posts every event kind in order to {endpoint}/internal/tlmtry with id, time and context', async () => {
    const local = await serve();
    const telemetry = new TelemetryClient({ endpoint: local.url });
    telemetry.page('Access codes', { count: 3 });
    telemetry.screen('Device details');
    telemetry.track('unlock_clicked', { device: 'd1' });
    telemetry.group('ws_1', { plan: 'free' });
    telemetry.identify('user_1', { role: 'guest' });
    telemetry.alias('user_2');
    await telemetry.flush();
    const bodies = local.requests.map((r) => r.body as TelemetryPayload);
    expect(local.requests.every((r) => r.method === 'POST' && r.path === '/internal/tlmtry')).toBe(
      true,
    );
    expect(bodies.map((b) => b.type)).toEqual([
      'page',
      'screen',
      'track',
      'group',
      'identify',
      'alias',
    ]);
    const [page, , , , identify, alias] = bodies;
    expect(page).toMatchObject({ name: 'Access codes', properties: { count: 3 } });
    expect(page?.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(page?.timestamp ?? '').toString()).not.toBe('Invalid Date');
    expect(page?.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(page?.context.library).toEqual({ name: '@porchlight/react', version: '2.12.1' });
    expect(page?.context.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(page?.context).toHaveProperty('screen');
    expect(identify).toMatchObject({ userId: 'user_1', traits: { role: 'guest' } });
    expect(alias).toMatchObject({ userId: 'user_2', previousId: 'user_1' });
    expect(new Set(bodies.map((b) => b.messageId)).size).toBe(6);
  });

  it('calls an injected fetch without a receiver, as a browser’s window.fetch requires', async () => {
    const local = await serve();
    // `window.fetch` refuses any receiver but the window (or none) with "Illegal invocation".
    function windowFetch(this: unknown, input: string, init: RequestInit): Promise<Response> {
      if (this !== undefined && this !== globalThis) {
        return Promise.reject(new TypeError('Illegal invocation'));
      }
      return fetch(input, init);
    }
    const telemetry = new TelemetryClient({ endpoint: local.url, fetch: windowFetch });
    telemetry.track('x');
    await telemetry.flush();
    expect(local.requests).toHaveLength(1);
  });

  it('sends nothing when disabled', async () => {
    const local = await serve();
    const telemetry = new TelemetryClient({ endpoint: local.url, disabled: true });
    telemetry.track('x');
    await telemetry.flush();
    expect(local.requests).toHaveLength(0);
  });

  it('sends nothing to an endpoint the client refuses, and never throws', async () => {
    const local = await serve();
    const fetchSpy = vi.fn(globalThis.fetch);
    const refused = [
      'ftp://files.example.com',
      `${local.url}?x=1`,
      `${local.url}\n`,
      local.url.replace('http://', 'http://user:pass@'),
    ];
    for (const endpoint of refused) {
      const telemetry = new TelemetryClient({ endpoint, fetch: fetchSpy });
      telemetry.track('x');
      await telemetry.flush();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(local.requests).toHaveLength(0);
  });

  it('never throws on failure and logs only in debug mode', async () => {
    const local = await serve(500);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const quiet = new TelemetryClient({ endpoint: local.url });
    quiet.track('x');
    await expect(quiet.flush()).resolves.toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    const loud = new TelemetryClient({ endpoint: local.url, debug: true });
    loud.track('x');
    await loud.flush();
    expect(String(error.mock.calls[0]?.[0])).toContain('Telemetry request failed with status 500');
  });

  it('survives an unreachable endpoint', async () => {
    const telemetry = new TelemetryClient({ endpoint: 'http://127.0.0.1:1' });
    telemetry.page('x');
    await expect(telemetry.flush()).resolves.toBeUndefined();
  });

  it('sends the browser context: locale, time zone, user agent, screen size, library version', async () => {
    const local = await serve();
    vi.stubGlobal('navigator', { language: 'fr-CA', userAgent: 'TestBrowser/1.0' });
    vi.stubGlobal('screen', { width: 1280, height: 720 });
    vi.stubGlobal('devicePixelRatio', 2);
    const telemetry = new TelemetryClient({ endpoint: local.url });
    telemetry.identify('user_1', { plan: 'pro' });
    await telemetry.flush();
    const [payload] = local.requests.map((r) => r.body as TelemetryPayload);
    expect(payload?.context).toEqual({
      locale: 'fr-CA',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      userAgent: 'TestBrowser/1.0',
      screen: { width: 1280, height: 720, density: 2 },
      library: { name: '@porchlight/react', version: '2.12.1' },
      traits: { plan: 'pro' },
    });
  });

  it('never throws for properties JSON cannot represent, even in debug mode', async () => {
    const local = await serve();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const debug of [false, true]) {
      const telemetry = new TelemetryClient({ endpoint: local.url, debug });
      expect(() => telemetry.track('loop', circular)).not.toThrow();
      expect(() => telemetry.page('big', { n: 10n })).not.toThrow();
      await expect(telemetry.flush()).resolves.toBeUndefined();
    }
    expect(local.requests).toHaveLength(0);
    expect(error).toHaveBeenCalled();
  });

  it('can be disabled and re-enabled at run time', async () => {
    const local = await serve();
    const telemetry = new TelemetryClient({ endpoint: local.url });
    telemetry.disable();
    telemetry.track('hidden');
    telemetry.disable(false);
    telemetry.track('shown');
    await telemetry.flush();
    expect(local.requests.map((r) => (r.body as { event: string }).event)).toEqual(['shown']);
  });

  it('gives up on a request that never answers, so later events and flush() still go through', async () => {
    let calls = 0;
    // The first request hangs until aborted; the next ones answer at once.
    const fetch = (_url: string, init: RequestInit) => {
      calls++;
      if (calls > 1) return Promise.resolve(new Response('{}', { status: 200 }));
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      });
    };
    const telemetry = new TelemetryClient({ endpoint: 'http://127.0.0.1:9', fetch, timeout: 30 });
    telemetry.track('first');
    telemetry.track('second');
    await expect(telemetry.flush()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it('gives up on a request that never answers even when the host fetch ignores the signal', async () => {
    // A polyfill or wrapper that drops `signal`: the server never answers the first event.
    const local = await startServer((request, res) => {
      if ((request.body as { event?: string }).event !== 'first') sendJson(res, 200, { ok: true });
    });
    server = local;
    const deaf = (input: string, init: RequestInit) =>
      fetch(input, { method: init.method, headers: init.headers, body: init.body ?? null });
    const telemetry = new TelemetryClient({ endpoint: local.url, fetch: deaf, timeout: 50 });
    telemetry.track('first');
    telemetry.track('second');
    await expect(telemetry.flush()).resolves.toBeUndefined();
    expect(local.requests.map((r) => (r.body as { event: string }).event)).toEqual([
      'first',
      'second',
    ]);
  });

  it('logs a timed-out request as a timeout in debug mode where signals have no reason', async () => {
    // Chrome before 98, Firefox before 97, Safari before 15.4: `abort(reason)` drops its reason.
    const saved = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'reason');
    Reflect.deleteProperty(AbortSignal.prototype, 'reason');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const hanging = (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')), {
            once: true,
          });
        });
      const telemetry = new TelemetryClient({
        endpoint: 'http://127.0.0.1:9',
        fetch: hanging,
        timeout: 30,
        debug: true,
      });
      telemetry.track('first');
      await telemetry.flush();
    } finally {
      if (saved) Object.defineProperty(AbortSignal.prototype, 'reason', saved);
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Telemetry request timed out after 30 ms');
  });
});
