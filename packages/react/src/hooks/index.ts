export * from './access-codes/index.js';
export * from './climate-setting-schedules/index.js';
export * from './connected-accounts/index.js';
export * from './device-catalogue/index.js';
export * from './devices/index.js';
export { SEEDED_FRESH_MS } from './freshness.js';
export * from './thermostats/index.js';
export {
  PorchlightSessionChangedError,
  type SessionMutationContext,
} from './use-session-mutation.js';
export { useViewTelemetry } from './use-view-telemetry.js';
