import { useAccessCodes } from '@porchlight/react';
import { DevicePicker } from './DevicePicker.js';

interface AccessCodePickerProps {
  /** The device whose codes to offer; without one, a device is chosen first. */
  deviceId: string;
  /** Called with the chosen device. */
  onPickDevice(deviceId: string): void;
  /** Called with the chosen access code and its device. */
  onPick(accessCodeId: string, deviceId: string): void;
}

/** Lets the person choose an access code when a page needs one and the URL names none. */
export function AccessCodePicker({ deviceId, onPickDevice, onPick }: AccessCodePickerProps) {
  const { data, isPending, isError } = useAccessCodes({ device_id: deviceId });
  if (!deviceId) return <DevicePicker capability="access_code" onPick={onPickDevice} />;
  if (isError) return <p>Access codes could not be loaded: check the connection above.</p>;
  if (isPending) return <p>Loading access codes…</p>;
  if (data.length === 0) return <p>This device has no access codes.</p>;
  return (
    <div className="playground-picker">
      <p>Choose an access code:</p>
      <ul>
        {data.map((code) => (
          <li key={code.access_code_id}>
            <button type="button" onClick={() => onPick(code.access_code_id, deviceId)}>
              {String(code.name ?? code.access_code_id)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
