import { describe, expect, it } from 'vitest';
import {
  filterDevices,
  isListedDevice,
  issueCounts,
  matchesSearch,
  toggleIssueFilter,
} from './device-filters.js';
import { toDeviceView } from './device-view.js';

const lock = (name: string, extra: Record<string, unknown> = {}) =>
  toDeviceView({ device_id: name, device_type: 'yale_lock', properties: { name }, ...extra });

describe('device search', () => {
  it('is a trimmed, case-insensitive substring match on the name', () => {
    expect(matchesSearch(lock('Front Door'), '  front ')).toBe(true);
    expect(matchesSearch(lock('Front Door'), 'DOOR')).toBe(true);
    expect(matchesSearch(lock('Front Door'), 'garage')).toBe(false);
    expect(matchesSearch(lock('Front Door'), '   ')).toBe(true);
  });
  it('matches an accented name whatever Unicode form the name and the typed text use', () => {
    // 'Café' as the API may send it (e + combining acute, NFD) and as a keyboard types it (NFC).
    expect(matchesSearch(lock('Cafe\u0301 Door'), 'caf\u00e9')).toBe(true);
    expect(matchesSearch(lock('Caf\u00e9 Door'), 'CAFE\u0301')).toBe(true);
    expect(matchesSearch(lock('Caf\u00e9 Door'), 'cafe')).toBe(false);
  });
  it('treats a missing name as empty', () => {
    expect(matchesSearch(toDeviceView({ device_type: 'yale_lock' }), 'a')).toBe(false);
  });
});

describe('issue filters', () => {
  const devices = [
    lock('A'),
    lock('B', {
      errors: [{ message: 'offline', error_code: 'device_offline', is_device_error: true }],
    }),
    lock('C', {
      errors: [
        { message: 'acct', error_code: 'account_disconnected', is_connected_account_error: true },
      ],
    }),
    lock('D', { warnings: [{ message: 'w', warning_code: 'x' }] }),
  ];
  it('counts device and account issues', () => {
    expect(issueCounts(devices, {})).toEqual({ deviceIssues: 2, accountIssues: 1 });
  });
  it('filters by the selected chip, then by search', () => {
    const names = (filter: 'none' | 'device_issues' | 'account_issues', query = '') =>
      filterDevices(devices, { issueFilter: filter, query }).map((d) => d.name);
    expect(names('device_issues')).toEqual(['B', 'D']);
    expect(names('account_issues')).toEqual(['C']);
    expect(names('none', 'd')).toEqual(['D']);
  });
  it('clears the filter when the selected chip is clicked again', () => {
    expect(toggleIssueFilter('device_issues', 'device_issues')).toBe('none');
    expect(toggleIssueFilter('none', 'account_issues')).toBe('account_issues');
  });
});

describe('listed devices', () => {
  it('keeps only locks and thermostats', () => {
    expect(isListedDevice(toDeviceView({ device_type: 'nest_thermostat' }))).toBe(true);
    expect(isListedDevice(toDeviceView({ device_type: 'schlage_lock' }))).toBe(true);
    expect(isListedDevice(toDeviceView({ device_type: 'minut_sensor' }))).toBe(false);
    expect(isListedDevice(toDeviceView({}))).toBe(false);
  });
});
