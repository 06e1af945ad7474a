/** A wall-clock date and time as a `datetime-local` input holds it: `YYYY-MM-DDTHH:mm`. */
export type WallTime = string;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

// One formatter per zone: building them is the expensive part of Intl.
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows the zone (`UTC` always is). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * `Date.UTC` of these fields, years 0-99 included: `Date.UTC` reads those as 1900-1999, and a
 * datetime-local input holds such a year while its digits are typed (0002, 0020, 0202, 2025).
 */
function utcFields(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** The wall-clock fields of an instant in a zone, as a UTC timestamp of the same fields. */
function wallFieldsAsUtc(instantMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return utcFields(year, month, day, hour, minute, second);
}

// Exact to the second: zones kept local mean time into the 20th century (Monrovia −00:44:30 until
// 1972), and rounding that to minutes moved a typed 12:00 to 11:59:30.
function offsetMs(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return wallFieldsAsUtc(wholeSecond, timeZone) - wholeSecond;
}

/** The zone's offset from UTC at an instant, in minutes (east positive: Kolkata is +330). */
export function timeZoneOffsetMinutes(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return Math.round(offsetMs(ms, timeZone) / MINUTE_MS);
}

/** Parses a wall time into a UTC timestamp of the same fields, or null when it is not one. */
export function parseWallTime(wallTime: string): number | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const second = Number.isNaN(s) ? 0 : (s ?? 0);
  if ((h ?? 0) > 23 || (mi ?? 0) > 59 || second > 59) return null;
  const ms = utcFields(y ?? 0, mo ?? 1, d ?? 1, h, mi, second);
  const back = new Date(ms);
  // Date.UTC rolls 31 February over into March: reject instead of guessing.
  if (back.getUTCMonth() !== (mo ?? 1) - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function formatWallFields(utcFieldsMs: number): WallTime {
  const date = new Date(utcFieldsMs);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** The wall-clock time (minute precision) an instant shows in a zone. */
export function instantToZonedWallTime(instant: Date | number, timeZone: string): WallTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return formatWallFields(wallFieldsAsUtc(Math.floor(ms / 1000) * 1000, timeZone));
}

/**
 * The instant at which a zone's clocks show a wall time, or null for an unparseable wall time.
 *
 * Ambiguous and skipped times follow the "compatible" rule of Temporal and of most calendars:
 * a repeated time (clocks go back) takes the earlier instant; a skipped time (clocks go forward)
 * moves forward by the length of the gap, so 02:30 on a spring-forward night becomes 03:30.
 */
export function zonedWallTimeToInstant(wallTime: WallTime, timeZone: string): Date | null {
  const fieldsMs = parseWallTime(wallTime);
  if (fieldsMs === null) return null;
  const before = offsetMs(fieldsMs - DAY_MS, timeZone);
  const after = offsetMs(fieldsMs + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => fieldsMs - offset)
    .filter((ms) => wallFieldsAsUtc(ms, timeZone) === fieldsMs)
    .sort((a, b) => a - b);
  // No candidate: the time was skipped, so read it with the offset in force before the gap.
  return new Date(candidates[0] ?? fieldsMs - before);
}

/** `UTC+05:30`, `UTC-04:00`, `UTC+00:00`: the zone's offset at an instant. */
export function formatUtcOffset(instant: Date | number, timeZone: string): string {
  const minutes = timeZoneOffsetMinutes(instant, timeZone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The browser's own zone, falling back to UTC where the platform cannot tell. */
export function localTimeZone(): string {
  // A platform without zone data names `Etc/Unknown`, which no formatter takes: the form threw.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

/**
 * Every zone the platform supports, plus UTC and any `extra` ones (the browser's own zone can be
 * an alias such as `Asia/Kolkata` that the canonical list spells `Asia/Calcutta`), sorted by name.
 */
export function supportedTimeZones(extra: string[] = []): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...zones, 'UTC', ...extra.filter(isValidTimeZone)]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/**
 * The instant a code's offsets are read at: its start in the zone, else now. A window in July
 * shows New York's summer offset even when it is set up in November.
 */
export function offsetInstant(startDate: WallTime, timeZone: string): number {
  return zonedWallTimeToInstant(startDate, timeZone)?.getTime() ?? Date.now();
}

/** A zone's label for the picker: its name and its offset at an instant, e.g. `Asia/Kolkata (UTC+05:30)`. */
export function timeZoneLabel(timeZone: string, at: Date | number): string {
  return `${timeZone.replaceAll('_', ' ')} (${formatUtcOffset(at, timeZone)})`;
}
