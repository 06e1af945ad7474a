export { type DeviceListParams, deviceKeys, deviceQueries } from './device-queries.js';
export { useDevice } from './use-device.js';
export { type DeviceListProgress, type UseDevicesResult, useDevices } from './use-devices.js';
export { type LockDoorVariables, useLockDoor, useUnlockDoor } from './use-lock-door.js';
export { type ToggleLockVariables, useToggleLock } from './use-toggle-lock.js';
