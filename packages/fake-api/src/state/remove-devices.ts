import { resumeWaiting } from './action-attempts.js';
import type { Runtime } from './runtime.js';

/**
 * Removes devices (managed or not) and everything that lives on them: their managed and unmanaged
 * access codes and their climate setting schedules. Left behind, those still answered their
 * lists and `get`s for a device that no longer exists. Action attempts stay, so a poller can
 * still read how its action ended.
 */
export function removeDevices(rt: Runtime, deviceIds: ReadonlySet<string>): void {
  const state = rt.state;
  for (const devices of [state.devices, state.unmanagedDevices])
    for (const id of deviceIds) devices.delete(id);
  for (const items of [
    state.accessCodes,
    state.unmanagedAccessCodes,
    state.climateSettingSchedules,
  ])
    for (const [itemId, item] of items) if (deviceIds.has(item.device_id)) items.delete(itemId);
  // An attempt waiting for one of them to come back online would wait forever: it ends now, with
  // nothing left on the device to act on.
  for (const id of deviceIds) resumeWaiting(rt, id, true);
}
