import { useState } from 'react';
import { useUniqueId } from '../../provider/unique-id.js';
import { useToggleLock } from './use-toggle-lock.js';

/** What the person is told around one lock or unlock (the screen's own, host-overridable texts). */
export interface LockToggleTexts {
  locking: string;
  unlocking: string;
  nowLocked(name: string): string;
  nowUnlocked(name: string): string;
  lockFailed: string;
  unlockFailed: string;
}

/** The lock the toggle acts on, as the screen shows it. */
export interface LockToggleTarget {
  deviceId: string;
  locked: boolean | null;
  /** The name said when the state is reached ('Front Door is unlocked'). */
  name: string;
  /** Why the API cannot reach the lock now (it is offline), or `null`. */
  unreachable: string | null;
}

/**
 * Where a failure goes when it lands after the screen closed (the view's `useLateOutcome()`):
 * the person left believing the lock locked, and the rollback must not be silent.
 */
export interface LateLockFailure {
  /** Whether the screen that started the action is still shown. */
  isShown(): boolean;
  /** Tells the failure in a region that outlived the screen (or the host's `onLateFailure`). */
  tellFailure(message: string): void;
}

/**
 * Lock/Unlock with what the person hears, shared by lock details and the access code device bar:
 * runs the optimistic toggle, says what is under way and the state reached, keeps the failure for
 * the screen to show its way, and keeps the button inert, described by the reason, while the lock
 * is unreachable (the API would only fail the action after the optimistic flip).
 */
export function useAnnouncedLockToggle(
  target: LockToggleTarget,
  texts: LockToggleTexts,
  late: LateLockFailure,
) {
  const toggle = useToggleLock();
  const [failure, setFailure] = useState<string | null>(null);
  // Said in a region that is always there: the pending action, then the state it reached.
  const [announcement, setAnnouncement] = useState('');
  const statusId = useUniqueId();
  const reasonId = useUniqueId();
  const { unreachable } = target;
  const run = () => {
    const wasLocked = target.locked === true;
    setFailure(null);
    setAnnouncement(wasLocked ? texts.unlocking : texts.locking);
    // Settled on the promise rather than `mutate`'s callbacks, which TanStack Query drops once
    // the screen unmounts: a failure after Back would otherwise roll the lock back unsaid.
    toggle.mutateAsync({ device_id: target.deviceId, locked: wasLocked }).then(
      () =>
        setAnnouncement(wasLocked ? texts.nowUnlocked(target.name) : texts.nowLocked(target.name)),
      () => {
        const message = wasLocked ? texts.unlockFailed : texts.lockFailed;
        if (!late.isShown()) return late.tellFailure(message);
        setAnnouncement('');
        setFailure(message);
      },
    );
  };
  return {
    /** Spread on the Lock/Unlock `Button`: aria-disabled (never disabled, which drops focus). */
    buttonProps: {
      onClick: run,
      'aria-disabled': toggle.isPending || unreachable !== null || undefined,
      'aria-describedby': toggle.isPending ? statusId : unreachable ? reasonId : undefined,
    },
    /** The id the screen gives the shown `unreachable` reason. */
    reasonId,
    statusId,
    announcement,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
