import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  instantToZonedWallTime,
  parseWallTime,
  timeZoneOffsetMinutes,
  zonedWallTimeToInstant,
} from './time-zone.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// Zones with daylight saving (north and south), half- and quarter-hour offsets, a negative
// "summer" time (Dublin), a 30-minute shift (Lord Howe) and a skipped day (Apia, 2011).
const ZONES = [
  'UTC',
  'America/New_York',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Dublin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
];
const zone = fc.constantFrom(...ZONES);

// Minute-precision instants from 1971 to 2099 (wall times have minute precision).
const instant = fc
  .integer({ min: Date.UTC(1971, 0, 1) / MINUTE_MS, max: Date.UTC(2099, 11, 31) / MINUTE_MS })
  .map((minutes) => minutes * MINUTE_MS);

// Where clocks change in a zone in a year: found day by day, then to the minute by halving.
const transitions = new Map<string, number[]>();
function transitionsOf(z: string, year: number): number[] {
  const key = `${z} ${year}`;
  const cached = transitions.get(key);
  if (cached) return cached;
  const found: number[] = [];
  for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += DAY_MS) {
    if (timeZoneOffsetMinutes(day, z) === timeZoneOffsetMinutes(day + DAY_MS, z)) continue;
    let [low, high] = [day, day + DAY_MS];
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (timeZoneOffsetMinutes(middle, z) === timeZoneOffsetMinutes(low, z)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  transitions.set(key, found);
  return found;
}

// Instants within two hours of a clock change (where the rules for repeated and skipped times
// apply), paired with their zone; a zone without changes that year gives any instant.
const nearClockChange = fc
  .tuple(zone, fc.integer({ min: 1971, max: 2098 }), fc.nat(), fc.integer({ min: -120, max: 120 }))
  .map(([z, year, pick, minutes]): [number, string] => {
    const found = transitionsOf(z, year);
    const base = found.length > 0 ? (found[pick % found.length] as number) : Date.UTC(year, 5, 1);
    return [base + minutes * MINUTE_MS, z];
  });

const anywhere = fc.tuple(instant, zone);
const instantInZone = fc.oneof(anywhere, nearClockChange);
// Wall times read with the offset in force a day earlier: near a clock change they fall into the
// skipped or the repeated hour.
const wallTimeInZone = instantInZone.map(([ms, z]): [string, string] => [
  new Date(ms + timeZoneOffsetMinutes(ms - DAY_MS, z) * MINUTE_MS).toISOString().slice(0, 16),
  z,
]);

describe('time-zone conversions, for any instant, wall time and zone', () => {
  it('an instant read as wall time and back shows the same wall time, never a later instant', () => {
    fc.assert(
      fc.property(instantInZone, ([ms, z]) => {
        const wall = instantToZonedWallTime(ms, z);
        const back = zonedWallTimeToInstant(wall, z)?.getTime();
        expect(back).toBeDefined();
        expect(instantToZonedWallTime(back as number, z)).toBe(wall);
        // Earlier only for a repeated hour, where the earlier of the two instants is taken.
        expect(back).toBeLessThanOrEqual(ms);
        if (back !== ms) {
          expect(timeZoneOffsetMinutes(back as number, z)).not.toBe(timeZoneOffsetMinutes(ms, z));
        }
      }),
    );
  });

  it('a wall time read as an instant and back is unchanged unless the clocks skipped it', () => {
    fc.assert(
      fc.property(wallTimeInZone, ([wall, z]) => {
        const at = zonedWallTimeToInstant(wall, z);
        expect(at).not.toBeNull();
        const shown = instantToZonedWallTime(at as Date, z);
        if (shown === wall) return;
        // Skipped: moved forward by the length of the gap, which the offsets around it give.
        const fields = parseWallTime(wall) as number;
        const gap =
          timeZoneOffsetMinutes(fields + DAY_MS, z) - timeZoneOffsetMinutes(fields - DAY_MS, z);
        expect(gap).toBeGreaterThan(0);
        expect(((parseWallTime(shown) as number) - fields) / MINUTE_MS).toBe(gap);
      }),
    );
  });

  it('the offset is the difference between the wall time shown and the instant', () => {
    fc.assert(
      fc.property(instantInZone, ([ms, z]) => {
        const fields = parseWallTime(instantToZonedWallTime(ms, z)) as number;
        expect(timeZoneOffsetMinutes(ms, z)).toBe((fields - ms) / MINUTE_MS);
      }),
    );
  });

  it('parsing any text never throws, and a valid wall time formats back to itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          wallTimeInZone.map(([wall]) => wall),
        ),
        (text) => {
          const parsed = parseWallTime(text);
          if (parsed === null) return;
          expect(Number.isFinite(parsed)).toBe(true);
          expect(instantToZonedWallTime(parsed, 'UTC')).toBe(text.trim().slice(0, 16));
        },
      ),
    );
  });
});
