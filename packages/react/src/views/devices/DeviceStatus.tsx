import { useMessages } from '../../messages/messages-context.js';
import { onlineStatus } from '../../ui/online-status.js';
import type { DeviceView } from './device-view.js';

/** 'Online', 'Device Offline' or 'Account Offline'. */
export function DeviceStatus({ device }: { device: DeviceView }) {
  const { devices: t } = useMessages();
  const status = onlineStatus(device);
  const label = {
    online: t.online,
    device_offline: t.deviceOffline,
    account_offline: t.accountOffline,
  }[status];
  return <span className={`pl-device-status pl-device-status--${status}`}>{label}</span>;
}
