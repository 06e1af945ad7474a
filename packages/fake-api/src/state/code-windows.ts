import { statusFor } from '../seed/seed-helpers.js';
import { DELAY_IN_REMOVING, DELAY_IN_SETTING, recordCodeEvent, warnDelay } from './code-events.js';
import type { Runtime } from './runtime.js';
import type { AccessCode, Device } from './types.js';

/** The window of a time-bound code, in ms, or null for a code without one. */
function windowOf(code: AccessCode): { start: number; end: number } | null {
  if (code.type !== 'time_bound' || !code.starts_at || !code.ends_at) return null;
  return { start: Date.parse(code.starts_at), end: Date.parse(code.ends_at) };
}

/**
 * Whether the provider has to reach the lock to put the code on it: not for an offline access
 * code (the contract: it 'can be created on a device without a network connection'), nor for one
 * the lock holds on a schedule of its own.
 */
function lockUnreachable(code: AccessCode, device: Device | undefined): boolean {
  if (code.is_offline_access_code || code.is_scheduled_on_device === true) return false;
  return device?.properties.online === false;
}

/** Marks a code whose window opened while its lock was offline as waiting for it. */
function delaySetting(rt: Runtime, code: AccessCode, at: number): void {
  code.status = 'setting';
  rt.state.codeWindows.waiting.add(code.access_code_id);
  warnDelay(rt, code, 'setting', at);
}

/** Marks a code whose window ended while its lock was offline as waiting to come off it. */
function delayRemoving(rt: Runtime, code: AccessCode, at: number): void {
  code.status = 'removing';
  rt.state.codeWindows.waiting.add(code.access_code_id);
  warnDelay(rt, code, 'removing', at);
}

/**
 * A code whose window boundary passed while its lock was offline: `setting` (window opened) is
 * set once the lock is back, `removing` (window ended) is taken off it then.
 */
function resumeWaiting(rt: Runtime, code: AccessCode, device: Device | undefined, now: number) {
  if (code.status === 'removing') {
    if (lockUnreachable(code, device)) return;
    rt.state.codeWindows.waiting.delete(code.access_code_id);
    code.warnings = code.warnings.filter((w) => w.warning_code !== DELAY_IN_REMOVING);
    code.status = 'unset';
    recordCodeEvent(rt, 'access_code.removed_from_device', code, now);
    return;
  }
  const target = statusFor(code, now);
  if (target === 'set' && lockUnreachable(code, device)) return;
  rt.state.codeWindows.waiting.delete(code.access_code_id);
  code.warnings = code.warnings.filter((w) => w.warning_code !== DELAY_IN_SETTING);
  // A window that ended before the lock came back never reached it: nothing to record.
  code.status = target;
  if (target === 'set') recordCodeEvent(rt, 'access_code.set_on_device', code, now);
}

/** Brings one settled (`set` or `unset`) time-bound code up to `now`. */
function moveSettled(
  rt: Runtime,
  code: AccessCode,
  window: { start: number; end: number },
  device: Device | undefined,
  now: number,
): void {
  const sweptAt = rt.state.codeWindows.sweptAt;
  const target = statusFor(code, now);
  if (target === code.status) {
    // Opened and closed since the last look: the provider set it and took it off meanwhile.
    const missed =
      target === 'unset' &&
      sweptAt < window.start &&
      window.end <= now &&
      Date.parse(code.created_at) <= window.start &&
      !lockUnreachable(code, device);
    if (missed) {
      recordCodeEvent(rt, 'access_code.set_on_device', code, window.start);
      recordCodeEvent(rt, 'access_code.removed_from_device', code, window.end);
    }
    return;
  }
  if (target === 'set') {
    const at = Math.max(window.start, sweptAt);
    if (lockUnreachable(code, device)) delaySetting(rt, code, at);
    else {
      code.status = 'set';
      recordCodeEvent(rt, 'access_code.set_on_device', code, at);
    }
    return;
  }
  // The window ended (or was never reached): the provider takes the code off the lock. An offline
  // lock cannot be told: the code stays 'removing', its removal delayed, until the lock is back.
  if (now < window.end) {
    code.status = 'unset';
    return;
  }
  const at = Math.max(window.end, sweptAt);
  if (lockUnreachable(code, device)) delayRemoving(rt, code, at);
  else {
    code.status = 'unset';
    recordCodeEvent(rt, 'access_code.removed_from_device', code, at);
  }
}

/**
 * Brings every time-bound access code up to the clock, as the provider does when it programs a
 * code on its lock as its window opens and takes it off when it ends: `unset` → `set` at
 * `starts_at` (`setting` with the `delay_in_setting_on_device` warning while the lock is offline,
 * `set` once it is back), `set` → `unset` at `ends_at` (`removing` with the
 * `delay_in_removing_from_device` warning while the lock is offline, `unset` once it is back), each
 * with the provider's event dated when it happened. A code in flight (`setting` for a write's
 * attempt, `removing` for a delete's) is left to its attempt. Called before every request (so a read, and `/events/list`, sees the current state);
 * between window boundaries it costs one comparison. Run it unscoped (outside a client session).
 */
export function syncCodeWindows(rt: Runtime): void {
  const state = rt.state;
  const windows = state.codeWindows;
  const now = rt.now();
  if (now < windows.checkAt) return;
  let next = Number.POSITIVE_INFINITY;
  for (const code of state.accessCodes.values()) {
    const window = windowOf(code);
    if (!window) continue;
    if (window.start > now) next = Math.min(next, window.start);
    else if (window.end > now) next = Math.min(next, window.end);
    if (code.status === 'setting' || code.status === 'removing') {
      if (windows.waiting.has(code.access_code_id))
        resumeWaiting(rt, code, state.devices.get(code.device_id), now);
      continue;
    }
    const device = state.devices.get(code.device_id);
    moveSettled(rt, code, window, device, now);
  }
  windows.checkAt = next;
  windows.sweptAt = now;
}

/**
 * Something may have changed a code's window, its status or its lock's connectivity: the next
 * request looks at every code again.
 */
export function windowsChanged(rt: Runtime): void {
  rt.state.codeWindows.checkAt = Number.NEGATIVE_INFINITY;
}
