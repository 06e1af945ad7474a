import { useRef, useState } from 'react';
import type { AccessCodesMessages } from '../../../messages/access-codes.js';
import type { AccessCodeFormErrors, AccessCodeFormValues } from './access-code-form-values.js';
import { saveErrorsOf } from './save-errors.js';
import { localTimeZone } from './time-zone.js';
import { convertTimingWindow, defaultTimingWindow } from './timing-window.js';
import { hasErrors, type ValidationContext, validateAccessCodeForm } from './validation.js';

/** Which screen of the form is showing: the fields, or one of its two sub-screens. */
export type FormScreen = 'fields' | 'timing' | 'timeZone';

/** Inputs of the form state. `onSave` throws the API's error when saving fails. */
export interface UseAccessCodeFormOptions extends ValidationContext {
  t: AccessCodesMessages;
  initialValues: AccessCodeFormValues;
  onSave: (values: AccessCodeFormValues) => Promise<void>;
}

/**
 * The state of the create and edit forms. Nothing the user typed is ever reset by a failure, and
 * a submit while one is in flight (or with an empty name) is ignored.
 */
export function useAccessCodeForm({
  t,
  initialValues,
  onSave,
  ...context
}: UseAccessCodeFormOptions) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<AccessCodeFormErrors>({});
  const [screen, setScreen] = useState<FormScreen>('fields');
  const [automaticTimeZone, setAutomaticTimeZone] = useState(
    initialValues.timeZone === localTimeZone(),
  );
  const [submitting, setSubmitting] = useState(false);
  // Counts submits that ended on field errors, so the form can move focus to the first one.
  const [rejectedSubmits, setRejectedSubmits] = useState(0);
  const reject = () => setRejectedSubmits((count) => count + 1);
  // A ref, not the state: two clicks in one frame both see the state as false.
  const inFlight = useRef(false);
  // Until the user picks a date, the default window follows the clock (see setType).
  const datesEdited = useRef(false);

  const update = (patch: Partial<AccessCodeFormValues>, clears: keyof AccessCodeFormErrors) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [clears]: undefined, form: undefined }));
  };

  const setTimeZone = (timeZone: string) => {
    setValues((current) => ({
      ...current,
      ...convertTimingWindow(current, current.timeZone, timeZone, context.saved),
      timeZone,
    }));
    setErrors((current) => ({ ...current, timing: undefined }));
  };

  const setUseLocalTimeZone = (automatic: boolean) => {
    setAutomaticTimeZone(automatic);
    if (automatic) setTimeZone(localTimeZone());
  };

  // A form left open a while would otherwise offer a window that already started in the past.
  const setType = (type: AccessCodeFormValues['type']) => {
    const refresh =
      type === 'time_bound' && initialValues.type !== 'time_bound' && !datesEdited.current;
    setValues((current) => ({
      ...current,
      type,
      ...(refresh ? defaultTimingWindow(new Date(), current.timeZone) : {}),
    }));
    setErrors((current) => ({ ...current, timing: undefined, form: undefined }));
  };

  const setDate = (patch: Pick<Partial<AccessCodeFormValues>, 'startDate' | 'endDate'>) => {
    datesEdited.current = true;
    update(patch, 'timing');
  };

  const submit = async () => {
    if (inFlight.current) return;
    if (values.name.trim() === '') {
      setErrors((current) => ({ ...current, name: t.nameRequired }));
      reject();
      return;
    }
    const found = validateAccessCodeForm(t, values, context);
    setErrors(found);
    if (hasErrors(found)) {
      reject();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await onSave(values);
    } catch (error) {
      const saveErrors = saveErrorsOf(t, error, {
        code: !context.nameOnly,
        timing: !context.nameOnly,
      });
      setErrors(saveErrors);
      // A generic failure has no field to go to: focus stays on Save and the alert is read.
      if (saveErrors.form === undefined) reject();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    screen,
    setScreen,
    submitting,
    rejectedSubmits,
    automaticTimeZone,
    setName: (name: string) => update({ name }, 'name'),
    setCode: (code: string) => update({ code }, 'code'),
    setType,
    setStartDate: (startDate: string) => setDate({ startDate }),
    setEndDate: (endDate: string) => setDate({ endDate }),
    setTimeZone,
    setUseLocalTimeZone,
    submit,
  };
}

/** What {@link useAccessCodeForm} hands the form and its sub-screens. */
export type AccessCodeFormState = ReturnType<typeof useAccessCodeForm>;
