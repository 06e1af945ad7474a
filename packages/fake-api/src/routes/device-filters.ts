import type { Device } from '../state/types.js';
import type { Params } from './define-route.js';

type Flag =
  | 'can_remotely_unlock'
  | 'can_remotely_lock'
  | 'can_program_offline_access_codes'
  | 'can_program_online_access_codes'
  | 'can_simulate_removal';

function asList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? (value as string[]) : undefined;
}

function matchesCustomMetadata(device: Device, wanted: unknown): boolean {
  if (!wanted || typeof wanted !== 'object') return true;
  return Object.entries(wanted).every(([k, v]) => device.custom_metadata[k] === v);
}

/** The contract's default `limit` of the device lists. */
export const DEFAULT_DEVICE_LIMIT = 500;

function createdTime(device: Device): number {
  const time = Date.parse(device.created_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Applies the `/devices/list` filters; unknown ids in `device_ids` are simply not matched. Devices
 * come newest first, at most `limit` (the contract's default 500 when none is sent): a caller
 * reaches older devices with `created_before`, which only pages cleanly in that order.
 */
export function filterDevices(
  devices: Iterable<Device>,
  p: Params,
  kinds?: (d: Device) => boolean,
): Device[] {
  const ids = asList(p.device_ids);
  const accountIds = asList(p.connected_account_ids);
  const types = asList(p.device_types);
  const include = asList(p.include_if) as Flag[] | undefined;
  const exclude = asList(p.exclude_if) as Flag[] | undefined;
  const createdBefore =
    typeof p.created_before === 'string' ? Date.parse(p.created_before) : undefined;
  const out: Device[] = [];
  for (const d of devices) {
    if (kinds && !kinds(d)) continue;
    if (ids && !ids.includes(d.device_id)) continue;
    if (p.connected_account_id !== undefined && d.connected_account_id !== p.connected_account_id)
      continue;
    if (accountIds && !accountIds.includes(d.connected_account_id)) continue;
    if (p.device_type !== undefined && d.device_type !== p.device_type) continue;
    if (types && !types.includes(d.device_type)) continue;
    if (p.manufacturer !== undefined && d.properties.manufacturer !== p.manufacturer) continue;
    if (include && !include.every((flag) => d[flag] === true)) continue;
    if (exclude?.some((flag) => d[flag] === true)) continue;
    if (createdBefore !== undefined && Date.parse(d.created_at) >= createdBefore) continue;
    if (!matchesCustomMetadata(d, p.custom_metadata_has)) continue;
    out.push(d);
  }
  // Reversed first so that devices created in the same millisecond keep newest-stored first.
  out.reverse().sort((a, b) => createdTime(b) - createdTime(a));
  const limit = typeof p.limit === 'number' && p.limit > 0 ? p.limit : DEFAULT_DEVICE_LIMIT;
  return out.slice(0, limit);
}

/** Lock-type devices carry `_lock`, `_door`, `_panel`, etc.; the contract's first enum branch. */
export function isLock(device: Device): boolean {
  return device.properties.locked !== undefined;
}

export function isThermostat(device: Device): boolean {
  return device.device_type.endsWith('_thermostat');
}
