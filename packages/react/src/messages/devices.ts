import { plural } from './plural.js';

/** Strings of the device table and device details. */
export const devicesMessages = {
  devicesHeading: (count: number) => `Devices (${count})`,
  devicesHeadingLoading: 'Devices',
  loadingDevices: 'Loading devices',
  /** Beside the first devices of a list of more than one page while the rest are read. */
  loadingMoreDevices: 'Loading more devices…',
  searchDevices: 'Search devices',
  noDevices: 'Sorry, no devices were found',
  /** Announced (not shown) when a search or an issue chip changes what the table shows. */
  searchResults: (count: number) => `${count} ${plural(count, 'device', 'devices')} shown`,
  loadFailed: 'Devices could not be loaded',
  deviceIssues: (count: number) => `${count} ${plural(count, 'device issue', 'device issues')}`,
  accountIssues: (count: number) => `${count} ${plural(count, 'account issue', 'account issues')}`,
  allOk: 'Devices & accounts OK',
  issueFilters: 'Issue filters',
  deviceTitle: 'Device',
  deviceNameFallback: 'Unnamed device',
  statusLabel: 'Status',
  online: 'Online',
  deviceOffline: 'Device Offline',
  accountOffline: 'Account Offline',
  powerLabel: 'Power',
  batteryGood: 'Good',
  batteryLow: 'Low',
  batteryCritical: 'Low!',
  batteryUnknown: 'Unknown',
  batteryPercent: (percent: number) => `${percent}%`,
  modelLabel: 'Model',
  accessCodesRow: (count: number) => `${count} ${plural(count, 'access code', 'access codes')}`,
  accessCodesRowLoading: 'Access codes',
  lockStatusLabel: 'Lock status',
  locked: 'Locked',
  unlocked: 'Unlocked',
  lock: 'Lock',
  unlock: 'Unlock',
  lockFailed: 'The lock could not be locked. Please try again.',
  unlockFailed: 'The lock could not be unlocked. Please try again.',
  locking: 'Locking…',
  unlocking: 'Unlocking…',
  /** Why Lock/Unlock is inert on a lock the API cannot reach. */
  lockOffline: 'This lock is offline, so it cannot be locked or unlocked until it reconnects.',
  lockAccountOffline:
    'The account of this lock is disconnected, so it cannot be locked or unlocked until it is reconnected.',
  nowLocked: (name: string) => `${name} is locked`,
  nowUnlocked: (name: string) => `${name} is unlocked`,
  codeLengthLabel: 'Code length',
  codeLengthSingle: (length: number) => `${length} digits`,
  codeLengthRange: (min: number, max: number) => `${min}–${max} digits`,
  deviceIdLabel: 'Device ID',
  deviceNotFound: 'This device could not be loaded',
  loadingDevice: 'Loading device',
  deviceImageAlt: (name: string) => `${name}`,
};

export type DevicesMessages = typeof devicesMessages;
