import type { DevicesMessages } from '../../messages/devices.js';
import { useMessages } from '../../messages/messages-context.js';
import { type OnlineStatus, onlineStatus } from '../../ui/online-status.js';
import type { DeviceView } from './device-view.js';

/** The words of a connectivity state: 'Online', 'Device Offline' or 'Account Offline'. */
export function statusText(status: OnlineStatus, t: DevicesMessages): string {
  return { online: t.online, device_offline: t.deviceOffline, account_offline: t.accountOffline }[
    status
  ];
}

/** 'Online', 'Device Offline' or 'Account Offline'. */
export function DeviceStatus({ device }: { device: DeviceView }) {
  const { devices: t } = useMessages();
  const status = onlineStatus(device);
  return (
    <span className={`pl-device-status pl-device-status--${status}`}>{statusText(status, t)}</span>
  );
}
