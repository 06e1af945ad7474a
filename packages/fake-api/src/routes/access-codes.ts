import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { buildAccessCode, statusFor } from '../seed/seed-helpers.js';
import { startActionAttempt } from '../state/action-attempts.js';
import {
  DELAY_IN_REMOVING,
  DELAY_IN_SETTING,
  recordCodeEvent,
  warnDelay,
} from '../state/code-events.js';
import { runInWorkspace } from '../state/credential-scope.js';
import type { Runtime } from '../state/runtime.js';
import type { AccessCode, Device } from '../state/types.js';
import {
  type AccessCodeWrite,
  checkAccessCodeWrite,
  generateCode,
  generatedLengths,
  offlineWindow,
} from './access-code-rules.js';
import { ApiError, invalidInput, notFound } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { defineRoute, type Params, type RouteHandler } from './define-route.js';
import { accountOfUser, getAccessCode, getDevice, requireCapability } from './lookup.js';
import { toUnmanagedCode } from './unmanaged-devices.js';

function applyWrite(code: AccessCode, write: AccessCodeWrite): void {
  if (write.name !== undefined) code.name = write.name;
  if (write.code !== undefined) code.code = write.code;
  code.type = write.type;
  if (write.type === 'time_bound') {
    code.starts_at = write.starts_at;
    code.ends_at = write.ends_at;
  } else {
    delete code.starts_at;
    delete code.ends_at;
  }
}

/** The flags an update may change, each only when it is sent (create sets them all). */
function applyFlags(code: AccessCode, p: Params): void {
  if (typeof p.is_one_time_use === 'boolean') code.is_one_time_use = p.is_one_time_use;
  if (typeof p.use_backup_access_code_pool === 'boolean')
    code.is_backup_access_code_available = p.use_backup_access_code_pool;
  const external = p.is_external_modification_allowed ?? p.allow_external_modification;
  if (typeof external === 'boolean') code.is_external_modification_allowed = external;
}

/**
 * An offline (algorithmic) code, asked for with `is_offline_access_code` or its alias
 * `use_offline_access_code`: only a device that programs them takes one, and its window widens as
 * `offlineWindow` says.
 */
function applyOffline(device: Device, p: Params, write: AccessCodeWrite): void {
  if (p.is_offline_access_code !== true && p.use_offline_access_code !== true) return;
  if (!device.can_program_offline_access_codes) {
    throw new ApiError(
      400,
      'device_not_supported',
      'This device does not support offline access codes',
    );
  }
  write.offline = true;
  if (write.type !== 'time_bound' || !write.starts_at || !write.ends_at) return;
  Object.assign(write, offlineWindow(write.starts_at, write.ends_at, p.max_time_rounding));
}

/**
 * `attempt_for_offline_device: false` (the contract's default is true) asks for no attempt on a
 * device that is offline: the write is refused before anything changes, rather than left waiting
 * for the lock. An offline access code needs no connection, so it is never refused.
 */
function refuseOffline(
  device: Device,
  p: Params,
  offlineCode: boolean,
  what: string,
  whose = 'Device',
): void {
  if (p.attempt_for_offline_device !== false || offlineCode) return;
  if (device.properties.online !== false) return;
  throw new ApiError(
    400,
    'device_offline',
    `${whose} is offline, and attempt_for_offline_device is false: the access code was not ${what}`,
  );
}

/** Checks a create against the device; throws invalid input before anything is stored. */
function checkCreate(rt: Runtime, device: Device, p: Params): AccessCodeWrite {
  requireCapability(device, 'access_code');
  const { write, issues } = checkAccessCodeWrite(rt, device, p);
  if (issues.length > 0) throw invalidInput(issues);
  applyOffline(device, p, write);
  refuseOffline(device, p, write.offline === true, 'created');
  return write;
}

/** Stores an already checked code. */
function storeCode(
  rt: Runtime,
  device: Device,
  write: AccessCodeWrite,
  p: Params,
  commonKey: string | null = null,
): AccessCode {
  const code = buildAccessCode(
    {
      access_code_id: randomUUID(),
      device_id: device.device_id,
      name: write.name ?? null,
      code: write.code ?? generateCode(rt, [device], generatedLengths([device]), 'device_id'),
      created_at: new Date(rt.now()).toISOString(),
      status: 'setting',
      common_code_key: commonKey,
    },
    rt.now(),
  );
  applyWrite(code, write);
  code.is_one_time_use = p.is_one_time_use === true;
  code.is_offline_access_code = write.offline === true;
  code.is_backup_access_code_available = p.use_backup_access_code_pool === true;
  code.is_external_modification_allowed =
    p.is_external_modification_allowed === true || p.allow_external_modification === true;
  rt.state.accessCodes.set(code.access_code_id, code);
  recordCodeEvent(rt, 'access_code.created', code);
  return code;
}

/**
 * Whether a written code has to reach its lock now: one that would be `set` (ongoing, or inside
 * its window). A code whose window has not started (or has ended) is not on the lock yet, a code
 * being removed has nothing left to set, and an offline access code needs no connection (the
 * contract: it 'can be created on a device without a network connection').
 */
function needsLock(rt: Runtime, code: AccessCode | undefined): boolean {
  if (!code || code.status === 'removing' || code.is_offline_access_code) return false;
  return statusFor(code, rt.now()) === 'set';
}

/**
 * Whether an update has to reach the lock to take the code off it: the code was on the lock
 * (`set`) when written and is no longer meant to be (its window moved later or ended).
 */
function takesOff(rt: Runtime, code: AccessCode | undefined, wasOnLock: boolean): boolean {
  if (!wasOnLock || !code || code.status === 'removing' || code.is_offline_access_code)
    return false;
  return statusFor(code, rt.now()) !== 'set';
}

/**
 * A create or update the lock cannot take now: the provider keeps the code `setting` with its
 * delay warning (and one event) until the lock is back online; the delay is in removing it when
 * the write takes it off the lock.
 */
function delayWrite(rt: Runtime, id: string): void {
  const current = rt.state.accessCodes.get(id);
  if (current?.status !== 'setting') return;
  warnDelay(rt, current, statusFor(current, rt.now()) === 'set' ? 'setting' : 'removing');
}

/**
 * `path` is the route called, so a scripted action fault fires only on the path it names;
 * `wasOnLock` says the code was `set` before this write, so a write leaving it `unset` took it
 * off the lock.
 */
function settle(
  rt: Runtime,
  code: AccessCode,
  actionType: string,
  path: string,
  sync: boolean,
  wasOnLock = false,
) {
  const id = code.access_code_id;
  return startActionAttempt(rt, {
    actionType,
    deviceId: code.device_id,
    path,
    sync,
    // An offline lock cannot take the code (nor give it up): the attempt waits (pending) until it
    // is back.
    waitWhileOffline: () => {
      const current = rt.state.accessCodes.get(id);
      return needsLock(rt, current) || takesOff(rt, current, wasOnLock);
    },
    onWait: () => delayWrite(rt, id),
    complete: () => {
      const current = rt.state.accessCodes.get(id);
      // A code deleted meanwhile stays 'removing' until its delete settles: a write that lands
      // later must not make it look set again.
      if (current && current.status !== 'removing') {
        current.status = statusFor(current, rt.now());
        // On the lock (or scheduled for it), or off it, now: the delay is over.
        current.warnings = current.warnings.filter(
          (w) => w.warning_code !== DELAY_IN_SETTING && w.warning_code !== DELAY_IN_REMOVING,
        );
        // Only a code now on the lock was set there: one whose window has not opened is set when
        // it opens (see code-windows.ts). One that was on it and no longer is was taken off.
        if (current.status === 'set') {
          recordCodeEvent(rt, 'access_code.set_on_device', current);
        } else if (wasOnLock && !current.is_offline_access_code) {
          recordCodeEvent(rt, 'access_code.removed_from_device', current);
        }
      }
      return { result: { access_code: current ?? null } };
    },
  });
}

function listCodes(rt: Runtime, p: Params): AccessCode[] {
  const ids = p.access_code_ids as string[] | undefined;
  if (p.device_id !== undefined) getDevice(rt, p.device_id);
  const owned = accountOfUser(rt, p.user_identifier_key);
  const out: AccessCode[] = [];
  for (const code of rt.state.accessCodes.values()) {
    if (p.device_id !== undefined && code.device_id !== p.device_id) continue;
    const device = rt.state.devices.get(code.device_id);
    if (p.user_identifier_key !== undefined && !(device && owned(device.connected_account_id)))
      continue;
    if (ids && !ids.includes(code.access_code_id)) continue;
    out.push(code);
  }
  return out;
}

function findCode(rt: Runtime, p: Params): AccessCode {
  if (p.access_code_id !== undefined) {
    const code = getAccessCode(rt, p.access_code_id);
    // The provider finds the code by both ids, as delete does: another device's code is not found.
    if (p.device_id !== undefined && p.device_id !== code.device_id) throw notFound('access_code');
    return code;
  }
  if (p.device_id !== undefined && p.code !== undefined) {
    const match = listCodes(rt, { device_id: p.device_id }).find((c) => c.code === p.code);
    if (match) return match;
    throw notFound('access_code');
  }
  throw new ApiError(400, 'invalid_input', 'Invalid input: access_code_id is required', {
    _errors: [],
    access_code_id: { _errors: ['Required'] },
  });
}

/** A code being removed takes no more writes: the deletion the person asked for stands. */
function refuseRemoving(code: AccessCode): void {
  if (code.status !== 'removing') return;
  throw new ApiError(
    400,
    'access_code_being_removed',
    'This access code is being removed and can no longer be changed',
  );
}

/**
 * Hands out the code's backup from the pool. Pulling twice answers the same backup, so a retried
 * request never takes a second code from the pool, until that backup is deleted: then it is a PIN
 * on its way off the lock, and the next pull takes a fresh one.
 */
function pullBackup(rt: Runtime, original: AccessCode): AccessCode {
  // A backup stands in for a code that should keep working; one being deleted should not, and a
  // backup handed out for it would leave a working PIN the person meant to take away.
  refuseRemoving(original);
  const previous = original.pulled_backup_access_code_id;
  const existing = previous ? rt.state.accessCodes.get(previous) : undefined;
  if (existing && existing.status !== 'removing') return existing;
  if (!original.is_backup_access_code_available) {
    throw new ApiError(
      400,
      'backup_access_code_unavailable',
      'No backup access code is available for this access code',
    );
  }
  const device = getDevice(rt, original.device_id);
  const backup = buildAccessCode(
    {
      access_code_id: randomUUID(),
      device_id: device.device_id,
      name: original.name,
      code: generateCode(rt, [device], generatedLengths([device]), 'access_code_id'),
      created_at: new Date(rt.now()).toISOString(),
      ...(original.type === 'time_bound'
        ? { starts_at: original.starts_at, ends_at: original.ends_at }
        : {}),
      is_backup: true,
    },
    rt.now(),
  );
  rt.state.accessCodes.set(backup.access_code_id, backup);
  original.pulled_backup_access_code_id = backup.access_code_id;
  recordCodeEvent(rt, 'access_code.backup_access_code_pulled', original);
  return backup;
}

/**
 * A create's parameters once its `common_code_key` is applied: codes made with the same key share
 * one code, so a later one takes the first one's code (and may not name another). The key is the
 * workspace's, so codes a client session cannot see count too (call it with {@link runInWorkspace}).
 */
function withCommonCode(rt: Runtime, key: string, p: Params): Params {
  let shared: string | undefined;
  for (const c of rt.state.accessCodes.values())
    if (c.common_code_key === key && c.code) shared = c.code;
  if (shared === undefined) return p;
  if (p.code !== undefined && p.code !== shared) {
    throw invalidInput([
      { path: ['code'], message: 'Access codes with the same common_code_key share one code' },
    ]);
  }
  return { ...p, code: shared };
}

/**
 * The other codes with `code`'s `common_code_key` in the workspace (call it with
 * {@link runInWorkspace}: a client session's view would miss those it cannot see), which a new PIN
 * `next` must reach too since the key means one shared code. Each is checked on its own device
 * before anything changes, so a PIN one of them cannot take leaves the whole group as it was.
 */
function sharingCode(rt: Runtime, code: AccessCode, next: string): AccessCode[] {
  const key = code.common_code_key;
  if (!key || next === code.code) return [];
  // A code being removed is on its way off its lock: it takes no new PIN.
  const group = [...rt.state.accessCodes.values()].filter(
    (c) =>
      c.common_code_key === key &&
      c.access_code_id !== code.access_code_id &&
      c.status !== 'removing',
  );
  const issues = group.flatMap((other) => {
    const device = rt.state.devices.get(other.device_id);
    if (!device) return [];
    return checkAccessCodeWrite(rt, device, { code: next }, other).issues.map((issue) => ({
      path: issue.path,
      message: `A code sharing this common_code_key cannot take it: ${issue.message}`,
    }));
  });
  if (issues.length > 0) throw invalidInput(issues);
  return group;
}

/** What `/access_codes/update` may not change on a code it makes unmanaged in the same call. */
const UNMANAGED_FIXED = [
  'name',
  'code',
  'type',
  'starts_at',
  'ends_at',
  'is_one_time_use',
  'use_backup_access_code_pool',
  'is_offline_access_code',
  'use_offline_access_code',
  'max_time_rounding',
] as const;

/**
 * `/access_codes/update` with `is_managed: false`: the code stays on its lock as it is (same id,
 * PIN, name and timing) but leaves management, to be listed with `/access_codes/unmanaged/*`, as
 * a device's codes do when it stops being managed. Only what an unmanaged code can still change
 * (`is_external_modification_allowed`) may come along; the lock is not touched, so the attempt
 * succeeds even while it is offline.
 */
function stopManaging(rt: Runtime, code: AccessCode, p: Params) {
  const fixed = UNMANAGED_FIXED.filter((key) => p[key] !== undefined);
  if (fixed.length > 0) {
    throw invalidInput(
      fixed.map((key) => ({
        path: [key],
        message: 'An access code made unmanaged cannot change in the same call: update it first',
      })),
    );
  }
  const unmanaged = toUnmanagedCode(code);
  const external = p.is_external_modification_allowed ?? p.allow_external_modification;
  if (typeof external === 'boolean') unmanaged.is_external_modification_allowed = external;
  rt.state.accessCodes.delete(code.access_code_id);
  rt.state.unmanagedAccessCodes.set(code.access_code_id, unmanaged);
  // The contract has no event for a code leaving management; the update changed it.
  recordCodeEvent(rt, 'access_code.changed', code);
  const action_attempt = startActionAttempt(rt, {
    actionType: 'UPDATE_ACCESS_CODE',
    deviceId: code.device_id,
    path: '/access_codes/update',
    sync: p.sync === true,
    complete: () => ({ result: {} }),
    // A failed attempt changed nothing: the code is managed again, unless its device went.
    failed: () => {
      const id = code.access_code_id;
      if (!rt.state.devices.has(code.device_id) || !rt.state.unmanagedAccessCodes.delete(id))
        return;
      rt.state.accessCodes.set(id, code);
    },
  });
  return { action_attempt };
}

function registerWrites(app: Hono<AppEnv>, rt: Runtime): void {
  // The writes explain a bad `code` in product terms (see access-code-rules.ts).
  const defineWrite = (path: string, handler: RouteHandler) =>
    defineRoute(app, rt, path, handler, { ownShapeRules: ['code'] });
  defineWrite('/access_codes/create', ({ params }) => {
    const device = getDevice(rt, params.device_id);
    const key = typeof params.common_code_key === 'string' ? params.common_code_key : null;
    const p = key === null ? params : runInWorkspace(() => withCommonCode(rt, key, params));
    const code = storeCode(rt, device, checkCreate(rt, device, p), p, key);
    const action_attempt = settle(
      rt,
      code,
      'CREATE_ACCESS_CODE',
      '/access_codes/create',
      params.sync === true,
    );
    return { access_code: rt.state.accessCodes.get(code.access_code_id) ?? code, action_attempt };
  });
  defineWrite('/access_codes/create_multiple', ({ params }) => {
    // Repeated ids name the same device once; every device is checked before any code is stored,
    // so a failure on the last device leaves no half-created set behind.
    const ids = [...new Set(params.device_ids as string[])];
    const devices = ids.map((id) => getDevice(rt, id));
    const writes = devices.map((d) => checkCreate(rt, d, { ...params, device_id: d.device_id }));
    if (params.code === undefined) {
      const preferred = params.preferred_code_length;
      const shared = generatedLengths(devices, preferred);
      if (shared.length > 0) {
        const code = generateCode(rt, devices, shared, 'device_ids');
        for (const write of writes) write.code = code;
      } else if (params.behavior_when_code_cannot_be_shared === 'create_random_code') {
        devices.forEach((d, i) => {
          (writes[i] as AccessCodeWrite).code = generateCode(
            rt,
            [d],
            generatedLengths([d], preferred),
            'device_ids',
          );
        });
      } else {
        throw invalidInput([
          {
            path: ['device_ids'],
            message: 'These devices share no code length, so no code fits them all',
          },
        ]);
      }
    }
    const key = devices.length > 1 ? `auto_set_by_create_multiple_${randomUUID()}` : null;
    const access_codes = devices.map((d, i) =>
      storeCode(rt, d, writes[i] as AccessCodeWrite, params, key),
    );
    for (const code of access_codes)
      settle(rt, code, 'CREATE_ACCESS_CODE', '/access_codes/create_multiple', false);
    return { access_codes };
  });
  defineWrite('/access_codes/update', ({ params }) => {
    const code = getAccessCode(rt, params.access_code_id);
    // Setting it back to 'setting' would bring a deleted code back to life on the lock (or be
    // lost when the delete lands): the deletion the person asked for stands.
    refuseRemoving(code);
    if (params.device_id !== undefined && params.device_id !== code.device_id) {
      throw invalidInput([
        { path: ['device_id'], message: 'An access code cannot move to another device' },
      ]);
    }
    if (params.is_managed === false) return stopManaging(rt, code, params);
    const device = getDevice(rt, code.device_id);
    const { write, issues } = checkAccessCodeWrite(rt, device, params, code);
    if (issues.length > 0) throw invalidInput(issues);
    refuseOffline(device, params, code.is_offline_access_code, 'changed');
    const next = write.code;
    const group = next !== undefined ? runInWorkspace(() => sharingCode(rt, code, next)) : [];
    // The new PIN has to reach every lock of the group, so each of them counts, as every device
    // of a create_multiple does.
    runInWorkspace(() => {
      for (const other of group) {
        const lock = rt.state.devices.get(other.device_id);
        const whose = 'The device of an access code sharing this common_code_key';
        if (lock) refuseOffline(lock, params, other.is_offline_access_code, 'changed', whose);
      }
    });
    const wasOnLock = code.status === 'set';
    applyWrite(code, write);
    applyFlags(code, params);
    code.status = 'setting';
    // This write's attempt decides the code's status now, not a window waiting for its lock.
    rt.state.codeWindows.waiting.delete(code.access_code_id);
    recordCodeEvent(rt, 'access_code.changed', code);
    const action_attempt = settle(
      rt,
      code,
      'UPDATE_ACCESS_CODE',
      '/access_codes/update',
      params.sync === true,
      wasOnLock,
    );
    // Unscoped, so a code on a device the session cannot see still settles (and its attempt is
    // not the session's to read).
    runInWorkspace(() => {
      for (const other of group) {
        const otherOnLock = other.status === 'set';
        other.code = next ?? other.code;
        other.status = 'setting';
        rt.state.codeWindows.waiting.delete(other.access_code_id);
        recordCodeEvent(rt, 'access_code.changed', other);
        settle(rt, other, 'UPDATE_ACCESS_CODE', '/access_codes/update', false, otherOnLock);
      }
    });
    return { action_attempt };
  });
  defineRoute(app, rt, '/access_codes/delete', ({ params }) => {
    const code = getAccessCode(rt, params.access_code_id);
    // The provider finds the code by both ids: a `device_id` it is not on deletes nothing.
    if (params.device_id !== undefined && params.device_id !== code.device_id)
      throw notFound('access_code');
    // As the provider: the code stays listed as 'removing' until the lock confirms, then it is
    // gone. A second delete while it is removing starts another attempt but is the same deletion.
    const before = code.status;
    // A code whose window opened (or ended) while its lock was offline goes back to waiting if
    // this fails. One waiting to come off its lock is already 'removing', but not yet deleted.
    const wasWaiting = rt.state.codeWindows.waiting.delete(code.access_code_id);
    if (before !== 'removing' || wasWaiting) {
      code.status = 'removing';
      recordCodeEvent(rt, 'access_code.deleted', code);
    }
    const action_attempt = startActionAttempt(rt, {
      actionType: 'DELETE_ACCESS_CODE',
      deviceId: code.device_id,
      path: '/access_codes/delete',
      sync: params.sync === true,
      // An offline lock cannot give the code up: the provider keeps it 'removing' and says the
      // removal is delayed, and takes it off once the lock is back (a failed attempt would undo
      // a deletion the person asked for just because the lock was unreachable for a while).
      waitWhileOffline: true,
      onWait: () => {
        const current = rt.state.accessCodes.get(code.access_code_id);
        if (current?.status === 'removing') warnDelay(rt, current, 'removing');
      },
      complete: () => {
        // Only the attempt that takes the code off the lock says so: a second delete's attempt,
        // or one landing after the device (and its codes) went, finds nothing left to remove. A
        // device unmanaged meanwhile listed the code as unmanaged; it leaves the lock all the same.
        const id = code.access_code_id;
        if (rt.state.accessCodes.delete(id) || rt.state.unmanagedAccessCodes.delete(id)) {
          recordCodeEvent(rt, 'access_code.removed_from_device', code);
        }
        return { result: {} };
      },
      // The lock kept the code: it is back to what it was (a failed delete removes nothing).
      failed: () => {
        const current = rt.state.accessCodes.get(code.access_code_id);
        if (current?.status === 'removing') {
          current.status = before === 'setting' ? statusFor(current, rt.now()) : before;
          if (wasWaiting) {
            current.status = before === 'removing' ? 'removing' : 'setting';
            rt.state.codeWindows.waiting.add(current.access_code_id);
          }
          // Only the failure that ends the removal says so, as only one success can: a code
          // already back (another attempt failed first) or gone with its device has no news.
          recordCodeEvent(rt, 'access_code.failed_to_remove_from_device', current);
        }
      },
    });
    return { action_attempt };
  });
}

/** `/access_codes/*` (managed codes; unmanaged ones live in unmanaged-access-codes.ts). */
export function registerAccessCodeRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/access_codes/list', ({ params }) => {
    // As the provider: a list names what it lists. The whole workspace's codes in one answer is
    // not something the provider gives, so a host built on the fake must not come to rely on it.
    if (
      params.device_id === undefined &&
      params.access_code_ids === undefined &&
      params.user_identifier_key === undefined
    ) {
      throw new ApiError(
        400,
        'invalid_input',
        'Invalid input: specify either device_id or access_code_ids',
        { _errors: ['Specify either device_id or access_code_ids'] },
      );
    }
    return { access_codes: listCodes(rt, params) };
  });
  defineRoute(app, rt, '/access_codes/get', ({ params }) => ({
    access_code: findCode(rt, params),
  }));
  registerWrites(app, rt);
  defineRoute(app, rt, '/access_codes/pull_backup_access_code', ({ params }) => ({
    backup_access_code: pullBackup(rt, getAccessCode(rt, params.access_code_id)),
  }));
  defineRoute(app, rt, '/access_codes/generate_code', ({ params }) => {
    const device = getDevice(rt, params.device_id);
    requireCapability(device, 'access_code');
    // The contract types the result as an access code; it is a preview, not stored.
    const generated_code = buildAccessCode(
      {
        access_code_id: randomUUID(),
        device_id: device.device_id,
        name: null,
        code: generateCode(rt, [device], generatedLengths([device]), 'device_id'),
        created_at: new Date(rt.now()).toISOString(),
        status: 'unset',
      },
      rt.now(),
    );
    return { generated_code };
  });
}
