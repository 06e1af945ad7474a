import { useAnnouncedLockToggle } from '../../../hooks/devices/use-announced-lock-toggle.js';
import { useDevice } from '../../../hooks/devices/use-device.js';
import { useMessages } from '../../../messages/messages-context.js';
import { Button } from '../../../ui/Button.js';
import { LiveRegion } from '../../../ui/LiveRegion.js';
import { onlineStatus, unreachableLockReason } from '../../../ui/online-status.js';
import { useLateOutcome } from '../../../ui/outliving-notice.js';
import { deviceNameOf } from '../access-code-shape.js';
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
  const locked = typeof device?.properties?.locked === 'boolean' ? device.properties.locked : null;
  const canLock =
    !disableLockUnlock &&
    locked !== null &&
    (device?.capabilities_supported ?? []).includes('lock');
  const name = deviceNameOf(device, t.deviceFallback);
  const reason = unreachableLockReason(
    onlineStatus({
      online: device?.properties?.online === true,
      errors: Array.isArray(device?.errors) ? device.errors : [],
    }),
    d,
  );
  const toggle = useAnnouncedLockToggle(
    { deviceId, locked, name, unreachable: reason },
    { ...d, lockFailed: t.lockFailed, unlockFailed: t.unlockFailed },
    useLateOutcome(),
  );
  return (
    <div className="pl-ac-device-bar">
      <div>
        <p className="pl-ac-device-name">{name}</p>
        {locked !== null && <p className="pl-ac-hint">{locked ? t.locked : t.unlocked}</p>}
        {canLock && reason && (
          <p id={toggle.reasonId} className="pl-ac-hint">
            {reason}
          </p>
        )}
        {toggle.failure && (
          <p role="alert" className="pl-ac-field-error">
            {toggle.failure}
          </p>
        )}
      </div>
      <div className="pl-ac-device-actions">
        {canLock && (
          <Button size="small" {...toggle.buttonProps}>
            {locked ? t.unlock : t.lock}
          </Button>
        )}
        <Button size="small" onClick={() => onDeviceClick(deviceId)}>
          {t.deviceDetails}
        </Button>
      </div>
      <LiveRegion id={toggle.statusId} message={toggle.announcement} />
    </div>
  );
}
