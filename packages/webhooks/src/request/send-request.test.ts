import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError, WebhooksClient } from '../index.js';
import { rejection } from '../test-utils/thrown.js';

// Browsers before Chrome 116, Safari 17.4 and Firefox 124 have no `AbortSignal.any`, and those
// before Chrome 103, Safari 16 and Firefox 100 no `AbortSignal.timeout` either.
type Missing = 'any' | 'timeout';
const RUNTIMES: { name: string; missing: Missing[] }[] = [
  { name: 'neither AbortSignal.any nor AbortSignal.timeout', missing: ['any', 'timeout'] },
  { name: 'no AbortSignal.any', missing: ['any'] },
];

/** A fetch that answers only when told to, and rejects with the signal's reason as fetch does. */
function controllableFetch() {
  const inits: RequestInit[] = [];
  let answer: ((response: Response) => void) | undefined;
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    inits.push(init ?? {});
    return new Promise<Response>((resolve, reject) => {
      answer = resolve;
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  });
  const respond = () => answer?.(new Response(null, { status: 204 }));
  return { fetch, inits, respond };
}

/** Records the `abort` listeners added to and removed from a caller's signal. */
function watchedSignal(controller: AbortController) {
  const added: unknown[] = [];
  const removed: unknown[] = [];
  const { signal } = controller;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  vi.spyOn(signal, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'abort') added.push(listener);
    add(type, listener, options);
  });
  vi.spyOn(signal, 'removeEventListener').mockImplementation((type, listener, options) => {
    if (type === 'abort') removed.push(listener);
    remove(type, listener, options);
  });
  return { signal, added, removed };
}

describe.each(RUNTIMES)('in a runtime with $name', ({ missing }) => {
  const saved = new Map<Missing, PropertyDescriptor>();

  beforeEach(() => {
    for (const name of missing) {
      const descriptor = Object.getOwnPropertyDescriptor(AbortSignal, name);
      if (descriptor) saved.set(name, descriptor);
      Reflect.deleteProperty(AbortSignal, name);
    }
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    for (const [name, descriptor] of saved) Object.defineProperty(AbortSignal, name, descriptor);
    saved.clear();
  });

  const client = (fetch: typeof globalThis.fetch) =>
    new WebhooksClient('testsk_token', { serverUrl: 'https://api.test', retry: false, fetch });

  it('sends a call given both a signal and a timeout, and leaves no timer or listener behind', async () => {
    const { fetch, inits, respond } = controllableFetch();
    const caller = watchedSignal(new AbortController());
    const pending = client(fetch).health.get({ signal: caller.signal, timeout: 5000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(inits[0]?.signal?.aborted).toBe(false);
    // The timeout is a timer of ours, which the settled call can clear.
    expect(vi.getTimerCount()).toBe(1);
    respond();
    await expect(pending).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
    expect(caller.added.length).toBeGreaterThan(0);
    expect(caller.removed).toEqual(expect.arrayContaining(caller.added));
  });

  it('times out with RequestTimeoutError, and the caller signal is left clean', async () => {
    const { fetch, inits } = controllableFetch();
    const caller = watchedSignal(new AbortController());
    const pending = rejection(client(fetch).health.get({ signal: caller.signal, timeout: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    const error = await pending;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ timeout: 50 });
    expect(inits[0]?.signal?.aborted).toBe(true);
    expect(caller.signal.aborted).toBe(false);
    expect(caller.removed).toEqual(expect.arrayContaining(caller.added));
  });

  it('is cancelled by the caller signal with its reason, and clears the timeout', async () => {
    const { fetch, inits } = controllableFetch();
    const controller = new AbortController();
    const caller = watchedSignal(controller);
    const pending = rejection(client(fetch).health.get({ signal: caller.signal, timeout: 60_000 }));
    await vi.advanceTimersByTimeAsync(0);
    const reason = new Error('user left the page');
    controller.abort(reason);
    expect(await pending).toBe(reason);
    expect(inits[0]?.signal?.reason).toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
    expect(caller.removed).toEqual(expect.arrayContaining(caller.added));
  });

  it('rejects with the caller reason when its signal has already aborted', async () => {
    const { fetch } = controllableFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      client(fetch).health.get({ signal: controller.signal, timeout: 5000 }),
    );
    expect(error).toBe(controller.signal.reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out a call without a caller signal', async () => {
    const { fetch } = controllableFetch();
    const pending = rejection(client(fetch).health.get({ timeout: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect(await pending).toBeInstanceOf(RequestTimeoutError);
  });

  it('takes timeout: 0 as no limit, for the client and for one call', async () => {
    const { fetch, respond } = controllableFetch();
    const unlimited = new WebhooksClient('testsk_token', {
      serverUrl: 'https://api.test',
      retry: false,
      fetch,
      timeout: 0,
    });
    const pending = unlimited.health.get();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vi.getTimerCount()).toBe(0);
    respond();
    await expect(pending).resolves.toBeUndefined();
    // A call's own 0 lifts the client's limit for that call.
    const call = new WebhooksClient('testsk_token', {
      serverUrl: 'https://api.test',
      retry: false,
      fetch,
      timeout: 50,
    }).health.get({ timeout: 0 });
    await vi.advanceTimersByTimeAsync(1_000);
    respond();
    await expect(call).resolves.toBeUndefined();
  });

  it('takes signal: null as no signal, as fetch does, beside a timeout', async () => {
    const { fetch, respond } = controllableFetch();
    const noSignal = { signal: null as unknown as undefined, timeout: 5000 };
    const pending = client(fetch).health.get(noSignal);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    respond();
    await expect(pending).resolves.toBeUndefined();
    const timingOut = rejection(client(fetch).health.get({ ...noSignal, timeout: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect(await timingOut).toBeInstanceOf(RequestTimeoutError);
  });
});

describe('with the platform AbortSignal methods', () => {
  // Node keeps every AbortSignal.any() result it has combined a signal into in a set on that
  // signal (internal `kDependantSignals`), which Node 20 never prunes, so a long-lived signal
  // (a server's shutdown signal passed to every call) grows by one entry per call.
  const dependants = (signal: AbortSignal): number => {
    const key = Object.getOwnPropertySymbols(signal).find(
      (symbol) => symbol.description === 'kDependantSignals',
    );
    const set = key === undefined ? undefined : (signal as unknown as Record<symbol, unknown>)[key];
    return (set as { size?: number } | undefined)?.size ?? 0;
  };

  it('leaves nothing attached to a long-lived caller signal once calls settle', async () => {
    const shutdown = new AbortController();
    const caller = watchedSignal(shutdown);
    const client = new WebhooksClient('testsk_token', {
      serverUrl: 'https://api.test',
      timeout: 30_000,
      fetch: async () => new Response(null, { status: 204 }),
    });
    for (let call = 0; call < 20; call++) await client.health.get({ signal: caller.signal });
    expect(dependants(shutdown.signal)).toBe(0);
    expect(caller.removed).toEqual(expect.arrayContaining(caller.added));
    vi.restoreAllMocks();
  });

  it('sends nothing for a signal that has already aborted, even through a fetch that ignores it', async () => {
    // A fetch polyfill or a wrapper that rebuilds `init` drops `signal`.
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({
        id: 'msg_1',
        eventType: 'a',
        payload: {},
        timestamp: '2026-01-01T00:00:00Z',
      }),
    );
    const client = new WebhooksClient('testsk_token', { serverUrl: 'https://api.test', fetch });
    const controller = new AbortController();
    controller.abort();
    for (const timeout of [undefined, 30_000]) {
      const error = await rejection(
        client.messages.create(
          'app_1',
          { eventType: 'a', payload: {} },
          { signal: controller.signal, timeout },
        ),
      );
      expect(error).toBe(controller.signal.reason);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops the timeout of a settled call, so it never fires afterwards', async () => {
    // `AbortSignal.timeout` cannot be cancelled: a Cloudflare Worker stays up until it fires
    // (cloudflare/workerd#4936). The signal fetch was given is the timeout's own here (no
    // caller signal), so it aborting after the response is the timer still running.
    const inits: RequestInit[] = [];
    const client = new WebhooksClient('testsk_token', {
      serverUrl: 'https://api.test',
      retry: false,
      fetch: async (_input, init) => {
        inits.push(init ?? {});
        return new Response(null, { status: 204 });
      },
    });
    await client.health.get({ timeout: 20 });
    // Timers of one runtime fire in deadline order, so a live 20 ms timeout fires before this.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inits[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(inits[0]?.signal?.aborted).toBe(false);
  });
});

describe('in a runtime whose signals carry no reason (Chrome before 98, Firefox before 97, Safari before 15.4)', () => {
  const saved: [object, string, PropertyDescriptor][] = [];

  beforeEach(() => {
    // There `abort(reason)` ignores its argument and `signal.reason` does not exist.
    for (const [target, name] of [
      [AbortSignal.prototype, 'reason'],
      [AbortSignal, 'any'],
      [AbortSignal, 'timeout'],
    ] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(target, name);
      if (descriptor) saved.push([target, name, descriptor]);
      Reflect.deleteProperty(target, name);
    }
  });

  afterEach(() => {
    for (const [target, name, descriptor] of saved.splice(0)) {
      Object.defineProperty(target, name, descriptor);
    }
  });

  const client = (fetch: typeof globalThis.fetch, retryScheduleInMs?: number[]) =>
    new WebhooksClient('testsk_token', {
      serverUrl: 'https://api.test',
      ...(retryScheduleInMs ? { retryScheduleInMs } : { retry: false }),
      fetch,
    });

  it('rejects a cancelled call with an AbortError, not undefined', async () => {
    const { fetch } = controllableFetch();
    const controller = new AbortController();
    const pending = rejection(
      client(fetch).health.get({ signal: controller.signal, timeout: 60_000 }),
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('rejects with an AbortError when the signal had already aborted', async () => {
    const { fetch } = controllableFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(client(fetch).health.get({ signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rejects with an AbortError when cancelled while waiting to retry', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    const controller = new AbortController();
    const pending = rejection(client(fetch, [60_000]).health.get({ signal: controller.signal }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});
