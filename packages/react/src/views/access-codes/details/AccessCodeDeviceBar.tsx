import { useId, useState } from 'react';
import { useDevice } from '../../../hooks/devices/use-device.js';
import { useToggleLock } from '../../../hooks/devices/use-toggle-lock.js';
import { useMessages } from '../../../messages/messages-context.js';
import { Button } from '../../../ui/Button.js';
import { LiveRegion } from '../../../ui/LiveRegion.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';

interface AccessCodeDeviceBarProps {
  deviceId: string;
  disableLockUnlock: boolean;
  onDeviceClick: (deviceId: string) => void;
}

/** The code's lock: name, lock status with Lock/Unlock (the core's optimistic toggle), and 'Device details'. */
export function AccessCodeDeviceBar({
  deviceId,
  disableLockUnlock,
  onDeviceClick,
}: AccessCodeDeviceBarProps) {
  const t = useAccessCodesMessages();
  const { devices: d } = useMessages();
  const { data: device } = useDevice({ device_id: deviceId });
  const toggle = useToggleLock();
  const [failure, setFailure] = useState<string | null>(null);
  // Said in a region that is always there: the pending action, then the state it reached.
  const [announcement, setAnnouncement] = useState('');
  const statusId = useId();
  const locked = device?.properties?.locked;
  const canLock =
    !disableLockUnlock &&
    typeof locked === 'boolean' &&
    (device?.capabilities_supported ?? []).includes('lock');
  const name = device?.properties?.name || t.deviceFallback;
  const onToggle = (wasLocked: boolean) => {
    setFailure(null);
    setAnnouncement(wasLocked ? d.unlocking : d.locking);
    toggle.mutate(
      { device_id: deviceId, locked: wasLocked },
      {
        onSuccess: () => setAnnouncement(wasLocked ? d.nowUnlocked(name) : d.nowLocked(name)),
        onError: () => {
          setAnnouncement('');
          setFailure(wasLocked ? t.unlockFailed : t.lockFailed);
        },
      },
    );
  };
  return (
    <div className="pl-ac-device-bar">
      <div>
        <p className="pl-ac-device-name">{name}</p>
        {typeof locked === 'boolean' && (
          <p className="pl-ac-hint">{locked ? t.locked : t.unlocked}</p>
        )}
        {failure && (
          <p role="alert" className="pl-ac-field-error">
            {failure}
          </p>
        )}
      </div>
      <div className="pl-ac-device-actions">
        {canLock && (
          // aria-disabled, not disabled: a disabled button would drop keyboard focus to the page.
          <Button
            size="small"
            aria-disabled={toggle.isPending || undefined}
            aria-describedby={toggle.isPending ? statusId : undefined}
            onClick={() => onToggle(locked)}
          >
            {locked ? t.unlock : t.lock}
          </Button>
        )}
        <Button size="small" onClick={() => onDeviceClick(deviceId)}>
          {t.deviceDetails}
        </Button>
      </div>
      <LiveRegion id={statusId} message={announcement} />
    </div>
  );
}
