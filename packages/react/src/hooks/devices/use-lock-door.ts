import type { ActionAttempt } from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { lockTargetId, useLockAction } from './use-lock-action.js';

/**
 * The device a lock or unlock acts on: `device_id`, as every other hook names it. The older
 * `deviceId` still works.
 */
export type LockDoorVariables =
  | {
      /** The id of the lock to act on. */
      device_id: string;
      /** Not given along with `device_id`. */
      deviceId?: undefined;
    }
  | {
      /**
       * The id of the lock to act on.
       * @deprecated Use `device_id`, as every other hook names it.
       */
      deviceId: string;
      /** Not given along with `deviceId`. */
      device_id?: undefined;
    };

/**
 * Locks a door (`locks.lockDoor`, waiting for its action attempt). The cached device shows it
 * locked at once; a failure restores the previous state.
 */
export function useLockDoor(): UseMutationResult<ActionAttempt, Error, LockDoorVariables> {
  return useLockAction<LockDoorVariables>('useLockDoor', {
    run: ({ locks }, variables) => locks.lockDoor({ device_id: lockTargetId(variables) }),
    target: (variables) => ({ deviceId: lockTargetId(variables), locked: true }),
  });
}

/**
 * Unlocks a door (`locks.unlockDoor`, waiting for its action attempt). The cached device shows
 * it unlocked at once; a failure restores the previous state.
 */
export function useUnlockDoor(): UseMutationResult<ActionAttempt, Error, LockDoorVariables> {
  return useLockAction<LockDoorVariables>('useUnlockDoor', {
    run: ({ locks }, variables) => locks.unlockDoor({ device_id: lockTargetId(variables) }),
    target: (variables) => ({ deviceId: lockTargetId(variables), locked: false }),
  });
}
