import { useLockAction } from './use-lock-action.js';

/** What the toggle needs to know about the device. */
export interface ToggleLockVariables {
  deviceId: string;
  /** The lock state the person saw: unlock when locked, lock when unlocked. */
  locked: boolean;
}

/**
 * Locks or unlocks with the spec's optimistic update: unlock when the device was locked, lock
 * when it was unlocked; the cached device flips at once, device lists are refetched afterwards,
 * and a failure restores the previous state (the error is left for the caller to tell the person
 * about).
 */
export function useToggleLock() {
  return useLockAction<ToggleLockVariables>('useToggleLock', {
    run: ({ locks }, { deviceId, locked }) =>
      locked ? locks.unlockDoor({ device_id: deviceId }) : locks.lockDoor({ device_id: deviceId }),
    target: ({ deviceId, locked }) => ({ deviceId, locked: !locked }),
  });
}
