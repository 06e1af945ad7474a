import { describe, expect, it, vi } from 'vitest';
import {
  formatUtcOffset,
  instantToZonedWallTime,
  isValidTimeZone,
  localTimeZone,
  offsetInstant,
  parseWallTime,
  supportedTimeZones,
  timeZoneLabel,
  timeZoneOffsetMinutes,
  zonedWallTimeToInstant,
} from './time-zone.js';

const iso = (wall: string, zone: string) => zonedWallTimeToInstant(wall, zone)?.toISOString();

describe('zonedWallTimeToInstant', () => {
  it('reads wall times in zones west and east of UTC', () => {
    expect(iso('2024-01-15T09:00', 'America/New_York')).toBe('2024-01-15T14:00:00.000Z');
    expect(iso('2024-07-15T09:00', 'America/New_York')).toBe('2024-07-15T13:00:00.000Z');
    expect(iso('2024-01-15T09:00', 'Europe/Berlin')).toBe('2024-01-15T08:00:00.000Z');
    expect(iso('2024-07-15T09:00', 'Europe/Berlin')).toBe('2024-07-15T07:00:00.000Z');
    expect(iso('2024-03-01T12:00', 'Asia/Kolkata')).toBe('2024-03-01T06:30:00.000Z');
    expect(iso('2024-03-01T12:00', 'UTC')).toBe('2024-03-01T12:00:00.000Z');
  });

  it('keeps a typed time in a zone whose offset has seconds (local mean time)', () => {
    // Monrovia kept UTC−00:44:30 until 1972; New York was −04:56:02 before 1883.
    expect(iso('1971-06-01T12:00', 'Africa/Monrovia')).toBe('1971-06-01T12:44:30.000Z');
    expect(instantToZonedWallTime(new Date('1971-06-01T12:44:30Z'), 'Africa/Monrovia')).toBe(
      '1971-06-01T12:00',
    );
    expect(iso('1880-01-01T09:00', 'America/New_York')).toBe('1880-01-01T13:56:02.000Z');
  });

  it('crosses the date line for Pacific/Auckland in both seasons', () => {
    // NZDT (+13) in January, NZST (+12) in July.
    expect(iso('2024-01-01T08:00', 'Pacific/Auckland')).toBe('2023-12-31T19:00:00.000Z');
    expect(iso('2024-07-01T08:00', 'Pacific/Auckland')).toBe('2024-06-30T20:00:00.000Z');
  });

  it('moves a time skipped by spring-forward forward by the gap', () => {
    // New York jumps from 02:00 EST to 03:00 EDT on 2024-03-10.
    expect(iso('2024-03-10T02:30', 'America/New_York')).toBe('2024-03-10T07:30:00.000Z');
    expect(instantToZonedWallTime(new Date('2024-03-10T07:30:00Z'), 'America/New_York')).toBe(
      '2024-03-10T03:30',
    );
    expect(iso('2024-03-10T01:59', 'America/New_York')).toBe('2024-03-10T06:59:00.000Z');
    expect(iso('2024-03-10T03:00', 'America/New_York')).toBe('2024-03-10T07:00:00.000Z');
    // Berlin jumps from 02:00 CET to 03:00 CEST on 2024-03-31.
    expect(iso('2024-03-31T02:15', 'Europe/Berlin')).toBe('2024-03-31T01:15:00.000Z');
    // Auckland jumps from 02:00 NZST to 03:00 NZDT on 2024-09-29.
    expect(iso('2024-09-29T02:30', 'Pacific/Auckland')).toBe('2024-09-28T14:30:00.000Z');
  });

  it('takes the earlier instant for a time repeated by fall-back', () => {
    // New York repeats 01:00-02:00 on 2024-11-03: EDT first (05:30Z), then EST (06:30Z).
    expect(iso('2024-11-03T01:30', 'America/New_York')).toBe('2024-11-03T05:30:00.000Z');
    expect(iso('2024-11-03T02:30', 'America/New_York')).toBe('2024-11-03T07:30:00.000Z');
    expect(iso('2024-10-27T02:30', 'Europe/Berlin')).toBe('2024-10-27T00:30:00.000Z');
    // Auckland repeats 02:00-03:00 on 2024-04-07: NZDT (+13) first.
    expect(iso('2024-04-07T02:30', 'Pacific/Auckland')).toBe('2024-04-06T13:30:00.000Z');
  });

  it('handles quarter- and half-hour offsets, west and east of UTC', () => {
    expect(iso('2024-01-15T09:00', 'America/St_Johns')).toBe('2024-01-15T12:30:00.000Z');
    expect(iso('2024-07-15T09:00', 'America/St_Johns')).toBe('2024-07-15T11:30:00.000Z');
    expect(iso('2024-06-01T12:00', 'Asia/Kathmandu')).toBe('2024-06-01T06:15:00.000Z');
    expect(iso('2024-01-15T12:00', 'Pacific/Chatham')).toBe('2024-01-14T22:15:00.000Z');
    expect(formatUtcOffset(new Date('2024-01-15T12:00:00Z'), 'America/St_Johns')).toBe('UTC-03:30');
  });

  it('follows a half-hour DST shift (Lord Howe: +10:30 / +11:00)', () => {
    // 2024-10-06: 02:00 jumps to 02:30, so 02:15 is skipped and moves forward by the 30-minute gap.
    expect(iso('2024-10-06T02:15', 'Australia/Lord_Howe')).toBe('2024-10-05T15:45:00.000Z');
    expect(instantToZonedWallTime(new Date('2024-10-05T15:45:00Z'), 'Australia/Lord_Howe')).toBe(
      '2024-10-06T02:45',
    );
    // 2025-04-06: 02:00 falls back to 01:30, so 01:45 happens twice; the earlier (+11:00) wins.
    expect(iso('2025-04-06T01:45', 'Australia/Lord_Howe')).toBe('2025-04-05T14:45:00.000Z');
    expect(instantToZonedWallTime(new Date('2025-04-05T15:15:00Z'), 'Australia/Lord_Howe')).toBe(
      '2025-04-06T01:45',
    );
  });

  it('rejects what is not a wall time', () => {
    expect(zonedWallTimeToInstant('', 'UTC')).toBeNull();
    expect(zonedWallTimeToInstant('2024-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedWallTimeToInstant('2024-02-10 10:00', 'UTC')).toBeNull();
    expect(zonedWallTimeToInstant('2024-02-10T25:00', 'UTC')).toBeNull();
    expect(parseWallTime('2024-02-10T10:00:30')).toBe(Date.UTC(2024, 1, 10, 10, 0, 30));
  });

  it('reads a year below 100 as written and refuses minutes past 59', () => {
    // A datetime-local input holds 0024 while its year is typed digit by digit, or when left so.
    expect(zonedWallTimeToInstant('0024-05-01T10:00', 'UTC')?.toISOString()).toBe(
      '0024-05-01T10:00:00.000Z',
    );
    expect(instantToZonedWallTime(new Date('0024-05-01T10:00:00Z'), 'UTC')).toBe(
      '0024-05-01T10:00',
    );
    expect(parseWallTime('2024-02-10T10:75')).toBeNull();
    expect(parseWallTime('2024-02-10T10:00:60')).toBeNull();
  });
});

describe('instantToZonedWallTime', () => {
  it('shows both sides of the fall-back repeat', () => {
    expect(instantToZonedWallTime(new Date('2024-11-03T05:30:00Z'), 'America/New_York')).toBe(
      '2024-11-03T01:30',
    );
    expect(instantToZonedWallTime(new Date('2024-11-03T06:30:00Z'), 'America/New_York')).toBe(
      '2024-11-03T01:30',
    );
  });

  it('round-trips every quarter hour of a year in many zones', () => {
    const zones = [
      'America/New_York',
      'America/St_Johns',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Auckland',
      'UTC',
    ];
    for (const zone of zones) {
      for (
        let ms = Date.UTC(2024, 0, 1);
        ms < Date.UTC(2025, 0, 1);
        ms += 7 * 3_600_000 + 900_000
      ) {
        const wall = instantToZonedWallTime(ms, zone);
        const back = zonedWallTimeToInstant(wall, zone)?.getTime() ?? Number.NaN;
        // Repeated hours legitimately map to the earlier of two instants.
        expect(instantToZonedWallTime(back, zone)).toBe(wall);
        // Lord Howe repeats half an hour.
        expect([0, 1_800_000, 3_600_000]).toContain(ms - back);
      }
    }
  });
});

describe('offsets and labels', () => {
  it('measures offsets east positive, including half hours', () => {
    expect(timeZoneOffsetMinutes(new Date('2024-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(timeZoneOffsetMinutes(new Date('2024-06-01T00:00:00Z'), 'America/New_York')).toBe(-240);
    expect(timeZoneOffsetMinutes(new Date('2024-01-01T00:00:00Z'), 'America/New_York')).toBe(-300);
    expect(timeZoneOffsetMinutes(new Date('2024-01-01T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('formats offsets and labels', () => {
    const june = new Date('2024-06-01T00:00:00Z');
    expect(formatUtcOffset(june, 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(formatUtcOffset(june, 'America/New_York')).toBe('UTC-04:00');
    expect(formatUtcOffset(june, 'UTC')).toBe('UTC+00:00');
    expect(timeZoneLabel('America/New_York', june)).toBe('America/New York (UTC-04:00)');
  });

  it("takes the browser's zone, or UTC where the platform cannot name one", () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    const reporting = (timeZone: string | undefined) =>
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
        this: Intl.DateTimeFormat,
      ) {
        return { ...real.call(this), timeZone } as Intl.ResolvedDateTimeFormatOptions;
      });
    try {
      reporting('Asia/Kolkata');
      expect(localTimeZone()).toBe('Asia/Kolkata');
      // A platform without zone data (Chromium or Node with an empty TZ) says 'Etc/Unknown',
      // which no formatter takes: the form threw on its first date.
      reporting('Etc/Unknown');
      expect(localTimeZone()).toBe('UTC');
      reporting(undefined);
      expect(localTimeZone()).toBe('UTC');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('lists the supported zones plus UTC, once each', () => {
    const zones = supportedTimeZones(['Asia/Kolkata', 'Mars/Olympus', 'UTC']);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Mars/Olympus');
    expect(new Set(zones).size).toBe(zones.length);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
  });
});

describe('offsetInstant', () => {
  it("is the start's instant in the zone, or now when the start is not a time", () => {
    expect(new Date(offsetInstant('2030-07-10T09:00', 'America/New_York')).toISOString()).toBe(
      '2030-07-10T13:00:00.000Z',
    );
    const before = Date.now();
    const at = offsetInstant('', 'America/New_York');
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
