import { type AccessCodeLike, parseApiDate } from '../access-code-shape.js';
import {
  instantToZonedWallTime,
  parseWallTime,
  type WallTime,
  zonedWallTimeToInstant,
} from './time-zone.js';

const DAY_MS = 86_400_000;

/** A time-bound window as the form edits it: two wall times read in one zone. */
export interface TimingWindow {
  startDate: WallTime;
  endDate: WallTime;
}

/** The wall time one calendar day later: same clock reading, even across a DST change. */
export function addOneDay(wallTime: WallTime): WallTime {
  const fields = parseWallTime(wallTime);
  if (fields === null) return wallTime;
  return new Date(fields + DAY_MS).toISOString().slice(0, 16);
}

/** The create form's window: from now until the same time tomorrow, in `timeZone`. */
export function defaultTimingWindow(now: Date, timeZone: string): TimingWindow {
  const startDate = instantToZonedWallTime(now, timeZone);
  return { startDate, endDate: addOneDay(startDate) };
}

/** The edit form's window: the code's own dates in `timeZone`, the default where one is missing. */
export function timingWindowOf(code: AccessCodeLike, now: Date, timeZone: string): TimingWindow {
  const fallback = defaultTimingWindow(now, timeZone);
  const startsAt = parseApiDate(code.starts_at);
  const endsAt = parseApiDate(code.ends_at);
  return {
    startDate: startsAt ? instantToZonedWallTime(startsAt, timeZone) : fallback.startDate,
    endDate: endsAt ? instantToZonedWallTime(endsAt, timeZone) : fallback.endDate,
  };
}

function convert(wallTime: WallTime, from: string, to: string): WallTime {
  const instant = zonedWallTimeToInstant(wallTime, from);
  return instant ? instantToZonedWallTime(instant, to) : wallTime;
}

/**
 * Moves a window to another zone keeping both instants: the clocks change, the moments do not.
 * A date the user left unreadable is kept as typed.
 */
export function convertTimingWindow(window: TimingWindow, from: string, to: string): TimingWindow {
  return {
    startDate: convert(window.startDate, from, to),
    endDate: convert(window.endDate, from, to),
  };
}

/** The window's instants, or null for a date that cannot be read. */
export function timingWindowInstants(window: TimingWindow, timeZone: string) {
  return {
    startsAt: zonedWallTimeToInstant(window.startDate, timeZone),
    endsAt: zonedWallTimeToInstant(window.endDate, timeZone),
  };
}
