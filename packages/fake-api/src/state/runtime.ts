import type { FaultRegistry } from '../faults/fault-registry.js';
import type { FakeApiKeys } from '../seed/keys.js';
import type { WorkspaceState } from './workspace-state.js';

/** Behaviour knobs that tests may change at run time through `POST /_fake/config`. */
export interface FakeApiConfig {
  latency_ms: number;
  error_rate: number;
  action_attempt_delay_ms: number;
}

/** Which world to build and how big. */
export interface SeedOptions {
  seed: 'default' | 'scale' | 'empty' | 'catalogue';
  devices: number;
  codes: number;
}

/** Everything the routes share. `state` is replaced wholesale on reset. */
export interface Runtime {
  state: WorkspaceState;
  baseUrl: string;
  keys: FakeApiKeys;
  seedOptions: SeedOptions;
  config: FakeApiConfig;
  initialConfig: FakeApiConfig;
  faults: FaultRegistry;
  timers: Set<NodeJS.Timeout>;
  log: boolean;
  /**
   * The fake's clock (ms since the epoch): every time the fake writes (resources' `created_at`,
   * errors, warnings, events, the request and telemetry logs) and every time it compares against
   * (code windows, client session expiry). `Date.now` unless a test injects one
   * (`startFakeApi({ now })`).
   */
  now: () => number;
}

/** Runs `fn` after `ms` unless the server closes first; timers never keep the process alive. */
export function schedule(rt: Runtime, ms: number, fn: () => void): void {
  const timer = setTimeout(() => {
    rt.timers.delete(timer);
    fn();
  }, ms);
  timer.unref();
  rt.timers.add(timer);
}

/** Cancels every pending timer (on reset and close). */
export function cancelTimers(rt: Runtime): void {
  for (const timer of rt.timers) clearTimeout(timer);
  rt.timers.clear();
}
