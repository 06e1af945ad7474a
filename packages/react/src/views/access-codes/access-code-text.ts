import type { AccessCodesMessages } from '../../messages/access-codes.js';
import {
  type DateFormatOptions,
  formatDateTime,
  formatShortDateTime,
  type ShortDateFormatOptions,
} from '../../ui/format-date.js';
import type { AccessCodeTiming } from './access-code-status.js';

type Messages = Pick<
  AccessCodesMessages,
  | 'activeOngoing'
  | 'activeUntil'
  | 'activeNoEnd'
  | 'startsAt'
  | 'endedAt'
  | 'dateUnknown'
  | 'rowStarts'
  | 'rowEnds'
  | 'rowEnded'
  | 'rowOngoing'
>;

/** The details' status line: 'Active (ongoing)', 'Active until …', 'Starts …' (or 'Ended …'). */
export function statusLine(t: Messages, timing: AccessCodeTiming, options?: DateFormatOptions) {
  switch (timing.kind) {
    case 'ongoing':
      return t.activeOngoing;
    case 'upcoming':
      return t.startsAt(formatDateTime(timing.startsAt, options));
    case 'active':
      return timing.endsAt ? t.activeUntil(formatDateTime(timing.endsAt, options)) : t.activeNoEnd;
    case 'ended':
      return t.endedAt(formatDateTime(timing.endsAt, options));
    case 'unknown':
      return t.dateUnknown;
  }
}

/** A row's start or end text: the start before it starts, then the end (with its year when not this one's). */
export function rowTimingText(
  t: Messages,
  timing: AccessCodeTiming,
  options?: ShortDateFormatOptions,
) {
  switch (timing.kind) {
    case 'ongoing':
      return t.rowOngoing;
    case 'upcoming':
      return t.rowStarts(formatShortDateTime(timing.startsAt, options));
    case 'active':
      return timing.endsAt ? t.rowEnds(formatShortDateTime(timing.endsAt, options)) : t.rowOngoing;
    case 'ended':
      return t.rowEnded(formatShortDateTime(timing.endsAt, options));
    case 'unknown':
      return t.dateUnknown;
  }
}
