import { hasAccountIssue, hasDeviceIssue, type IssueFilters } from './device-status.js';
import { isLockType, isThermostatType } from './device-types.js';
import type { DeviceView } from './device-view.js';

/** The device table's issue filter; clicking the selected chip clears it. */
export type DeviceIssueFilter = 'none' | 'device_issues' | 'account_issues';

/** Only locks and thermostats are listed. */
export const isListedDevice = (device: DeviceView) =>
  isLockType(device.deviceType) || isThermostatType(device.deviceType);

/**
 * Trimmed, case-insensitive substring match on the device name. Both sides are put in one Unicode
 * form (NFC) first: an accented name the API sends decomposed ('e' + combining accent) looks the
 * same as the composed letter a keyboard types, but never contained it.
 */
export function matchesSearch(device: DeviceView, query: string): boolean {
  const needle = query.trim().normalize().toLocaleLowerCase();
  if (needle === '') return true;
  return (device.name ?? '').normalize().toLocaleLowerCase().includes(needle);
}

/** Counts for the issue chips. */
export function issueCounts(devices: readonly DeviceView[], filters: IssueFilters) {
  let deviceIssues = 0;
  let accountIssues = 0;
  for (const device of devices) {
    if (hasDeviceIssue(device, filters)) deviceIssues++;
    if (hasAccountIssue(device, filters)) accountIssues++;
  }
  return { deviceIssues, accountIssues };
}

/** Applies the issue chip and the search box, in that order. */
export function filterDevices(
  devices: readonly DeviceView[],
  options: IssueFilters & { query: string; issueFilter: DeviceIssueFilter },
): DeviceView[] {
  return devices.filter((device) => {
    if (options.issueFilter === 'device_issues' && !hasDeviceIssue(device, options)) return false;
    if (options.issueFilter === 'account_issues' && !hasAccountIssue(device, options)) return false;
    return matchesSearch(device, options.query);
  });
}

/** Selecting the chip that is already selected clears the filter. */
export const toggleIssueFilter = (current: DeviceIssueFilter, clicked: DeviceIssueFilter) =>
  current === clicked ? 'none' : clicked;
