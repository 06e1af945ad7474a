import type { Hono } from 'hono';
import { type ActionOutcome, startActionAttempt } from '../state/action-attempts.js';
import { recordEvent } from '../state/events.js';
import type { Runtime } from '../state/runtime.js';
import type { Device } from '../state/types.js';
import type { AppEnv } from './app-env.js';
import { defineRoute } from './define-route.js';
import { getDevice, requireCapability } from './lookup.js';

/** Why a device cannot act right now, as the provider's action-attempt error. */
export function unreachable(device: Device): ActionOutcome | undefined {
  if (device.errors.some((e) => e.error_code === 'account_disconnected')) {
    return {
      error: {
        type: 'account_disconnected',
        message: 'The account this device belongs to is disconnected',
      },
    };
  }
  if (!device.properties.online)
    return { error: { type: 'device_offline', message: 'Device is offline' } };
  return undefined;
}

function setLocked(
  rt: Runtime,
  device: Device,
  locked: boolean,
  actionAttemptId: string,
): ActionOutcome {
  const problem = unreachable(device);
  if (problem) return problem;
  device.properties.locked = locked;
  recordEvent(rt, locked ? 'lock.locked' : 'lock.unlocked', {
    device_id: device.device_id,
    connected_account_id: device.connected_account_id,
    action_attempt_id: actionAttemptId,
  });
  return { result: {} };
}

function lockAction(rt: Runtime, path: string, actionType: string, locked: boolean) {
  return ({ params }: { params: Record<string, unknown> }) => {
    const device = getDevice(rt, params.device_id);
    requireCapability(device, 'lock');
    // Look the device up again on completion: it may have been deleted meanwhile.
    const complete = (actionAttemptId: string): ActionOutcome => {
      const current = rt.state.devices.get(device.device_id);
      return current
        ? setLocked(rt, current, locked, actionAttemptId)
        : { error: { type: 'device_not_found', message: 'Device not found' } };
    };
    return {
      action_attempt: startActionAttempt(rt, {
        actionType,
        deviceId: device.device_id,
        path,
        complete,
        sync: params.sync === true,
      }),
    };
  };
}

/** `/locks/lock_door`, `/locks/unlock_door`. */
export function registerLockRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/locks/lock_door', lockAction(rt, '/locks/lock_door', 'LOCK_DOOR', true));
  defineRoute(
    app,
    rt,
    '/locks/unlock_door',
    lockAction(rt, '/locks/unlock_door', 'UNLOCK_DOOR', false),
  );
}
