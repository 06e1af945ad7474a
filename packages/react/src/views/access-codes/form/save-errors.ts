import type { AccessCodesMessages } from '../../../messages/access-codes.js';
import type { AccessCodeFormErrors } from './access-code-form-values.js';

type ValidationErrors = Record<string, { _errors?: unknown } | undefined>;

function validationErrorsOf(error: unknown): ValidationErrors | null {
  if (typeof error !== 'object' || error === null || !('validationErrors' in error)) return null;
  const { validationErrors } = error as { validationErrors: unknown };
  return typeof validationErrors === 'object' && validationErrors !== null
    ? (validationErrors as ValidationErrors)
    : null;
}

function firstMessage(errors: ValidationErrors, field: string): string | undefined {
  const messages = errors[field]?._errors;
  if (!Array.isArray(messages)) return undefined;
  const first = messages.find((message) => typeof message === 'string' && message !== '');
  return typeof first === 'string' ? first : undefined;
}

/**
 * Turns a failed save into form errors: the server's first message for name, code and the window
 * on their fields; anything else (and a field the form does not show) as the generic message.
 */
export function saveErrorsOf(
  t: Pick<AccessCodesMessages, 'saveFailed'>,
  error: unknown,
  shownFields: { code: boolean; timing: boolean },
): AccessCodeFormErrors {
  const validation = validationErrorsOf(error);
  if (!validation) return { form: t.saveFailed };
  const errors: AccessCodeFormErrors = {
    name: firstMessage(validation, 'name'),
    code: shownFields.code ? firstMessage(validation, 'code') : undefined,
    timing: shownFields.timing
      ? (firstMessage(validation, 'starts_at') ?? firstMessage(validation, 'ends_at'))
      : undefined,
  };
  const placed = errors.name ?? errors.code ?? errors.timing;
  return placed ? errors : { form: t.saveFailed };
}
