import type { Runtime } from '../state/runtime.js';
import type { AccessCode, Device } from '../state/types.js';
import { ApiError, notFound } from './api-error.js';
import { liveSessions } from './auth.js';

/** The device with this id, or a 404 `device_not_found`. */
export function getDevice(rt: Runtime, deviceId: unknown): Device {
  const device = typeof deviceId === 'string' ? rt.state.devices.get(deviceId) : undefined;
  if (!device) throw notFound('device');
  return device;
}

/**
 * The device by id or by name (reads accept either). With `isKind` (the kind routes
 * `/locks/get`, `/thermostats/get`), a device of another kind is 404 `device_not_found`, as on
 * the provider, and a name matches only devices of that kind.
 */
export function findDevice(
  rt: Runtime,
  params: Record<string, unknown>,
  isKind: (device: Device) => boolean = () => true,
): Device {
  if (params.device_id !== undefined) {
    const device = getDevice(rt, params.device_id);
    if (!isKind(device)) throw notFound('device');
    return device;
  }
  if (typeof params.name === 'string') {
    for (const device of rt.state.devices.values())
      if (device.properties.name === params.name && isKind(device)) return device;
    throw notFound('device');
  }
  throw new ApiError(400, 'invalid_input', 'Invalid input: device_id or name is required', {
    _errors: ['device_id or name is required'],
  });
}

/** The access code with this id, or a 404 `access_code_not_found`. */
export function getAccessCode(rt: Runtime, accessCodeId: unknown): AccessCode {
  const code =
    typeof accessCodeId === 'string' ? rt.state.accessCodes.get(accessCodeId) : undefined;
  if (!code) throw notFound('access_code');
  return code;
}

/** Fails with 400 when the device lacks a capability the call needs. */
export function requireCapability(
  device: Device,
  capability: Device['capabilities_supported'][number],
): void {
  if (!device.capabilities_supported.includes(capability)) {
    throw new ApiError(
      400,
      'device_not_supported',
      `This device does not support the "${capability}" capability`,
    );
  }
}

/** True when the PIN is already on the device, managed or not. */
export function codeTaken(rt: Runtime, deviceId: string, code: string, selfId?: string): boolean {
  const all = [...rt.state.accessCodes.values(), ...rt.state.unmanagedAccessCodes.values()];
  return all.some(
    (c) => c.device_id === deviceId && c.code === code && c.access_code_id !== selfId,
  );
}

/**
 * Whether a connected account belongs to the user a list names with `user_identifier_key`: one
 * granted to a client session of that user. Without the parameter every account passes; an
 * unknown user, or one whose sessions have all expired, has none, so the list is empty (it used to ignore the parameter and answer the
 * whole workspace, hiding a server that forgot to scope by user).
 */
export function accountOfUser(rt: Runtime, key: unknown): (accountId: string) => boolean {
  if (typeof key !== 'string') return () => true;
  const accounts = new Set<string>();
  for (const session of liveSessions(rt))
    if (session.user_identifier_key === key)
      for (const id of session.connected_account_ids) accounts.add(id);
  return (id) => accounts.has(id);
}

/**
 * Whether a connected account is the one the connect webview a list names with
 * `connect_webview_id` connected. Without the parameter every account passes; an unknown webview,
 * or one not yet authorized (every webview in the fake, which serves no sign-in), connected none,
 * so the list is empty (it was ignored and answered the whole workspace).
 */
export function accountOfWebview(rt: Runtime, id: unknown): (accountId: string) => boolean {
  if (typeof id !== 'string') return () => true;
  const account = rt.state.connectWebviews.get(id)?.connected_account_id ?? null;
  return (accountId) => account !== null && accountId === account;
}

/** The devices a list's `user_identifier_key` and `connect_webview_id` name (all when absent). */
export function devicesListed<T extends { connected_account_id: string }>(
  rt: Runtime,
  devices: Iterable<T>,
  params: Record<string, unknown>,
): T[] {
  const ofUser = accountOfUser(rt, params.user_identifier_key);
  const ofWebview = accountOfWebview(rt, params.connect_webview_id);
  return [...devices].filter(
    (d) => ofUser(d.connected_account_id) && ofWebview(d.connected_account_id),
  );
}
