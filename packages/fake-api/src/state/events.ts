import { randomUUID } from 'node:crypto';
import type { Runtime } from './runtime.js';
import type { SeamEvent } from './types.js';

/** Records a workspace event the way the provider logs state changes. */
export function recordEvent(
  rt: Runtime,
  eventType: string,
  fields: Omit<
    SeamEvent,
    'event_id' | 'event_type' | 'workspace_id' | 'created_at' | 'occurred_at'
  >,
): SeamEvent {
  const now = new Date().toISOString();
  const event: SeamEvent = {
    event_id: randomUUID(),
    event_type: eventType,
    workspace_id: rt.state.workspace.workspace_id,
    created_at: now,
    occurred_at: now,
    ...fields,
  };
  rt.state.events.set(event.event_id, event);
  return event;
}
