import { date } from '../../../ui/loose-values.js';
import type { AccessCodeLike } from '../access-code-shape.js';
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
  const startsAt = date(code.starts_at);
  const endsAt = date(code.ends_at);
  return {
    startDate: startsAt ? instantToZonedWallTime(startsAt, timeZone) : fallback.startDate,
    endDate: endsAt ? instantToZonedWallTime(endsAt, timeZone) : fallback.endDate,
  };
}

/** The saved window of the code being edited (ISO instants as the API sent them). */
export interface SavedWindow {
  starts_at?: string | null | undefined;
  ends_at?: string | null | undefined;
}

/**
 * The instant a wall time stands for: the saved one while the date still shows it, else the wall
 * time read in the zone. A wall time alone loses the saved seconds and cannot tell which pass of
 * an hour a DST change repeats is meant, so reading it back moved untouched dates.
 */
function wallTimeInstant(
  wallTime: WallTime,
  timeZone: string,
  saved: string | null | undefined,
): Date | null {
  const savedInstant = date(saved);
  if (savedInstant && instantToZonedWallTime(savedInstant, timeZone) === wallTime) {
    return savedInstant;
  }
  return zonedWallTimeToInstant(wallTime, timeZone);
}

function convert(
  wallTime: WallTime,
  from: string,
  to: string,
  saved: string | null | undefined,
): WallTime {
  const instant = wallTimeInstant(wallTime, from, saved);
  return instant ? instantToZonedWallTime(instant, to) : wallTime;
}

/**
 * Moves a window to another zone keeping both instants: the clocks change, the moments do not.
 * A date the user left unreadable is kept as typed.
 */
export function convertTimingWindow(
  window: TimingWindow,
  from: string,
  to: string,
  saved: SavedWindow = {},
): TimingWindow {
  return {
    startDate: convert(window.startDate, from, to, saved.starts_at),
    endDate: convert(window.endDate, from, to, saved.ends_at),
  };
}

/**
 * The window's instants, or null for a date that cannot be read; a date that still shows its
 * saved instant is that instant (see `wallTimeInstant`).
 */
export function timingWindowInstants(
  window: TimingWindow,
  timeZone: string,
  saved: SavedWindow = {},
) {
  return {
    startsAt: wallTimeInstant(window.startDate, timeZone, saved.starts_at),
    endsAt: wallTimeInstant(window.endDate, timeZone, saved.ends_at),
  };
}
