import type { Device } from '@porchlight/client';
import { describe, expect, it } from 'vitest';
import { DEVICE_PAGE_SIZE, type DevicePageParams, listEveryDevice } from './device-pages.js';

const START = Date.UTC(2026, 0, 1);

/** A device created `second` seconds after START. */
const device = (id: string, second: number) =>
  ({ device_id: id, created_at: new Date(START + second * 1000).toISOString() }) as Device;

/** `count` devices, one a second, oldest first (the provider lists them newest first). */
const workspace = (count: number) => Array.from({ length: count }, (_, i) => device(`d${i}`, i));

interface Call {
  params: DevicePageParams & { device_ids?: string[] };
  signal: AbortSignal | undefined;
}

/**
 * A provider's device list over `devices`: newest first, at most `limit` (500 by default),
 * `created_before` exclusive. Ties keep the given order, as a database may.
 */
function provider(devices: Device[]) {
  const calls: Call[] = [];
  const newestFirst = [...devices].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
  );
  const list = async (params: Call['params'], options: { signal?: AbortSignal | undefined }) => {
    calls.push({ params, signal: options.signal });
    options.signal?.throwIfAborted();
    const before = params.created_before;
    return newestFirst
      .filter((d) => before === undefined || Date.parse(d.created_at) < Date.parse(before))
      .slice(0, params.limit ?? DEVICE_PAGE_SIZE);
  };
  return { list, calls };
}

const ids = (devices: Device[]) => devices.map((d) => d.device_id).sort();

describe('listEveryDevice', () => {
  it('reads a workspace under one page in exactly one request, answered as is', async () => {
    const { list, calls } = provider(workspace(499));
    const devices = await listEveryDevice(list, {});
    expect(devices).toHaveLength(499);
    expect(calls.map((c) => c.params)).toEqual([{ limit: DEVICE_PAGE_SIZE }]);
  });

  it('reads every page of 1,203 devices, newest first, each once', async () => {
    const { list, calls } = provider(workspace(1203));
    const devices = await listEveryDevice(list, {});
    expect(devices).toHaveLength(1203);
    expect(new Set(devices.map((d) => d.device_id)).size).toBe(1203);
    expect(devices[0]?.device_id).toBe('d1202');
    expect(devices.at(-1)?.device_id).toBe('d0');
    expect(calls).toHaveLength(3);
    // Each later page starts just after the oldest device seen, so that one comes again.
    expect(calls[1]?.params.created_before).toBe(new Date(START + 703 * 1000 + 1).toISOString());
  });

  it('keeps the filters on every page', async () => {
    const { list, calls } = provider(workspace(1000));
    await listEveryDevice<Call['params']>(list, { device_ids: ['x'] });
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) expect(call.params).toMatchObject({ device_ids: ['x'] });
  });

  it('loses no device that shares its created_at with the oldest of a full page', async () => {
    // 498 newer devices, then 5 created in the same second: the first page holds only 2 of them.
    const devices = [
      ...Array.from({ length: 5 }, (_, i) => device(`tie${i}`, 0)),
      ...Array.from({ length: 498 }, (_, i) => device(`n${i}`, i + 1)),
    ];
    const { list, calls } = provider(devices);
    const listed = await listEveryDevice(list, {});
    expect(ids(listed)).toEqual(ids(devices));
    expect(listed).toHaveLength(503);
    expect(calls).toHaveLength(2);
  });

  it('stops when a full page adds nothing new, even if it would come back the same forever', async () => {
    // More devices in one instant than a page holds: the provider cannot page past them.
    const same = Array.from({ length: 600 }, (_, i) => device(`s${i}`, 0));
    const { list, calls } = provider(same);
    const listed = await listEveryDevice(list, {});
    expect(listed).toHaveLength(500);
    expect(calls).toHaveLength(2);
  });

  it('stops on a full page whose devices carry no created_at to page by', async () => {
    const undated = Array.from({ length: 500 }, (_, i) => ({ device_id: `u${i}` }) as Device);
    const { list, calls } = provider(undated);
    expect(await listEveryDevice(list, {})).toHaveLength(500);
    expect(calls).toHaveLength(1);
  });

  it("sends a caller's own limit as given, in one request, even when the page is full", async () => {
    const { list, calls } = provider(workspace(1203));
    expect(await listEveryDevice(list, { limit: 500 })).toHaveLength(500);
    expect(await listEveryDevice(list, { limit: 20 })).toHaveLength(20);
    expect(calls.map((c) => c.params)).toEqual([{ limit: 500 }, { limit: 20 }]);
  });

  it('passes the signal to every page and stops at the page it was aborted on', async () => {
    const { list, calls } = provider(workspace(1203));
    const controller = new AbortController();
    const abortAfterFirst: typeof list = async (params, options) => {
      const page = await list(params, options);
      controller.abort(new Error('left the screen'));
      return page;
    };
    await expect(listEveryDevice(abortAfterFirst, {}, controller.signal)).rejects.toThrow(
      'left the screen',
    );
    expect(calls).toHaveLength(1);
    const { list: whole, calls: wholeCalls } = provider(workspace(1203));
    const signal = new AbortController().signal;
    await listEveryDevice(whole, {}, signal);
    expect(wholeCalls.map((c) => c.signal)).toEqual([signal, signal, signal]);
  });

  it('stops with an AbortError, never undefined, where the signal has no reason', async () => {
    const { list, calls } = provider(workspace(1203));
    // A signal as older browsers and polyfills give it: `aborted`, but no `reason`.
    const reasonless = { aborted: false, throwIfAborted() {} } as {
      aborted: boolean;
    } & AbortSignal;
    const abortAfterFirst: typeof list = async (params, options) => {
      const page = await list(params, options);
      reasonless.aborted = true;
      return page;
    };
    const failure = await listEveryDevice(abortAfterFirst, {}, reasonless).catch((e) => e);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
    expect(calls).toHaveLength(1);
  });

  it('answers a first page that is not a list as it came, for the caller to judge', async () => {
    const odd = { devices: 'nope' } as unknown as Device[];
    const calls: unknown[] = [];
    const listed = await listEveryDevice(async (params) => {
      calls.push(params);
      return odd;
    }, {});
    expect(listed).toBe(odd);
    expect(calls).toHaveLength(1);
  });

  it('gives the devices read so far once each later page is asked for', async () => {
    const { list, calls } = provider(workspace(1203));
    const given: Array<{ count: number; requests: number }> = [];
    const devices = await listEveryDevice(list, {}, undefined, (soFar) => {
      given.push({ count: soFar.length, requests: calls.length });
    });
    expect(devices).toHaveLength(1203);
    // Two pages, less the device repeated across their boundary, before the third page.
    expect(given).toEqual([
      { count: 500, requests: 2 },
      { count: 999, requests: 3 },
    ]);
  });

  it('gives nothing for a workspace under one page', async () => {
    const { list } = provider(workspace(499));
    const given: number[] = [];
    await listEveryDevice(list, {}, undefined, (soFar) => given.push(soFar.length));
    expect(given).toEqual([]);
  });
});
