import type { EventType } from '../state/events.js';
import { createRandom } from '../state/random.js';
import type { SeamEvent } from '../state/types.js';
import type { WorkspaceState } from '../state/workspace-state.js';

type Draft = Omit<SeamEvent, 'event_id' | 'event_type' | 'workspace_id' | 'created_at'> & {
  event_type: EventType;
};

function accountEvents(state: WorkspaceState): Draft[] {
  return [...state.connectedAccounts.values()].flatMap((a): Draft[] => [
    {
      event_type: 'connected_account.connected',
      occurred_at: a.created_at,
      connected_account_id: a.connected_account_id,
    },
    ...a.errors.map(
      (e): Draft => ({
        event_type: 'connected_account.disconnected',
        occurred_at: e.created_at ?? a.created_at,
        connected_account_id: a.connected_account_id,
      }),
    ),
  ]);
}

function deviceEvents(state: WorkspaceState): Draft[] {
  const hour = 3_600_000;
  return [...state.devices.values()].flatMap((d, i) => {
    const ids = { device_id: d.device_id, connected_account_id: d.connected_account_id };
    const drafts: Draft[] = [{ event_type: 'device.connected', occurred_at: d.created_at, ...ids }];
    if (d.properties.online === false)
      drafts.push({
        event_type: 'device.disconnected',
        occurred_at: new Date(state.startedAt - (i + 2) * hour).toISOString(),
        ...ids,
      });
    if (d.properties.locked !== undefined && d.capabilities_supported.includes('lock'))
      drafts.push({
        event_type: d.properties.locked ? 'lock.locked' : 'lock.unlocked',
        occurred_at: new Date(state.startedAt - (i + 1) * hour).toISOString(),
        ...ids,
      });
    return drafts;
  });
}

function codeEvents(state: WorkspaceState): Draft[] {
  return [...state.accessCodes.values()].map(
    (c): Draft => ({
      event_type: 'access_code.created',
      occurred_at: c.created_at,
      device_id: c.device_id,
      access_code_id: c.access_code_id,
      connected_account_id: state.devices.get(c.device_id)?.connected_account_id,
    }),
  );
}

/**
 * Seeds a history that matches the seeded world (accounts connected, devices added, codes created,
 * the last lock state), recorded oldest first, so `/events/list` is meaningful before anyone acts.
 */
export function seedEvents(state: WorkspaceState): void {
  const random = createRandom('default:events');
  const drafts = [...accountEvents(state), ...deviceEvents(state), ...codeEvents(state)];
  drafts.sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at));
  for (const draft of drafts) {
    const event: SeamEvent = {
      event_id: random.uuid(),
      workspace_id: state.workspace.workspace_id,
      created_at: draft.occurred_at,
      ...draft,
    };
    state.events.set(event.event_id, event);
  }
}
