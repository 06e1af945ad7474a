import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { currentClientSessionId } from './credential-scope.js';
import { type Runtime, schedule } from './runtime.js';
import type { ActionAttempt } from './types.js';
import type { WorkspaceState } from './workspace-state.js';

/** What an action does once it completes: a result, or a failure the device reports. */
export type ActionOutcome =
  | { result: Record<string, unknown> }
  | { error: { type: string; message: string } };

/** Describes an asynchronous device action. */
export interface ActionSpec {
  actionType: string;
  /** The device acted on: who may read the attempt follows who may see it. */
  deviceId: string;
  /** The route path, used to find scripted action faults. */
  path: string;
  /**
   * Applied when the attempt completes; mutates state and says how it went. Given the attempt's id
   * so the events it records can name the attempt, as the provider's do.
   */
  complete: (actionAttemptId: string) => ActionOutcome;
  /** Undoes what starting the action changed, when a scripted fault makes the attempt fail. */
  failed?: () => void;
  /** Complete before answering (the contract's `sync: true`). */
  sync?: boolean;
  /**
   * The action has to reach the device and the provider keeps trying until it can: while the
   * device is offline the attempt stays pending, and it settles once the device is back online
   * (see {@link resumeWaiting}). Without it, `complete` decides what an offline device means. A
   * function is asked each time the attempt would settle (whether it still has to reach the device).
   */
  waitWhileOffline?: boolean | (() => boolean);
  /** Called once, when the attempt first finds its device offline and starts to wait. */
  onWait?: () => void;
}

function isOffline(state: WorkspaceState, deviceId: string): boolean {
  const device = state.devices.get(deviceId) ?? state.unmanagedDevices.get(deviceId);
  return device?.properties.online === false;
}

function mustWait(spec: ActionSpec): boolean {
  const wait = spec.waitWhileOffline;
  return typeof wait === 'function' ? wait() : wait === true;
}

/**
 * Settles, after the action-attempt delay, the attempts that waited for a device to come back
 * online; `now` settles them at once (a device removed: nothing is left to wait for).
 */
export function resumeWaiting(rt: Runtime, deviceId: string, now = false): void {
  const waiting = rt.state.waitingForDevice.get(deviceId);
  if (!waiting) return;
  rt.state.waitingForDevice.delete(deviceId);
  for (const settle of waiting) {
    if (now) settle();
    else schedule(rt, rt.config.action_attempt_delay_ms, settle);
  }
}

function finish(rt: Runtime, id: string, actionType: string, outcome: ActionOutcome): void {
  const attempt: ActionAttempt =
    'error' in outcome
      ? {
          action_attempt_id: id,
          action_type: actionType,
          status: 'error',
          result: null,
          error: outcome.error,
        }
      : {
          action_attempt_id: id,
          action_type: actionType,
          status: 'success',
          result: outcome.result,
          error: null,
        };
  rt.state.actionAttempts.set(id, attempt);
}

/**
 * Starts an action attempt: answers `pending` now and settles after the configured delay, unless a
 * scripted fault makes it fail or never finish.
 */
export function startActionAttempt(rt: Runtime, spec: ActionSpec): ActionAttempt {
  const id = randomUUID();
  const pending: ActionAttempt = {
    action_attempt_id: id,
    action_type: spec.actionType,
    status: 'pending',
    result: null,
    error: null,
  };
  const state = rt.state;
  // The owner goes first: a client session's view hides an attempt it cannot place.
  state.actionAttemptOwners.set(id, {
    device_id: spec.deviceId,
    client_session_id: currentClientSessionId(),
  });
  state.actionAttempts.set(id, pending);
  const fault = rt.faults.takeActionFault(spec.path);
  if (fault?.kind === 'action_never') return { ...pending };
  let waited = false;
  const settle = () => {
    // A reset replaced the world meanwhile: the old attempt has nothing left to change.
    if (rt.state !== state) return;
    if (!fault && mustWait(spec) && isOffline(state, spec.deviceId)) {
      if (!waited) spec.onWait?.();
      waited = true;
      const waiting = state.waitingForDevice.get(spec.deviceId) ?? [];
      // Resumed from whoever brings the device back (an admin call), it must still run as the
      // request that started it: a client session's attempt lives in that session's view.
      waiting.push(AsyncResource.bind(settle));
      state.waitingForDevice.set(spec.deviceId, waiting);
      return;
    }
    if (fault) spec.failed?.();
    const outcome: ActionOutcome = fault
      ? { error: { type: fault.error_type, message: fault.message } }
      : spec.complete(id);
    finish(rt, id, spec.actionType, outcome);
  };
  if (spec.sync) {
    settle();
    return { ...(state.actionAttempts.get(id) as ActionAttempt) };
  }
  schedule(rt, rt.config.action_attempt_delay_ms, settle);
  return { ...pending };
}
