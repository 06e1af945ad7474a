import { useDevices } from '@porchlight/react';

interface DevicePickerProps {
  /** Called with the chosen device id. */
  onPick(deviceId: string): void;
  /** Only devices that support this capability (e.g. 'access_code'). */
  capability?: string;
}

/** Lets the person choose a device when a page needs one and the URL names none. */
export function DevicePicker({ onPick, capability }: DevicePickerProps) {
  const { data, isPending, isError } = useDevices();
  if (isError) return <p>Devices could not be loaded: check the connection above.</p>;
  if (isPending) return <p>Loading devices…</p>;
  const devices = data.filter(
    (d) => !capability || d.capabilities_supported?.includes(capability as never),
  );
  return (
    <div className="playground-picker">
      <p>Choose a device:</p>
      <ul>
        {devices.map((device) => (
          <li key={device.device_id}>
            <button type="button" onClick={() => onPick(device.device_id)}>
              {String((device.properties as { name?: unknown }).name ?? device.device_id)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
