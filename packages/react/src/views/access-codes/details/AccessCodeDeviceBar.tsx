import { useDevice } from '../../../hooks/devices/use-device.js';
import { Button } from '../../../ui/Button.js';
import { LiveRegion } from '../../../ui/LiveRegion.js';
import { toDeviceView } from '../../devices/device-view.js';
import { useLockToggle } from '../../devices/use-lock-toggle.js';
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
  const { data } = useDevice({ device_id: deviceId });
  const device = toDeviceView(data ?? { device_id: deviceId });
  const toggle = useLockToggle(device, t);
  const { locked } = device;
  const canLock = !disableLockUnlock && locked !== null && device.capabilities.includes('lock');
  return (
    <div className="pl-ac-device-bar">
      <div>
        <p className="pl-ac-device-name">{device.name || t.deviceFallback}</p>
        {locked !== null && <p className="pl-ac-hint">{locked ? t.locked : t.unlocked}</p>}
        {canLock && toggle.reason && (
          <p id={toggle.reasonId} className="pl-ac-hint">
            {toggle.reason}
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
