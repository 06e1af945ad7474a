import { type DeviceIssue, issuesOf } from '../../ui/device-issues.js';
import { finite, type Loose, record, text } from '../../ui/loose-values.js';

export type { DeviceIssue };

/** Battery state: status word and level from 0 to 1, either possibly unknown. */
export interface BatteryView {
  status: string | null;
  level: number | null;
}

/** The device fields the views read, validated: malformed API data becomes safe fallbacks. */
export interface DeviceView {
  deviceId: string;
  deviceType: string;
  connectedAccountId: string | null;
  name: string | null;
  imageUrl: string | null;
  online: boolean;
  locked: boolean | null;
  manufacturerName: string | null;
  modelName: string | null;
  battery: BatteryView | null;
  supportedCodeLengths: number[];
  capabilities: string[];
  errors: DeviceIssue[];
  warnings: DeviceIssue[];
}

function battery(properties: Loose): BatteryView | null {
  const raw = record(properties.battery);
  const level = finite(raw.level) ?? finite(properties.battery_level);
  const status = text(raw.status);
  if (level === null && status === null) return null;
  return { status, level: level === null ? null : Math.min(Math.max(level, 0), 1) };
}

/** Reads a device from the API defensively; never throws, whatever the shape. */
export function toDeviceView(device: unknown): DeviceView {
  const raw = record(device);
  const properties = record(raw.properties);
  const model = record(properties.model);
  const lengths = Array.isArray(properties.supported_code_lengths)
    ? properties.supported_code_lengths.filter((n): n is number => Number.isInteger(n) && n > 0)
    : [];
  return {
    deviceId: text(raw.device_id) ?? '',
    deviceType: text(raw.device_type) ?? 'unknown',
    connectedAccountId: text(raw.connected_account_id),
    name: text(properties.name) ?? text(raw.display_name),
    imageUrl: text(properties.image_url),
    online: properties.online === true,
    locked: typeof properties.locked === 'boolean' ? properties.locked : null,
    manufacturerName: text(model.manufacturer_display_name) ?? text(properties.manufacturer),
    modelName: text(model.display_name),
    battery: battery(properties),
    supportedCodeLengths: [...new Set(lengths)].sort((a, b) => a - b),
    capabilities: Array.isArray(raw.capabilities_supported)
      ? raw.capabilities_supported.filter((c): c is string => typeof c === 'string')
      : [],
    errors: issuesOf(raw.errors),
    warnings: issuesOf(raw.warnings),
  };
}
