import type { ActionAttempt } from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { lockTargetId, useLockAction } from './use-lock-action.js';
import type { LockDoorVariables } from './use-lock-door.js';

/** What the toggle needs to know about the device: its id (`device_id`) and the state shown. */
export type ToggleLockVariables = LockDoorVariables & {
  /** The lock state the person saw: unlock when locked, lock when unlocked. */
  locked: boolean;
};

/**
 * Locks or unlocks with the spec's optimistic update: unlock when the device was locked, lock
 * when it was unlocked; the cached device flips at once, device lists are refetched afterwards,
 * and a failure restores the previous state (the error is left for the caller to tell the person
 * about).
 */
export function useToggleLock(): UseMutationResult<ActionAttempt, Error, ToggleLockVariables> {
  return useLockAction<ToggleLockVariables>('useToggleLock', {
    run: ({ locks }, variables) => {
      const device_id = lockTargetId(variables);
      return variables.locked ? locks.unlockDoor({ device_id }) : locks.lockDoor({ device_id });
    },
    target: (variables) => ({ deviceId: lockTargetId(variables), locked: !variables.locked }),
  });
}
