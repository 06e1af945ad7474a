import { type DeviceIssueFilterProps, visibleIssues } from '../../ui/device-issues.js';
import type { BatteryView, DeviceView } from './device-view.js';

/** How a battery reads: a word, a style and an optional whole percent. */
export interface BatteryReading {
  level: 'good' | 'low' | 'critical' | 'unknown';
  percent: number | null;
}

/** full/good → Good, low → Low, critical → Low! (danger); percent is level × 100 rounded down. */
export function batteryReading(battery: BatteryView | null): BatteryReading {
  // The nudge keeps float error from costing a whole percent (0.29 × 100 is 28.999999999999996).
  const percent = battery?.level == null ? null : Math.floor(battery.level * 100 + 1e-9);
  switch (battery?.status) {
    case 'full':
    case 'good':
      return { level: 'good', percent };
    case 'low':
      return { level: 'low', percent };
    case 'critical':
      return { level: 'critical', percent };
    default:
      return { level: 'unknown', percent };
  }
}

/** A code length as text parts: one length, or the smallest and largest. */
export type CodeLength =
  | { kind: 'single'; length: number }
  | { kind: 'range'; min: number; max: number };

/** Single number when the device takes one length, otherwise min–max. */
export function codeLength(lengths: readonly number[]): CodeLength | null {
  if (lengths.length === 0) return null;
  const min = Math.min(...lengths);
  const max = Math.max(...lengths);
  return min === max ? { kind: 'single', length: min } : { kind: 'range', min, max };
}

/** Host filters that decide which errors and warnings count. */
export type IssueFilters = DeviceIssueFilterProps;

/** A device has an account issue when one of its errors comes from its connected account. */
export function hasAccountIssue(device: DeviceView, filters: IssueFilters): boolean {
  return visibleIssues(device, filters).errors.some(
    (error) => error.is_connected_account_error === true,
  );
}

/** A device has a device issue when it has an error of its own or any warning. */
export function hasDeviceIssue(device: DeviceView, filters: IssueFilters): boolean {
  const { errors, warnings } = visibleIssues(device, filters);
  return warnings.length > 0 || errors.some((error) => error.is_connected_account_error !== true);
}
