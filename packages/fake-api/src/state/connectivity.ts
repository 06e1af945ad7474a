import { resumeWaiting } from './action-attempts.js';
import { recordEvent } from './events.js';
import type { Runtime } from './runtime.js';
import type { Device } from './types.js';

/**
 * Takes a device offline or back online the way the provider reports it: the `online` flag, a
 * `device_offline` device error while offline, and a `device.disconnected` / `device.connected`
 * event. Setting the state a device already has changes nothing and records no event. Back online,
 * the attempts that waited for it settle.
 */
export function setDeviceOnline(rt: Runtime, device: Device, online: boolean): void {
  if (device.properties.online === online) return;
  device.properties.online = online;
  device.errors = device.errors.filter((error) => error.error_code !== 'device_offline');
  if (!online) {
    device.errors.push({
      error_code: 'device_offline',
      message: 'Device is offline',
      is_device_error: true,
      created_at: new Date(rt.now()).toISOString(),
    });
  }
  recordEvent(rt, online ? 'device.connected' : 'device.disconnected', {
    device_id: device.device_id,
    connected_account_id: device.connected_account_id,
  });
  // What the provider was waiting to do on the device (a code to take off it) happens now.
  if (online) resumeWaiting(rt, device.device_id);
}
