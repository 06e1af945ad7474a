import { type FakeApiServer, startFakeApi } from '@porchlight/fake-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
