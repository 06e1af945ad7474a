import { PorchlightInvalidPropsError } from '@porchlight/client';
import { describe, expect, it } from 'vitest';
import { defaultMessages, mergeMessages } from './index.js';

describe('message catalogue', () => {
  it('pluralises issue chips', () => {
    expect(defaultMessages.devices.deviceIssues(1)).toBe('1 device issue');
    expect(defaultMessages.devices.deviceIssues(2)).toBe('2 device issues');
    expect(defaultMessages.devices.accountIssues(1)).toBe('1 account issue');
    expect(defaultMessages.devices.accessCodesRow(0)).toBe('0 access codes');
  });

  it('applies host overrides per group and keeps the rest', () => {
    const merged = mergeMessages({ devices: { noDevices: 'Nothing here' } });
    expect(merged.devices.noDevices).toBe('Nothing here');
    expect(merged.devices.loadingDevices).toBe('Loading devices');
    expect(merged.common).toEqual(defaultMessages.common);
  });

  it('keeps the default for an entry or a group left undefined (a lookup that missed)', () => {
    const merged = mergeMessages({ devices: { devicesHeading: undefined }, common: undefined });
    expect(merged.devices.devicesHeading(3)).toBe(defaultMessages.devices.devicesHeading(3));
    expect(merged.common).toEqual(defaultMessages.common);
  });

  it('refuses an override of the wrong kind, naming it and the fix', () => {
    const wrong = { devices: { devicesHeading: 'Devices' } } as unknown as Parameters<
      typeof mergeMessages
    >[0];
    expect(() => mergeMessages(wrong)).toThrow(PorchlightInvalidPropsError);
    expect(() => mergeMessages(wrong)).toThrow(
      /messages\.devices\.devicesHeading must be a function returning a string/,
    );
  });
});
