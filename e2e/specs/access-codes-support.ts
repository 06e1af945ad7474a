import type { FakeApiHandle } from '../support/fake-api-handle.js';

interface DeviceLike {
  device_id: string;
  created_at?: string;
  capabilities_supported?: string[];
  properties?: { name?: string; online?: boolean; supported_code_lengths?: number[] };
}

/**
 * The seeded devices oldest first, the seed's own order: the API lists them newest first, and the
 * specs were written against the seed's first lock with codes.
 */
async function seededDevices(fakeApi: FakeApiHandle): Promise<DeviceLike[]> {
  const { devices } = await fakeApi.api<{ devices: DeviceLike[] }>('/devices/list');
  return devices.sort((a, b) => Date.parse(a.created_at ?? '') - Date.parse(b.created_at ?? ''));
}

/** An online lock of the seeded workspace that has access codes. */
export async function lockWithCodes(fakeApi: FakeApiHandle): Promise<DeviceLike> {
  for (const device of await seededDevices(fakeApi)) {
    if (!device.capabilities_supported?.includes('access_code') || !device.properties?.online)
      continue;
    const { access_codes } = await fakeApi.api<{ access_codes: unknown[] }>('/access_codes/list', {
      device_id: device.device_id,
    });
    if (access_codes.length > 0) return device;
  }
  throw new Error('The seed has no online lock with access codes');
}

interface AccessCodeLike {
  access_code_id: string;
  device_id: string;
  name: string;
  code: string | null;
  type: string;
  starts_at?: string;
  ends_at?: string;
  is_offline_access_code?: boolean;
}

/** The seeded workspace's offline time-bound access code (only its name may change). */
export async function offlineTimeBoundCode(fakeApi: FakeApiHandle): Promise<AccessCodeLike> {
  for (const device of await seededDevices(fakeApi)) {
    if (!device.capabilities_supported?.includes('access_code')) continue;
    const { access_codes } = await fakeApi.api<{ access_codes: AccessCodeLike[] }>(
      '/access_codes/list',
      { device_id: device.device_id },
    );
    const offline = access_codes.find(
      (code) => code.is_offline_access_code && code.type === 'time_bound',
    );
    if (offline) return offline;
  }
  throw new Error('The seed has no offline time-bound access code');
}
