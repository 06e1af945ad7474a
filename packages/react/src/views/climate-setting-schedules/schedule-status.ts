/**
 * Where a schedule stands now (the spec's states and transitions): 'starts' before the start, 'ends' within the window,
 * 'expired' after the end, each with the date its label names (the start for 'starts', the end
 * otherwise). 'unknown' when the dates cannot tell (both missing, or started with no end).
 */
export type ScheduleStatus =
  | { kind: 'starts'; date: Date }
  | { kind: 'ends'; date: Date }
  | { kind: 'expired'; date: Date }
  | { kind: 'unknown' };

/**
 * The window is half-open, [start, end): exactly at the start the schedule is running ('ends');
 * exactly at the end it has expired. The end is checked first, so a reversed window (end before
 * start) reads 'starts' until its end and 'expired' after, never 'ends'.
 */
export function scheduleStatus(
  window: { startsAt: Date | null; endsAt: Date | null },
  now: Date,
): ScheduleStatus {
  const { startsAt, endsAt } = window;
  const time = now.getTime();
  if (endsAt && time >= endsAt.getTime()) return { kind: 'expired', date: endsAt };
  if (startsAt && time < startsAt.getTime()) return { kind: 'starts', date: startsAt };
  if (endsAt) return { kind: 'ends', date: endsAt };
  return { kind: 'unknown' };
}
