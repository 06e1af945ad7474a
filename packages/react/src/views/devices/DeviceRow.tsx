import { useMessages } from '../../messages/messages-context.js';
import { DeviceImage } from '../../ui/DeviceImage.js';
import { onlineStatus } from '../../ui/online-status.js';
import { TableRow } from '../../ui/TableRow.js';
import { DeviceStatus } from './DeviceStatus.js';
import type { DeviceView } from './device-view.js';

/** One device in the table: image, name, model, status and lock state; faded when offline. */
export function DeviceRow({
  device,
  onOpen,
}: {
  device: DeviceView;
  onOpen(deviceId: string): void;
}) {
  const { devices: t } = useMessages();
  const offline = onlineStatus(device) !== 'online';
  const model = [device.manufacturerName, device.modelName].filter(Boolean).join(' ');
  return (
    <TableRow
      className={`pl-device-row${offline ? ' pl-device-row--offline' : ''}`}
      faded={offline}
      onClick={() => onOpen(device.deviceId)}
    >
      <DeviceImage url={device.imageUrl} />
      <span className="pl-device-row__main">
        <span className="pl-device-row__name">{device.name ?? t.deviceNameFallback}</span>
        {model && <span className="pl-device-row__model">{model}</span>}
      </span>
      <span className="pl-device-row__meta">
        <DeviceStatus device={device} />
        {device.locked !== null && (
          <span className="pl-device-row__lock">{device.locked ? t.locked : t.unlocked}</span>
        )}
      </span>
    </TableRow>
  );
}
