import { describe, expect, it } from 'vitest';
import {
  addOneDay,
  convertTimingWindow,
  defaultTimingWindow,
  timingWindowInstants,
  timingWindowOf,
} from './timing-window.js';

describe('defaultTimingWindow', () => {
  it('starts now and ends a day later in the selected zone', () => {
    const now = new Date('2024-06-01T12:34:56Z');
    expect(defaultTimingWindow(now, 'UTC')).toEqual({
      startDate: '2024-06-01T12:34',
      endDate: '2024-06-02T12:34',
    });
    expect(defaultTimingWindow(now, 'Asia/Kolkata')).toEqual({
      startDate: '2024-06-01T18:04',
      endDate: '2024-06-02T18:04',
    });
    expect(defaultTimingWindow(now, 'Pacific/Auckland')).toEqual({
      startDate: '2024-06-02T00:34',
      endDate: '2024-06-03T00:34',
    });
  });

  it('keeps the clock reading across spring-forward (a 23-hour day)', () => {
    const now = new Date('2024-03-09T17:00:00Z'); // 12:00 EST
    const window = defaultTimingWindow(now, 'America/New_York');
    expect(window).toEqual({ startDate: '2024-03-09T12:00', endDate: '2024-03-10T12:00' });
    const { startsAt, endsAt } = timingWindowInstants(window, 'America/New_York');
    expect(((endsAt?.getTime() ?? 0) - (startsAt?.getTime() ?? 0)) / 3_600_000).toBe(23);
  });

  it('keeps the clock reading across fall-back south of the equator (a 25-hour day)', () => {
    // Auckland leaves daylight time on 2024-04-07 at 03:00 NZDT.
    const now = new Date('2024-04-05T23:00:00Z'); // 12:00 NZDT on the 6th
    const window = defaultTimingWindow(now, 'Pacific/Auckland');
    expect(window).toEqual({ startDate: '2024-04-06T12:00', endDate: '2024-04-07T12:00' });
    const { startsAt, endsAt } = timingWindowInstants(window, 'Pacific/Auckland');
    expect(((endsAt?.getTime() ?? 0) - (startsAt?.getTime() ?? 0)) / 3_600_000).toBe(25);
  });

  it('rolls month and year ends', () => {
    expect(addOneDay('2024-12-31T23:59')).toBe('2025-01-01T23:59');
    expect(addOneDay('2024-02-28T08:00')).toBe('2024-02-29T08:00');
    expect(addOneDay('garbage')).toBe('garbage');
  });
});

describe('convertTimingWindow', () => {
  it('keeps both instants and changes the clocks', () => {
    const window = { startDate: '2024-06-01T09:00', endDate: '2024-06-02T09:00' };
    const kolkata = convertTimingWindow(window, 'America/New_York', 'Asia/Kolkata');
    expect(kolkata).toEqual({ startDate: '2024-06-01T18:30', endDate: '2024-06-02T18:30' });
    const before = timingWindowInstants(window, 'America/New_York');
    const after = timingWindowInstants(kolkata, 'Asia/Kolkata');
    expect(after.startsAt?.toISOString()).toBe(before.startsAt?.toISOString());
    expect(after.endsAt?.toISOString()).toBe(before.endsAt?.toISOString());
  });

  it('converts across the date line and back to the same clocks', () => {
    const window = { startDate: '2024-01-10T22:00', endDate: '2024-01-11T06:00' };
    const auckland = convertTimingWindow(window, 'Europe/Berlin', 'Pacific/Auckland');
    expect(auckland).toEqual({ startDate: '2024-01-11T10:00', endDate: '2024-01-11T18:00' });
    expect(convertTimingWindow(auckland, 'Pacific/Auckland', 'Europe/Berlin')).toEqual(window);
  });

  it('converts a window that crosses a DST change in the target zone', () => {
    // 2024-03-09 12:00 to 2024-03-11 12:00 UTC: New York springs forward in between.
    const window = { startDate: '2024-03-09T12:00', endDate: '2024-03-11T12:00' };
    expect(convertTimingWindow(window, 'UTC', 'America/New_York')).toEqual({
      startDate: '2024-03-09T07:00',
      endDate: '2024-03-11T08:00',
    });
  });

  it('keeps an unreadable date as typed', () => {
    const window = { startDate: '', endDate: '2024-06-02T09:00' };
    expect(convertTimingWindow(window, 'UTC', 'Europe/Berlin')).toEqual({
      startDate: '',
      endDate: '2024-06-02T11:00',
    });
  });
});

describe('timingWindowOf', () => {
  it('shows a code’s dates in the zone and fills what is missing', () => {
    const code = {
      access_code_id: 'a',
      starts_at: '2024-11-03T05:30:00Z',
      ends_at: 'not a date',
    };
    const now = new Date('2024-11-01T00:00:00Z');
    expect(timingWindowOf(code, now, 'America/New_York')).toEqual({
      startDate: '2024-11-03T01:30',
      endDate: '2024-11-01T20:00',
    });
  });
});
