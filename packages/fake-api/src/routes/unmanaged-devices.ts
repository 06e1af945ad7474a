import type { Hono } from 'hono';
import { recordEvent } from '../state/events.js';
import { removeDevices } from '../state/remove-devices.js';
import type { Runtime } from '../state/runtime.js';
import type { AccessCode, Device, UnmanagedAccessCode } from '../state/types.js';
import { notFound } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { defineRoute, type Params } from './define-route.js';
import { filterDevices } from './device-filters.js';
import { devicesListed, getDevice } from './lookup.js';

const UNMANAGED_PROPERTIES = [
  'name',
  'online',
  'model',
  'manufacturer',
  'image_url',
  'image_alt_text',
  'battery',
  'battery_level',
  'online_access_codes_enabled',
  'offline_access_codes_enabled',
] as const;

/** The reduced view the provider gives of a device it does not manage. */
export function toUnmanaged(device: Device): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const key of UNMANAGED_PROPERTIES)
    if (device.properties[key] !== undefined) properties[key] = device.properties[key];
  return {
    device_id: device.device_id,
    device_type: device.device_type,
    connected_account_id: device.connected_account_id,
    capabilities_supported: device.capabilities_supported,
    workspace_id: device.workspace_id,
    errors: device.errors,
    warnings: device.warnings,
    created_at: device.created_at,
    is_managed: false,
    properties,
    ...(device.can_remotely_lock === undefined
      ? {}
      : {
          can_remotely_lock: device.can_remotely_lock,
          can_remotely_unlock: device.can_remotely_unlock,
        }),
  };
}

/** The same code (id, PIN, name, timing) as an unmanaged code: still on the lock, no longer managed. */
export function toUnmanagedCode(code: AccessCode): UnmanagedAccessCode {
  return {
    access_code_id: code.access_code_id,
    device_id: code.device_id,
    name: code.name,
    code: code.code,
    type: code.type,
    ...(code.type === 'time_bound' ? { starts_at: code.starts_at, ends_at: code.ends_at } : {}),
    created_at: code.created_at,
    errors: code.errors,
    warnings: code.warnings,
    is_managed: false,
    status: 'set',
    is_external_modification_allowed: code.is_external_modification_allowed,
  };
}

/**
 * Moves a device between the managed and unmanaged sets, keeping it otherwise unchanged. A device
 * that stops being managed takes its managed access codes along: they stay on the lock as
 * unmanaged codes (same ids), since nothing manages codes on an unmanaged device. Managed again,
 * its codes stay unmanaged until each is converted, as codes found on a newly managed device are.
 */
export function setManaged(rt: Runtime, device: Device, managed: boolean): void {
  const [from, to] = managed
    ? [rt.state.unmanagedDevices, rt.state.devices]
    : [rt.state.devices, rt.state.unmanagedDevices];
  from.delete(device.device_id);
  device.is_managed = managed;
  to.set(device.device_id, device);
  if (managed) return;
  for (const [id, code] of rt.state.accessCodes) {
    if (code.device_id !== device.device_id) continue;
    rt.state.accessCodes.delete(id);
    rt.state.unmanagedAccessCodes.set(id, toUnmanagedCode(code));
  }
}

function findUnmanaged(rt: Runtime, p: Params): Device {
  const all = rt.state.unmanagedDevices;
  const device =
    p.device_id !== undefined
      ? all.get(p.device_id as string)
      : [...all.values()].find((d) => d.properties.name === p.name);
  if (!device) throw notFound('device');
  return device;
}

/** `/devices/unmanaged/*` and `/devices/simulate/remove`. */
export function registerUnmanagedDeviceRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/devices/unmanaged/list', ({ params }) => ({
    devices: filterDevices(
      devicesListed(rt, rt.state.unmanagedDevices.values(), params),
      params,
    ).map(toUnmanaged),
  }));
  defineRoute(app, rt, '/devices/unmanaged/get', ({ params }) => ({
    device: toUnmanaged(findUnmanaged(rt, params)),
  }));
  defineRoute(app, rt, '/devices/unmanaged/update', ({ params }) => {
    const device = findUnmanaged(rt, { device_id: params.device_id });
    setManaged(rt, device, true);
    recordEvent(rt, 'device.unmanaged.converted_to_managed', { device_id: device.device_id });
    return {};
  });
  defineRoute(app, rt, '/devices/simulate/remove', ({ params }) => {
    const device = getDevice(rt, params.device_id);
    removeDevices(rt, new Set([device.device_id]));
    recordEvent(rt, 'device.removed', {
      device_id: device.device_id,
      connected_account_id: device.connected_account_id,
    });
    return {};
  });
}
