import { SeamActionAttemptFailedError, SeamHttp } from '@seamapi/http/connect';
import { describe, expect, it } from 'vitest';
import { deviceNamed, useFakeApi } from '../test-utils/client.js';

const { api, http } = useFakeApi();

/** The provider's own JavaScript client, pointed at the fake API over loopback. */
function seam(): SeamHttp {
  return SeamHttp.fromApiKey(api().keys.api_key, { endpoint: api().url });
}

describe('the reference @seamapi/http client', () => {
  it('locks a door and polls its action attempt to success', async () => {
    const device = await deviceNamed(http, 'Back Door');
    await seam().locks.unlockDoor({ device_id: device.device_id });
    const attempt = await seam().locks.lockDoor(
      { device_id: device.device_id },
      { waitForActionAttempt: { pollingInterval: 10, timeout: 10_000 } },
    );
    expect(attempt).toMatchObject({ status: 'success', action_type: 'LOCK_DOOR' });
    const lock = await seam().locks.get({ device_id: device.device_id });
    expect(lock.properties.locked).toBe(true);
  });

  it('surfaces a failed action attempt as its typed error', async () => {
    const device = await deviceNamed(http, 'Back Door');
    const fault = await http.post(
      '/_fake/faults',
      { path: '/locks/unlock_door', kind: 'action_error' },
      { 'content-type': 'application/json' },
    );
    expect(fault.status).toBe(200);
    await expect(
      seam().locks.unlockDoor(
        { device_id: device.device_id },
        { waitForActionAttempt: { pollingInterval: 10, timeout: 10_000 } },
      ),
    ).rejects.toBeInstanceOf(SeamActionAttemptFailedError);
  });

  it('lists devices and reads a device by id', async () => {
    const devices = await seam().devices.list();
    expect(devices.length).toBeGreaterThan(0);
    const first = devices[0];
    if (!first) throw new Error('no devices');
    const one = await seam().devices.get({ device_id: first.device_id });
    expect(one.device_id).toBe(first.device_id);
  });
});

describe('_strict', () => {
  it('is accepted in a query and in a body', async () => {
    const query = await http.get('/devices/list', '_strict=true');
    expect(query.status).toBe(200);
    const body = await http.post('/devices/list', { _strict: false });
    expect(body.status).toBe(200);
  });

  it('must be a boolean', async () => {
    const reply = await http.post('/devices/list', { _strict: 'yes' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.type).toBe('invalid_input');
  });
});
