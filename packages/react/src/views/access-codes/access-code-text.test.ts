import { describe, expect, it } from 'vitest';
import { accessCodesMessages as t } from '../../messages/access-codes.js';
import { accessCodeTiming } from './access-code-status.js';
import { rowTimingText, statusLine } from './access-code-text.js';

const options = { locale: 'en-US', timeZone: 'UTC' };
const now = new Date('2024-06-01T12:00:00Z');
const timeBound = {
  access_code_id: 'ac1',
  type: 'time_bound',
  starts_at: '2024-06-03T09:30:00Z',
  ends_at: '2024-06-05T18:00:00Z',
};

describe('statusLine', () => {
  it('says an ongoing code is active', () => {
    const timing = accessCodeTiming({ access_code_id: 'a', type: 'ongoing' }, now);
    expect(statusLine(t, timing, options)).toBe('Active (ongoing)');
  });

  it('says when an upcoming code starts', () => {
    expect(statusLine(t, accessCodeTiming(timeBound, now), options)).toBe(
      'Starts Jun 3, 2024, 9:30 AM',
    );
  });

  it('says until when a started code is active', () => {
    const later = new Date('2024-06-04T00:00:00Z');
    expect(statusLine(t, accessCodeTiming(timeBound, later), options)).toBe(
      'Active until Jun 5, 2024, 6:00 PM',
    );
  });

  it('writes dates in the zone asked for', () => {
    const later = new Date('2024-06-04T00:00:00Z');
    const kolkata = { locale: 'en-US', timeZone: 'Asia/Kolkata' };
    expect(statusLine(t, accessCodeTiming(timeBound, later), kolkata)).toBe(
      'Active until Jun 5, 2024, 11:30 PM',
    );
  });

  it('says when an ended code ended and falls back for bad dates', () => {
    const after = new Date('2024-07-01T00:00:00Z');
    expect(statusLine(t, accessCodeTiming(timeBound, after), options)).toBe(
      'Ended Jun 5, 2024, 6:00 PM',
    );
    const broken = { ...timeBound, starts_at: 'x', ends_at: 'y' };
    expect(statusLine(t, accessCodeTiming(broken, now), options)).toBe('Date unknown');
  });
});

describe('rowTimingText', () => {
  it('shows the start before the code starts and the end after', () => {
    expect(rowTimingText(t, accessCodeTiming(timeBound, now), { ...options, now })).toBe(
      'Starts Jun 3, 9:30 AM',
    );
    const later = new Date('2024-06-04T00:00:00Z');
    expect(rowTimingText(t, accessCodeTiming(timeBound, later), { ...options, now: later })).toBe(
      'Ends Jun 5, 6:00 PM',
    );
    const ongoing = accessCodeTiming({ access_code_id: 'a', type: 'ongoing' }, now);
    expect(rowTimingText(t, ongoing, options)).toBe('Ongoing');
  });

  it('shows the year of a date in another year than now, so codes years apart differ', () => {
    const inMarch = (year: number) => ({
      ...timeBound,
      starts_at: `${year}-03-09T06:30:00Z`,
      ends_at: `${year}-03-10T06:30:00Z`,
    });
    const march2024 = new Date('2024-03-01T00:00:00Z');
    const text = (year: number, at: Date) =>
      rowTimingText(t, accessCodeTiming(inMarch(year), at), { ...options, now: at });
    expect(text(2024, march2024)).toBe('Starts Mar 9, 6:30 AM');
    expect(text(2031, march2024)).toBe('Starts Mar 9, 2031, 6:30 AM');
    expect(text(2023, march2024)).toBe('Ended Mar 10, 2023, 6:30 AM');
  });

  it('reads the year in the zone asked for: 3 AM on New Year’s Day in UTC is still last year in New York', () => {
    const lastDay = new Date('2024-12-31T12:00:00Z');
    const code = {
      ...timeBound,
      starts_at: '2025-01-01T03:00:00Z',
      ends_at: '2025-01-02T00:00:00Z',
    };
    const timing = accessCodeTiming(code, lastDay);
    const newYork = { locale: 'en-US', timeZone: 'America/New_York', now: lastDay };
    expect(rowTimingText(t, timing, newYork)).toBe('Starts Dec 31, 10:00 PM');
    expect(rowTimingText(t, timing, { ...options, now: lastDay })).toBe(
      'Starts Jan 1, 2025, 3:00 AM',
    );
  });
});
