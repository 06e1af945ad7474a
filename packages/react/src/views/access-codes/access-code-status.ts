import { date } from '../../ui/loose-values.js';
import type { AccessCodeLike } from './access-code-shape.js';

/** Where an access code stands in time, from which the status line and row text are written. */
export type AccessCodeTiming =
  | { kind: 'ongoing' }
  | { kind: 'upcoming'; startsAt: Date; endsAt: Date | null }
  | { kind: 'active'; startsAt: Date | null; endsAt: Date | null }
  | { kind: 'ended'; startsAt: Date | null; endsAt: Date }
  | { kind: 'unknown' };

/**
 * Whether a code is time-bound: its type says so, or (for a type this version does not know) it
 * carries a readable start or end.
 */
export function isTimeBound(code: AccessCodeLike): boolean {
  if (code.type === 'time_bound') return true;
  if (code.type === 'ongoing') return false;
  return date(code.starts_at) !== null || date(code.ends_at) !== null;
}

/**
 * Classifies an access code at `now`. Time-bound codes are active once `starts_at` has passed;
 * a code of an unknown type is read as time-bound when it carries dates, else as ongoing.
 */
export function accessCodeTiming(code: AccessCodeLike, now: Date): AccessCodeTiming {
  if (!isTimeBound(code)) return { kind: 'ongoing' };
  const startsAt = date(code.starts_at);
  const endsAt = date(code.ends_at);
  if (!startsAt && !endsAt) return { kind: 'unknown' };
  if (startsAt && startsAt.getTime() > now.getTime()) return { kind: 'upcoming', startsAt, endsAt };
  if (endsAt && endsAt.getTime() <= now.getTime()) return { kind: 'ended', startsAt, endsAt };
  return { kind: 'active', startsAt, endsAt };
}

/** Whether the code works at `now`: ongoing, or time-bound and started (and not yet ended). */
export function isAccessCodeActive(code: AccessCodeLike, now: Date): boolean {
  const { kind } = accessCodeTiming(code, now);
  return kind === 'ongoing' || kind === 'active';
}

/** The instant the timing changes next, so a view can re-render then rather than poll blindly. */
export function nextTimingChange(timing: AccessCodeTiming): Date | null {
  if (timing.kind === 'upcoming') return timing.startsAt;
  if (timing.kind === 'active') return timing.endsAt;
  return null;
}
