import type { AccessCodesMessages } from '../../../messages/access-codes.js';
import {
  type AccessCodeFormErrors,
  type AccessCodeFormValues,
  NAME_MAX_LENGTH,
} from './access-code-form-values.js';
import { hasSupportedLength } from './code-length.js';
import { type SavedWindow, timingWindowInstants } from './timing-window.js';

type Messages = Pick<
  AccessCodesMessages,
  | 'nameRequired'
  | 'nameTooLong'
  | 'codeRequired'
  | 'codeLengthMustBe'
  | 'invalidDate'
  | 'endBeforeStart'
>;

/** What the form may change: an offline time-bound code only allows its name. */
export interface ValidationContext {
  codeLengths: number[];
  nameOnly: boolean;
  /** The edited code's saved window: a date left as it was is checked as the instant it keeps. */
  saved?: SavedWindow | undefined;
}

function nameError(t: Messages, name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t.nameRequired;
  if (trimmed.length > NAME_MAX_LENGTH) return t.nameTooLong;
  return undefined;
}

function codeError(t: Messages, code: string, lengths: number[]): string | undefined {
  if (code.trim() === '') return t.codeRequired;
  // "One of the following" lists every length (the hint is the one that writes a range).
  if (!hasSupportedLength(code, lengths)) return t.codeLengthMustBe(lengths.join(', '));
  return undefined;
}

function timingError(
  t: Messages,
  values: AccessCodeFormValues,
  saved: SavedWindow | undefined,
): string | undefined {
  if (values.type !== 'time_bound') return undefined;
  const { startsAt, endsAt } = timingWindowInstants(values, values.timeZone, saved);
  if (!startsAt || !endsAt) return t.invalidDate;
  if (endsAt.getTime() <= startsAt.getTime()) return t.endBeforeStart;
  return undefined;
}

/** Client-side checks of the spec's validation rules; the server checks again and its answer wins. */
export function validateAccessCodeForm(
  t: Messages,
  values: AccessCodeFormValues,
  context: ValidationContext,
): AccessCodeFormErrors {
  const errors: AccessCodeFormErrors = { name: nameError(t, values.name) };
  if (!context.nameOnly) {
    errors.code = codeError(t, values.code, context.codeLengths);
    errors.timing = timingError(t, values, context.saved);
  }
  return errors;
}

/** Whether an errors object holds any message. */
export function hasErrors(errors: AccessCodeFormErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
