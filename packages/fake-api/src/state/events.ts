import { randomUUID } from 'node:crypto';
import type { Runtime } from './runtime.js';
import type { SeamEvent } from './types.js';

/**
 * Every event type the fake records. Each must be in the contract's enum (checked by
 * `events.test.ts`): a type outside it cannot be asked for with `/events/list`'s `event_type`
 * filter and is unknown to a client typed from the contract.
 */
export const EVENT_TYPES = [
  'access_code.backup_access_code_pulled',
  'access_code.changed',
  'access_code.created',
  'access_code.delay_in_setting_on_device',
  'access_code.delay_in_removing_from_device',
  'access_code.deleted',
  'access_code.failed_to_remove_from_device',
  'access_code.removed_from_device',
  'access_code.set_on_device',
  'access_code.unmanaged.converted_to_managed',
  'access_code.unmanaged.created',
  'access_code.unmanaged.removed',
  'client_session.deleted',
  'connected_account.connected',
  'connected_account.deleted',
  'connected_account.disconnected',
  'device.connected',
  'device.converted_to_unmanaged',
  'device.deleted',
  'device.disconnected',
  'device.removed',
  'device.unmanaged.converted_to_managed',
  'lock.locked',
  'lock.unlocked',
] as const;

/** An event type the fake records. */
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The provider's device and access code events name the device's connected account, so
 * `/events/list` with `connected_account_id` finds them; a caller that knows it (a device already
 * removed) passes it, otherwise it comes from the device, managed or not.
 */
function withAccount<T extends { device_id?: string; connected_account_id?: string }>(
  rt: Runtime,
  fields: T,
): T {
  if (fields.connected_account_id !== undefined || fields.device_id === undefined) return fields;
  const device =
    rt.state.devices.get(fields.device_id) ?? rt.state.unmanagedDevices.get(fields.device_id);
  return device ? { ...fields, connected_account_id: device.connected_account_id } : fields;
}

/**
 * Records a workspace event the way the provider logs state changes; `occurredAt` (ms) dates one
 * the fake learns of late (a code's window that opened before the request that noticed it).
 */
export function recordEvent(
  rt: Runtime,
  eventType: EventType,
  fields: Omit<
    SeamEvent,
    'event_id' | 'event_type' | 'workspace_id' | 'created_at' | 'occurred_at'
  >,
  occurredAt?: number,
): SeamEvent {
  const now = rt.now();
  const event: SeamEvent = {
    event_id: randomUUID(),
    event_type: eventType,
    workspace_id: rt.state.workspace.workspace_id,
    created_at: new Date(now).toISOString(),
    occurred_at: new Date(occurredAt ?? now).toISOString(),
    ...withAccount(rt, fields),
  };
  rt.state.events.set(event.event_id, event);
  return event;
}
