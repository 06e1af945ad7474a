import { type FakeApiServer, startFakeApi } from '@porchlight/fake-api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PorchlightActionAttemptStillPendingError } from '../errors/action-attempt-errors.js';
import { PorchlightTimeoutError } from '../errors/transport-errors.js';
import { PorchlightClient } from '../porchlight-client.js';
import type { FetchLike } from './http-client.js';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi({ port: 0, actionAttemptDelayMs: 50 });
});
afterAll(async () => {
  await api.close();
});

/**
 * A host fetch that rebuilds `init` without its `signal` (fetch polyfills, logging wrappers),
 * recording what it sends.
 */
const deafFetch = () => {
  const sent: string[] = [];
  const fetch: FetchLike = (input, init) => {
    sent.push(`${init.method} ${new URL(input).pathname}`);
    return globalThis.fetch(input, {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
    });
  };
  return { fetch, sent };
};

const lockedLock = async (client: PorchlightClient) => {
  const locks = await client.locks.list();
  const lock = locks.find((device) => device.properties.locked === true);
  if (!lock) throw new Error('the default seed has a locked lock');
  return lock.device_id;
};

describe('a call whose signal has already aborted', () => {
  it('sends nothing, even through a host fetch that ignores the signal', async () => {
    const { fetch, sent } = deafFetch();
    const client = new PorchlightClient({ apiKey: api.keys.api_key }, { endpoint: api.url, fetch });
    const device_id = await lockedLock(client);
    sent.length = 0;
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.locks.unlockDoor({ device_id }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    await expect(client.devices.list({}, { signal: controller.signal })).rejects.toBe(
      controller.signal.reason,
    );
    expect(sent).toEqual([]);
    // The provider never heard of the unlock: the door the caller gave up on stays locked.
    const lock = await client.locks.get({ device_id });
    expect(lock.properties.locked).toBe(true);
  });
});

describe('in a runtime whose signals carry no reason (Chrome before 98, Firefox before 97, Safari before 15.4)', () => {
  let slow: FakeApiServer;
  let saved: PropertyDescriptor | undefined;
  beforeAll(async () => {
    slow = await startFakeApi({ port: 0, latencyMs: 5_000 });
  });
  afterAll(async () => {
    await slow.close();
  });
  beforeEach(() => {
    // There `abort(reason)` ignores its argument and `signal.reason` does not exist.
    saved = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'reason');
    Reflect.deleteProperty(AbortSignal.prototype, 'reason');
  });
  afterEach(() => {
    if (saved) Object.defineProperty(AbortSignal.prototype, 'reason', saved);
  });

  it('rejects a timed-out call with PorchlightTimeoutError, not undefined', async () => {
    const client = new PorchlightClient(
      { apiKey: slow.keys.api_key },
      { endpoint: slow.url, timeout: 100 },
    );
    const error = await client.devices.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorchlightTimeoutError);
    expect(error).toMatchObject({ timeout: 100, path: '/devices/list' });
  });

  it('rejects a cancelled call with an AbortError, not undefined', async () => {
    const client = new PorchlightClient({ apiKey: slow.keys.api_key }, { endpoint: slow.url });
    const controller = new AbortController();
    const pending = client.devices.list({}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    const before = new AbortController();
    before.abort();
    const error = await client.devices.list({}, { signal: before.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rejects a publishable-key exchange cancelled beforehand with an AbortError, sending nothing', async () => {
    const { fetch, sent } = deafFetch();
    const before = new AbortController();
    before.abort();
    const error = await PorchlightClient.fromPublishableKey(
      slow.keys.publishable_key,
      'user-1',
      { endpoint: slow.url, fetch },
      { signal: before.signal },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(sent).toEqual([]);
  });

  it('raises the still-pending error when an action attempt outlasts its wait', async () => {
    const stuck = await startFakeApi({ port: 0, actionAttemptDelayMs: 600_000 });
    try {
      const client = new PorchlightClient({ apiKey: stuck.keys.api_key }, { endpoint: stuck.url });
      const device_id = await lockedLock(client);
      const error = await client.locks
        .unlockDoor({ device_id }, { waitForActionAttempt: { timeout: 200, pollingInterval: 50 } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PorchlightActionAttemptStillPendingError);
      expect(error).toMatchObject({ timeout: 200 });
    } finally {
      await stuck.close();
    }
  });
});

describe('a retried read whose answer cannot be discarded', () => {
  it('still ends at its timeout when the body of the answer retried never finishes cancelling', async () => {
    // A host fetch's 503 whose body stream neither ends nor finishes cancelling.
    const stuckBody: FetchLike = async () =>
      new Response(
        new ReadableStream({
          pull: () => new Promise<void>(() => undefined),
          cancel: () => new Promise<void>(() => undefined),
        }),
        { status: 503 },
      );
    const client = new PorchlightClient(
      { apiKey: 'seam_test_key' },
      { endpoint: 'http://127.0.0.1:9', fetch: stuckBody, timeout: 300, retries: 5 },
    );
    const outcome = await Promise.race([
      client.devices.list().then(
        () => 'answered',
        (error: unknown) => error,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
    ]);
    expect(outcome).toBeInstanceOf(PorchlightTimeoutError);
  });
});
