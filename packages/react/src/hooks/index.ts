export * from './access-codes/index.js';
export { type DeviceListParams, queryKeys } from './query-keys.js';
export { useConnectedAccount } from './use-connected-account.js';
export { useDevice } from './use-device.js';
export { useDevices } from './use-devices.js';
export { type LockDoorVariables, useLockDoor, useUnlockDoor } from './use-lock-door.js';
export { type ToggleLockVariables, useToggleLock } from './use-toggle-lock.js';
export { useViewTelemetry } from './use-view-telemetry.js';
