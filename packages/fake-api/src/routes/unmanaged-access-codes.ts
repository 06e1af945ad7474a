import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { buildAccessCode } from '../seed/seed-helpers.js';
import { startActionAttempt } from '../state/action-attempts.js';
import { recordCodeEvent } from '../state/code-events.js';
import type { Runtime } from '../state/runtime.js';
import type { UnmanagedAccessCode } from '../state/types.js';
import { NAME_MAX_LENGTH } from './access-code-rules.js';
import { ApiError, invalidInput, notFound, type ValidationIssue } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { defineRoute, type Params } from './define-route.js';
import { codeTaken, getDevice, requireCapability } from './lookup.js';

function checkSimulated(rt: Runtime, deviceId: string, p: Params): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const name = p.name as string;
  if (name.trim() === '') issues.push({ path: ['name'], message: 'Name is required' });
  else if (name.length > NAME_MAX_LENGTH)
    issues.push({ path: ['name'], message: `Name must be ${NAME_MAX_LENGTH} characters or fewer` });
  const code = p.code as string;
  // The contract's own rule for simulated codes: 4 to 8 digits.
  if (!/^\d{4,8}$/.test(code))
    issues.push({ path: ['code'], message: 'Code must be 4 to 8 digits' });
  else if (codeTaken(rt, deviceId, code))
    issues.push({ path: ['code'], message: 'This code is already in use on the device' });
  return issues;
}

function find(rt: Runtime, p: Params): UnmanagedAccessCode {
  const all = rt.state.unmanagedAccessCodes;
  if (p.access_code_id !== undefined) {
    const code = all.get(p.access_code_id as string);
    if (code) return code;
  } else if (p.device_id !== undefined && p.code !== undefined) {
    for (const code of all.values())
      if (code.device_id === p.device_id && code.code === p.code) return code;
  } else {
    throw new ApiError(400, 'invalid_input', 'Invalid input: access_code_id is required', {
      _errors: [],
      access_code_id: { _errors: ['Required'] },
    });
  }
  throw notFound('access_code');
}

function allowExternal(p: Params): boolean | undefined {
  const value = p.is_external_modification_allowed ?? p.allow_external_modification;
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * Turns an unmanaged code into a managed one with the same id, PIN and timing. Its device must be
 * managed (else 404 `device_not_found`, as managed routes answer for an unmanaged device): a
 * managed code on an unmanaged device would list with no device to show it on.
 */
function convert(rt: Runtime, code: UnmanagedAccessCode, p: Params): void {
  getDevice(rt, code.device_id);
  rt.state.unmanagedAccessCodes.delete(code.access_code_id);
  const managed = buildAccessCode(
    {
      access_code_id: code.access_code_id,
      device_id: code.device_id,
      name: code.name,
      code: code.code,
      created_at: code.created_at,
      ...(code.starts_at ? { starts_at: code.starts_at, ends_at: code.ends_at } : {}),
      is_external_modification_allowed: allowExternal(p) ?? code.is_external_modification_allowed,
    },
    rt.now(),
  );
  rt.state.accessCodes.set(managed.access_code_id, managed);
  recordCodeEvent(rt, 'access_code.unmanaged.converted_to_managed', code);
}

/** `/access_codes/unmanaged/*` and the sandbox `/access_codes/simulate/create_unmanaged_access_code`. */
export function registerUnmanagedAccessCodeRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(
    app,
    rt,
    '/access_codes/simulate/create_unmanaged_access_code',
    ({ params }) => {
      const device = getDevice(rt, params.device_id);
      requireCapability(device, 'access_code');
      const issues = checkSimulated(rt, device.device_id, params);
      if (issues.length > 0) throw invalidInput(issues);
      const access_code: UnmanagedAccessCode = {
        access_code_id: randomUUID(),
        device_id: device.device_id,
        name: params.name as string,
        code: params.code as string,
        type: 'ongoing',
        created_at: new Date(rt.now()).toISOString(),
        errors: [],
        warnings: [],
        is_managed: false,
        status: 'set',
        is_external_modification_allowed: false,
      };
      rt.state.unmanagedAccessCodes.set(access_code.access_code_id, access_code);
      // As when the provider finds a code it did not set on a lock.
      recordCodeEvent(rt, 'access_code.unmanaged.created', access_code);
      return { access_code };
    },
    // 'Code must be 4 to 8 digits' is the contract's rule in product terms.
    { ownShapeRules: ['code'] },
  );
  defineRoute(app, rt, '/access_codes/unmanaged/list', ({ params }) => {
    // An unmanaged device's codes are all unmanaged, so its id is as good as a managed one's.
    if (!rt.state.unmanagedDevices.has(params.device_id as string)) getDevice(rt, params.device_id);
    return {
      access_codes: [...rt.state.unmanagedAccessCodes.values()].filter(
        (c) => c.device_id === params.device_id,
      ),
    };
  });
  defineRoute(app, rt, '/access_codes/unmanaged/get', ({ params }) => ({
    access_code: find(rt, params),
  }));
  defineRoute(app, rt, '/access_codes/unmanaged/update', ({ params }) => {
    const code = find(rt, { access_code_id: params.access_code_id });
    if (params.is_managed === true) convert(rt, code, params);
    else
      code.is_external_modification_allowed =
        allowExternal(params) ?? code.is_external_modification_allowed;
    return {};
  });
  defineRoute(app, rt, '/access_codes/unmanaged/convert_to_managed', ({ params }) => {
    convert(rt, find(rt, { access_code_id: params.access_code_id }), params);
    return {};
  });
  defineRoute(app, rt, '/access_codes/unmanaged/delete', ({ params }) => {
    const code = find(rt, { access_code_id: params.access_code_id });
    rt.state.unmanagedAccessCodes.delete(code.access_code_id);
    const action_attempt = startActionAttempt(rt, {
      actionType: 'DELETE_ACCESS_CODE',
      deviceId: code.device_id,
      path: '/access_codes/unmanaged/delete',
      sync: params.sync === true,
      // As a managed code's removal: an offline lock gives the code up once it is back.
      waitWhileOffline: true,
      complete: () => {
        // The provider's word for an unmanaged code leaving its lock; a device removed meanwhile
        // took its codes with it, so there is no removal left to report.
        const device =
          rt.state.devices.get(code.device_id) ?? rt.state.unmanagedDevices.get(code.device_id);
        if (device) {
          recordCodeEvent(rt, 'access_code.unmanaged.removed', code);
        }
        return { result: {} };
      },
      // The lock kept the code, so it is listed again; unless its device went meanwhile.
      failed: () => {
        const state = rt.state;
        const id = code.access_code_id;
        const onDevice =
          state.devices.has(code.device_id) || state.unmanagedDevices.has(code.device_id);
        if (onDevice && !state.unmanagedAccessCodes.has(id) && !state.accessCodes.has(id))
          state.unmanagedAccessCodes.set(id, code);
      },
    });
    return { action_attempt };
  });
}
