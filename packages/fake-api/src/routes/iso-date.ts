const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * True for an ISO 8601 date-time with a time and an offset (`2026-05-01T09:00:00Z`,
 * `2026-05-01T09:00+02:00`) naming a real calendar instant. `Date.parse` alone also takes
 * `May 1, 2026`, a bare date, or a local time whose meaning depends on the server's zone.
 */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [y, mo, d, h, mi, s, oh, om] = match.slice(1).map((part) => Number(part ?? 0));
  const day = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1));
  const realDay = day.getUTCMonth() === (mo ?? 1) - 1 && day.getUTCDate() === d;
  const inRange = (value: number | undefined, below: number) => (value ?? 0) < below;
  return (
    realDay &&
    inRange(h, 24) &&
    inRange(mi, 60) &&
    inRange(s, 60) &&
    inRange(oh, 24) &&
    inRange(om, 60)
  );
}
