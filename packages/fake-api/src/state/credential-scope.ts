import { AsyncLocalStorage } from 'node:async_hooks';
import type { Runtime } from './runtime.js';
import { ScopedMap } from './scoped-map.js';
import type { ClientSession } from './types.js';
import type { WorkspaceState } from './workspace-state.js';

/** The client session a request (and the timers it schedules) runs for, if any. */
const currentSession = new AsyncLocalStorage<ClientSession>();

/** Runs `fn` so that `rt.state` shows only what this client session was granted. */
export function runAsSession<T>(session: ClientSession, fn: () => T): T {
  return currentSession.run(session, fn);
}

/**
 * Runs `fn` against the whole workspace even inside a client session's request, for the few
 * workspace-level rules (a `common_code_key` group) that reach past what the session sees. Timers
 * it schedules run unscoped too, so they can settle what they change.
 */
export function runInWorkspace<T>(fn: () => T): T {
  return currentSession.exit(fn);
}

/** The id of the client session the current request runs for, or null for a server credential. */
export function currentClientSessionId(): string | null {
  return currentSession.getStore()?.client_session_id ?? null;
}

/**
 * The workspace as a client session sees it: its connected accounts and connect webviews (grants),
 * the accounts' devices, those devices' codes, schedules and action attempts (plus attempts it
 * started itself, whose device may since have gone), and no other session. Everything else stays
 * shared.
 */
export function sessionView(state: WorkspaceState, session: ClientSession): WorkspaceState {
  const accountVisible = (id: string) => session.connected_account_ids.includes(id);
  const devices = new ScopedMap(state.devices, (d) => accountVisible(d.connected_account_id));
  const unmanagedDevices = new ScopedMap(state.unmanagedDevices, (d) =>
    accountVisible(d.connected_account_id),
  );
  const deviceVisible = (id: string) => devices.has(id) || unmanagedDevices.has(id);
  return {
    ...state,
    connectedAccounts: new ScopedMap(state.connectedAccounts, (a) =>
      accountVisible(a.connected_account_id),
    ),
    devices,
    unmanagedDevices,
    accessCodes: new ScopedMap(state.accessCodes, (c) => deviceVisible(c.device_id)),
    unmanagedAccessCodes: new ScopedMap(state.unmanagedAccessCodes, (c) =>
      deviceVisible(c.device_id),
    ),
    climateSettingSchedules: new ScopedMap(state.climateSettingSchedules, (s) =>
      deviceVisible(s.device_id),
    ),
    actionAttempts: new ScopedMap(state.actionAttempts, (a) => {
      const owner = state.actionAttemptOwners.get(a.action_attempt_id);
      if (!owner) return false;
      return (
        owner.client_session_id === session.client_session_id || deviceVisible(owner.device_id)
      );
    }),
    // Granted (or made by it: create adds the id): another user's webview is their sign-in link.
    connectWebviews: new ScopedMap(state.connectWebviews, (w) =>
      session.connect_webview_ids.includes(w.connect_webview_id),
    ),
    clientSessions: new ScopedMap(
      state.clientSessions,
      (s) => s.client_session_id === session.client_session_id,
    ),
  };
}

/**
 * Makes `rt.state` answer the calling client session's view while a request runs under
 * {@link runAsSession}; assignments (reset) still replace the whole workspace.
 */
export function scopeStateBySession(rt: Runtime): void {
  let real = rt.state;
  const views = new WeakMap<ClientSession, { of: WorkspaceState; view: WorkspaceState }>();
  Object.defineProperty(rt, 'state', {
    enumerable: true,
    configurable: true,
    get(): WorkspaceState {
      const session = currentSession.getStore();
      if (!session) return real;
      const cached = views.get(session);
      if (cached?.of === real) return cached.view;
      const view = sessionView(real, session);
      views.set(session, { of: real, view });
      return view;
    },
    set(next: WorkspaceState) {
      real = next;
    },
  });
}
