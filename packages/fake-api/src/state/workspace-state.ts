import type {
  AccessCode,
  ActionAttempt,
  ActionAttemptOwner,
  ClientSession,
  ClimateSettingSchedule,
  ConnectedAccount,
  ConnectWebview,
  Device,
  DeviceModel,
  Manufacturer,
  RequestLogEntry,
  SeamEvent,
  TelemetryEvent,
  UnmanagedAccessCode,
  Webhook,
  Workspace,
} from './types.js';

/** The whole in-memory world of one fake workspace. Maps keep insertion (creation) order. */
export interface WorkspaceState {
  workspace: Workspace;
  startedAt: number;
  connectedAccounts: Map<string, ConnectedAccount>;
  devices: Map<string, Device>;
  accessCodes: Map<string, AccessCode>;
  climateSettingSchedules: Map<string, ClimateSettingSchedule>;
  clientSessions: Map<string, ClientSession>;
  actionAttempts: Map<string, ActionAttempt>;
  /** Keyed by action attempt id; see {@link ActionAttemptOwner}. */
  actionAttemptOwners: Map<string, ActionAttemptOwner>;
  events: Map<string, SeamEvent>;
  webhooks: Map<string, Webhook>;
  connectWebviews: Map<string, ConnectWebview>;
  manufacturers: Map<string, Manufacturer>;
  deviceModels: Map<string, DeviceModel>;
  /** Devices switched to unmanaged (`devices/update` with `is_managed: false`). */
  unmanagedDevices: Map<string, Device>;
  unmanagedAccessCodes: Map<string, UnmanagedAccessCode>;
  /**
   * Action attempts held until their device is back online, by device id, oldest first; see
   * `waitWhileOffline` in action-attempts.ts.
   */
  waitingForDevice: Map<string, Array<() => void>>;
  /** Where time-bound codes' windows stand; see `code-windows.ts`. */
  codeWindows: CodeWindows;
  /** Usage events received on `/internal/tlmtry`, oldest first, capped. */
  telemetry: TelemetryEvent[];
  /** Provider requests answered since the last reset, oldest first, capped. */
  requests: RequestLogEntry[];
}

/**
 * Time-bound codes are brought up to the clock lazily, on the next request (`syncCodeWindows`):
 * `checkAt` is the earliest window start or end not yet reached (so reads before it cost nothing),
 * `sweptAt` the time up to which windows were accounted for, and `waiting` the codes whose window
 * opened (`setting`) or ended (`removing`) while their lock was offline, until it is back.
 */
export interface CodeWindows {
  checkAt: number;
  sweptAt: number;
  waiting: Set<string>;
}

/** Creates an empty state for a workspace. */
export function emptyState(workspace: Workspace, startedAt: number): WorkspaceState {
  return {
    workspace,
    startedAt,
    connectedAccounts: new Map(),
    devices: new Map(),
    accessCodes: new Map(),
    climateSettingSchedules: new Map(),
    clientSessions: new Map(),
    actionAttempts: new Map(),
    actionAttemptOwners: new Map(),
    events: new Map(),
    webhooks: new Map(),
    connectWebviews: new Map(),
    manufacturers: new Map(),
    deviceModels: new Map(),
    unmanagedDevices: new Map(),
    unmanagedAccessCodes: new Map(),
    waitingForDevice: new Map(),
    codeWindows: { checkAt: Number.NEGATIVE_INFINITY, sweptAt: startedAt, waiting: new Set() },
    telemetry: [],
    requests: [],
  };
}
