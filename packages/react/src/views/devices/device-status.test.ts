import { describe, expect, it } from 'vitest';
import { batteryReading, codeLength, hasAccountIssue, hasDeviceIssue } from './device-status.js';
import { toDeviceView } from './device-view.js';

describe('batteryReading', () => {
  it('maps statuses and rounds the percent down', () => {
    expect(batteryReading({ status: 'full', level: 0.999 })).toEqual({
      level: 'good',
      percent: 99,
    });
    expect(batteryReading({ status: 'good', level: null })).toEqual({
      level: 'good',
      percent: null,
    });
    expect(batteryReading({ status: 'low', level: 0.155 })).toEqual({ level: 'low', percent: 15 });
    expect(batteryReading({ status: 'critical', level: 0.05 })).toEqual({
      level: 'critical',
      percent: 5,
    });
  });
  it('rounds down whole percents that float arithmetic lands just below', () => {
    for (const [level, percent] of [
      [0.29, 29],
      [0.57, 57],
      [0.58, 58],
      [0.28999, 28],
      [1, 100],
      [0, 0],
    ] as const) {
      expect(batteryReading({ status: 'good', level }).percent).toBe(percent);
    }
  });
  it('is unknown without a battery', () => {
    expect(batteryReading(null)).toEqual({ level: 'unknown', percent: null });
  });
});

describe('codeLength', () => {
  it('is a single number or a range', () => {
    expect(codeLength([4])).toEqual({ kind: 'single', length: 4 });
    expect(codeLength([4, 5, 6, 8])).toEqual({ kind: 'range', min: 4, max: 8 });
    expect(codeLength([])).toBeNull();
  });
});

describe('issues', () => {
  const device = toDeviceView({
    errors: [
      { error_code: 'account_disconnected', message: 'Account', is_connected_account_error: true },
    ],
    warnings: [{ warning_code: 'w', message: 'Warn' }],
  });
  it('separates account issues from device issues', () => {
    expect(hasAccountIssue(device, {})).toBe(true);
    expect(hasDeviceIssue(device, {})).toBe(true);
  });
  it('applies the host filters', () => {
    const filters = { errorFilter: () => false, warningFilter: () => false };
    expect(hasAccountIssue(device, filters)).toBe(false);
    expect(hasDeviceIssue(device, filters)).toBe(false);
  });
});
