import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessCodeFormValues } from './access-code-form-values.js';
import {
  changesNothing,
  formValuesOf,
  isNameOnly,
  toCreateParams,
  toUpdateParams,
} from './submission.js';
import { instantToZonedWallTime, localTimeZone } from './time-zone.js';

const values: AccessCodeFormValues = {
  name: '  Guest  ',
  code: '1234',
  type: 'time_bound',
  startDate: '2024-03-10T01:30',
  endDate: '2024-03-11T01:30',
  timeZone: 'America/New_York',
};

describe('formValuesOf', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a new code (no name, PIN or window) blank fields, ongoing, and a window from now until the same time tomorrow', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
    const timeZone = localTimeZone();
    expect(formValuesOf({ access_code_id: '' })).toEqual({
      name: '',
      code: '',
      type: 'ongoing',
      timeZone,
      startDate: instantToZonedWallTime(new Date('2024-05-01T10:00:00Z'), timeZone),
      endDate: instantToZonedWallTime(new Date('2024-05-02T10:00:00Z'), timeZone),
    });
  });

  it("reads a saved code's name, PIN and window in the local zone", () => {
    const timeZone = localTimeZone();
    const code = {
      access_code_id: 'ac1',
      name: 'Guest',
      code: 1234,
      type: 'time_bound',
      starts_at: '2024-05-01T10:00:00Z',
      ends_at: '2024-05-03T10:00:00Z',
    };
    expect(formValuesOf(code)).toEqual({
      name: 'Guest',
      code: '1234',
      type: 'time_bound',
      timeZone,
      startDate: instantToZonedWallTime(new Date(code.starts_at), timeZone),
      endDate: instantToZonedWallTime(new Date(code.ends_at), timeZone),
    });
  });
});

describe('toCreateParams', () => {
  it('sends the window as UTC instants across a DST change', () => {
    expect(toCreateParams('dev1', values)).toEqual({
      device_id: 'dev1',
      name: 'Guest',
      code: '1234',
      starts_at: '2024-03-10T06:30:00.000Z',
      ends_at: '2024-03-11T05:30:00.000Z',
    });
  });

  it('sends no window for an ongoing code', () => {
    expect(toCreateParams('dev1', { ...values, type: 'ongoing' })).toEqual({
      device_id: 'dev1',
      name: 'Guest',
      code: '1234',
    });
  });

  it('refuses to send half a window', () => {
    expect(() => toCreateParams('dev1', { ...values, endDate: '' })).toThrow(
      'Invalid start or end date',
    );
  });
});

describe('toUpdateParams', () => {
  const code = {
    access_code_id: 'ac1',
    device_id: 'dev1',
    code: '9999',
    type: 'time_bound',
    starts_at: '2024-01-01T00:00:00Z',
    ends_at: '2024-01-02T00:00:00Z',
    is_offline_access_code: true,
  };

  it('changes only the name of an offline time-bound code', () => {
    expect(isNameOnly(code)).toBe(true);
    // Only the name: a resent code, type or window is refused for offline codes.
    expect(toUpdateParams(code, values, true)).toEqual({
      access_code_id: 'ac1',
      device_id: 'dev1',
      name: 'Guest',
    });
    // An offline code without a code yet renames the same way (no empty code is sent).
    expect(toUpdateParams({ ...code, code: null }, values, true)).toEqual({
      access_code_id: 'ac1',
      device_id: 'dev1',
      name: 'Guest',
    });
  });

  it('sends every field otherwise', () => {
    expect(isNameOnly({ ...code, is_offline_access_code: false })).toBe(false);
    expect(isNameOnly({ ...code, type: 'ongoing' })).toBe(false);
    expect(toUpdateParams(code, { ...values, type: 'ongoing' }, false)).toEqual({
      access_code_id: 'ac1',
      device_id: 'dev1',
      name: 'Guest',
      code: '1234',
      type: 'ongoing',
    });
  });

  it('keeps the saved instant of a date left as it was: its seconds, and its side of a DST fold', () => {
    // 01:30 on 3 November 2024 happens twice in New York; this end is the second (EST) pass.
    const saved = {
      ...code,
      is_offline_access_code: false,
      starts_at: '2024-11-02T12:00:45Z',
      ends_at: '2024-11-03T06:30:00.000Z',
    };
    const shown = { ...values, startDate: '2024-11-02T08:00', endDate: '2024-11-03T01:30' };
    expect(toUpdateParams(saved, shown, false)).toMatchObject({
      starts_at: '2024-11-02T12:00:45.000Z',
      ends_at: '2024-11-03T06:30:00.000Z',
    });
  });

  it('sends an edited date as the form reads it', () => {
    const saved = { ...code, is_offline_access_code: false, starts_at: '2024-11-02T12:00:45Z' };
    const edited = { ...values, startDate: '2024-11-02T09:00', endDate: '2024-11-03T09:00' };
    expect(toUpdateParams(saved, edited, false)).toMatchObject({
      starts_at: '2024-11-02T13:00:00.000Z',
      ends_at: '2024-11-03T14:00:00.000Z',
    });
  });
});

describe('changesNothing', () => {
  const saved = {
    access_code_id: 'ac1',
    device_id: 'dev1',
    name: 'Guest',
    code: '1234',
    type: 'time_bound',
    starts_at: '2024-01-01T00:00:00Z',
    ends_at: '2024-01-02T00:00:00Z',
  };
  const same = {
    access_code_id: 'ac1',
    device_id: 'dev1',
    name: 'Guest',
    code: '1234',
    type: 'time_bound' as const,
    starts_at: '2024-01-01T00:00:00.000Z',
    ends_at: '2024-01-02T00:00:00.000Z',
  };

  it('is true when every field sent equals the saved one, whatever the instant notation', () => {
    expect(changesNothing(saved, same)).toBe(true);
    expect(
      changesNothing(
        { ...saved, is_offline_access_code: true },
        { ...same, code: undefined, type: undefined, starts_at: undefined, ends_at: undefined },
      ),
    ).toBe(true);
  });

  it.each([
    ['name', { name: 'Guest 2' }],
    ['code', { code: '4321' }],
    ['type', { type: 'ongoing' as const, starts_at: undefined, ends_at: undefined }],
    ['start', { starts_at: '2024-01-01T00:01:00.000Z' }],
    ['end', { ends_at: '2024-01-03T00:00:00.000Z' }],
  ])('is false when the %s changes', (_field, change) => {
    expect(changesNothing(saved, { ...same, ...change })).toBe(false);
  });

  it('is false when the API sent the name or code as a number, so it is saved back as text', () => {
    expect(changesNothing({ ...saved, name: 1234 }, { ...same, name: '1234' })).toBe(false);
    expect(changesNothing({ ...saved, code: 1234 }, same)).toBe(false);
  });

  it('is false when a window is given to a code that had none', () => {
    const ongoing = { ...saved, type: 'ongoing', starts_at: null, ends_at: null };
    expect(changesNothing(ongoing, same)).toBe(false);
    expect(changesNothing({ ...ongoing, type: undefined }, { ...same, type: undefined })).toBe(
      false,
    );
  });
});
