import type { FakeApiHandle } from '../support/fake-api-handle.js';

interface DeviceLike {
  device_id: string;
  capabilities_supported?: string[];
  properties?: { name?: string; online?: boolean; supported_code_lengths?: number[] };
}

/** An online lock of the seeded workspace that has access codes. */
export async function lockWithCodes(fakeApi: FakeApiHandle): Promise<DeviceLike> {
  const { devices } = await fakeApi.api<{ devices: DeviceLike[] }>('/devices/list');
  for (const device of devices) {
    if (!device.capabilities_supported?.includes('access_code') || !device.properties?.online)
      continue;
    const { access_codes } = await fakeApi.api<{ access_codes: unknown[] }>('/access_codes/list', {
      device_id: device.device_id,
    });
    if (access_codes.length > 0) return device;
  }
  throw new Error('The seed has no online lock with access codes');
}
