import { describe, expect, it } from 'vitest';
import type { Device } from '../state/types.js';
import { useFakeApi } from '../test-utils/client.js';
import { filterDevices } from './device-filters.js';

// Over the contract's default page of 500, so an unlimited list would show itself.
const DEVICES = 1203;
const { http } = useFakeApi({ seed: 'scale', devices: DEVICES, codes: 0 });

interface Listed {
  device_id: string;
  created_at: string;
}

const times = (devices: Listed[]) => devices.map((d) => Date.parse(d.created_at));
const newestFirst = (devices: Listed[]) =>
  times(devices).every((time, i, all) => i === 0 || (all[i - 1] as number) >= time);

describe('device lists: default limit and order', () => {
  it('answers the newest 500 devices when no limit is sent', async () => {
    const everything = (await http.post('/devices/list', { limit: DEVICES })).body.devices;
    expect(everything).toHaveLength(DEVICES);
    expect(newestFirst(everything)).toBe(true);
    for (const reply of [await http.get('/devices/list'), await http.post('/devices/list', {})]) {
      expect(reply.body.devices).toHaveLength(500);
      expect(reply.body.devices).toEqual(everything.slice(0, 500));
    }
    // The contract types `limit` as nullable: null means the default, not "no limit".
    expect((await http.post('/devices/list', { limit: null })).body.devices).toHaveLength(500);
  });

  it('pages with created_before through every device, oldest last', async () => {
    const everything: Listed[] = (await http.post('/devices/list', { limit: DEVICES })).body
      .devices;
    const oldestOfFirstPage = everything[499] as Listed;
    const next: Listed[] = (
      await http.post('/devices/list', { created_before: oldestOfFirstPage.created_at })
    ).body.devices;
    expect(next).toEqual(everything.slice(500, 1000));
  });

  it('limits and orders /locks/list and /thermostats/list the same way', async () => {
    const locks = (await http.post('/locks/list', {})).body.locks;
    expect(locks).toHaveLength(500);
    expect(newestFirst(locks)).toBe(true);
    const thermostats = (await http.post('/thermostats/list', {})).body.thermostats;
    expect(thermostats.length).toBeGreaterThan(100);
    expect(newestFirst(thermostats)).toBe(true);
    expect((await http.post('/locks/list', { limit: 2000 })).body.locks.length).toBeGreaterThan(
      1000,
    );
  });

  it('gives every seeded device its own created_at', async () => {
    const everything: Listed[] = (await http.post('/devices/list', { limit: DEVICES })).body
      .devices;
    expect(new Set(everything.map((d) => d.created_at)).size).toBe(DEVICES);
  });
});

describe('filterDevices', () => {
  const device = (id: string, createdAt: string) =>
    ({ device_id: id, created_at: createdAt, custom_metadata: {} }) as unknown as Device;

  it('puts devices created in the same millisecond newest-stored first, behind newer ones', () => {
    const listed = filterDevices(
      [
        device('a', '2026-01-01T00:00:00.000Z'),
        device('b', '2026-01-02T00:00:00.000Z'),
        device('c', '2026-01-02T00:00:00.000Z'),
        device('d', '2026-01-03T00:00:00.000Z'),
      ],
      {},
    );
    expect(listed.map((d) => d.device_id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('caps an unlimited call at 500 and honours a larger limit', () => {
    const many = Array.from({ length: 620 }, (_, i) =>
      device(`d${i}`, new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString()),
    );
    expect(filterDevices(many, {})).toHaveLength(500);
    expect(filterDevices(many, {})[0]?.device_id).toBe('d619');
    expect(filterDevices(many, { limit: 600 })).toHaveLength(600);
  });
});
