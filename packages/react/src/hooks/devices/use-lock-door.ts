import { useLockAction } from './use-lock-action.js';

/** The device a lock or unlock acts on. */
export interface LockDoorVariables {
  deviceId: string;
}

/**
 * Locks a door (`locks.lockDoor`, waiting for its action attempt). The cached device shows it
 * locked at once; a failure restores the previous state.
 */
export function useLockDoor() {
  return useLockAction<LockDoorVariables>('useLockDoor', {
    run: ({ locks }, { deviceId }) => locks.lockDoor({ device_id: deviceId }),
    target: ({ deviceId }) => ({ deviceId, locked: true }),
  });
}

/**
 * Unlocks a door (`locks.unlockDoor`, waiting for its action attempt). The cached device shows
 * it unlocked at once; a failure restores the previous state.
 */
export function useUnlockDoor() {
  return useLockAction<LockDoorVariables>('useUnlockDoor', {
    run: ({ locks }, { deviceId }) => locks.unlockDoor({ device_id: deviceId }),
    target: ({ deviceId }) => ({ deviceId, locked: false }),
  });
}
