import { memo } from 'react';
import { useMessages } from '../../messages/messages-context.js';
import { DeviceImage } from '../../ui/DeviceImage.js';
import { onlineStatus } from '../../ui/online-status.js';
import { TableRow } from '../../ui/TableRow.js';
import { DeviceStatus, statusText } from './DeviceStatus.js';
import type { DeviceView } from './device-view.js';

/** One device in the table: image, name, model, status and lock state; faded when offline. */
export const DeviceRow = memo(function DeviceRow({
  device,
  onOpen,
}: {
  device: DeviceView;
  onOpen(deviceId: string): void;
}) {
  const { devices: t } = useMessages();
  const model = [device.manufacturerName, device.modelName].filter(Boolean).join(' ');
  const name = device.name ?? t.deviceNameFallback;
  const status = onlineStatus(device);
  const lock = device.locked === null ? null : device.locked ? t.locked : t.unlocked;
  // Read with commas ('Front Door, August Wi-Fi Smart Lock, Online, Locked'): the parts are set
  // apart by layout only, and their text alone ran the model into the status ('… 2S Device
  // Offline Locked').
  const label = [name, model, statusText(status, t), lock].filter(Boolean).join(', ');
  return (
    <TableRow
      className={`pl-device-row${status !== 'online' ? ' pl-device-row--offline' : ''}`}
      faded={status !== 'online'}
      label={label}
      onClick={() => onOpen(device.deviceId)}
    >
      <DeviceImage url={device.imageUrl} />
      <span className="pl-device-row__main">
        <span className="pl-device-row__name">{name}</span>
        {model && <span className="pl-device-row__model">{model}</span>}
      </span>
      <span className="pl-device-row__meta">
        <DeviceStatus device={device} />
        {lock && <span className="pl-device-row__lock">{lock}</span>}
      </span>
    </TableRow>
  );
});
