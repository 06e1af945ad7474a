import { useId, useState } from 'react';
import { useToggleLock } from '../../hooks/devices/use-toggle-lock.js';
import { useMessages } from '../../messages/messages-context.js';
import { onlineStatus } from './device-status.js';
import type { DeviceView } from './device-view.js';

/** The failure strings of the screen showing the toggle (host-overridable per screen). */
export interface LockToggleFailureMessages {
  lockFailed: string;
  unlockFailed: string;
}

/**
 * Lock/Unlock for one lock, shared by lock details and the access code device bar: runs the
 * optimistic toggle, says what is under way and what was reached, keeps the failure for the
 * screen to show, and makes the button inert with a reason while the API cannot reach the lock.
 */
export function useLockToggle(device: DeviceView, failures: LockToggleFailureMessages) {
  const { devices: t } = useMessages();
  const toggle = useToggleLock();
  const [failure, setFailure] = useState<string | null>(null);
  // Said in a region that is always there: the pending action, then the state it reached.
  const [announcement, setAnnouncement] = useState('');
  const statusId = useId();
  const reasonId = useId();
  const name = device.name ?? t.deviceNameFallback;
  // The API fails lock and unlock on an unreachable lock: offered, but inert, with the reason.
  const status = onlineStatus(device);
  const reason =
    status === 'online'
      ? null
      : status === 'account_offline'
        ? t.lockAccountOffline
        : t.lockOffline;
  const run = () => {
    const wasLocked = device.locked === true;
    setFailure(null);
    setAnnouncement(wasLocked ? t.unlocking : t.locking);
    toggle.mutate(
      { device_id: device.deviceId, locked: wasLocked },
      {
        onSuccess: () => setAnnouncement(wasLocked ? t.nowUnlocked(name) : t.nowLocked(name)),
        onError: () => {
          setAnnouncement('');
          setFailure(wasLocked ? failures.unlockFailed : failures.lockFailed);
        },
      },
    );
  };
  return {
    /** Spread on the Lock/Unlock `Button`: aria-disabled (never disabled, which drops focus). */
    buttonProps: {
      onClick: run,
      'aria-disabled': toggle.isPending || reason !== null || undefined,
      'aria-describedby': toggle.isPending ? statusId : reason ? reasonId : undefined,
    },
    /** Why the button is inert (the lock is unreachable), shown under it with `reasonId`. */
    reason,
    reasonId,
    statusId,
    announcement,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
