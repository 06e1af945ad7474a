import type { AccessCodesMessages } from '../../messages/access-codes.js';
import { useAccessCodeDevice, useLockToggle } from './use-access-code-device.js';

interface AccessCodeDeviceBarProps {
  t: AccessCodesMessages;
  deviceId: string;
  disableLockUnlock: boolean;
  onDeviceClick?: ((deviceId: string) => void) | undefined;
}

/** The code's lock: name, lock status with Lock/Unlock, and 'Device details'. */
export function AccessCodeDeviceBar({
  t,
  deviceId,
  disableLockUnlock,
  onDeviceClick,
}: AccessCodeDeviceBarProps) {
  const { device } = useAccessCodeDevice(deviceId);
  const toggle = useLockToggle(deviceId);
  const locked = device?.properties?.locked;
  const canLock =
    !disableLockUnlock &&
    typeof locked === 'boolean' &&
    (device?.capabilities_supported ?? []).includes('lock');
  return (
    <div className="pl-ac-device-bar">
      <div>
        <p className="pl-ac-device-name">{device?.properties?.name ?? t.deviceFallback}</p>
        {typeof locked === 'boolean' && (
          <p className="pl-ac-hint">{locked ? t.locked : t.unlocked}</p>
        )}
      </div>
      <div className="pl-ac-device-actions">
        {canLock && (
          <button
            type="button"
            className="pl-ac-button"
            disabled={toggle.isPending}
            onClick={() => toggle.toggle(locked)}
          >
            {locked ? t.unlock : t.lock}
          </button>
        )}
        {onDeviceClick && (
          <button type="button" className="pl-ac-button" onClick={() => onDeviceClick(deviceId)}>
            {t.deviceDetails}
          </button>
        )}
      </div>
    </div>
  );
}
