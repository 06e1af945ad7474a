import type { Device } from '@porchlight/client';
import { useEffect, useRef } from 'react';
import { useGenerateAccessCode } from '../../../hooks/access-codes/use-generate-access-code.js';
import { Button } from '../../../ui/Button.js';
import { ContentHeader } from '../../../ui/ContentHeader.js';
import { cx } from '../../../ui/cx.js';
import { formatDateTime } from '../../../ui/format-date.js';
import { LiveRegion } from '../../../ui/LiveRegion.js';
import { useLocale } from '../../../ui/locale.js';
import { useLateOutcome } from '../../../ui/outliving-notice.js';
import { focusFirstHeading } from '../../../ui/use-sub-screen-focus.js';
import { useUniqueId } from '../../../ui/use-unique-id.js';
import { deviceNameOf } from '../access-code-shape.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { codeHints, TextField } from './AccessCodeFields.js';
import { AccessCodeTimeZoneScreen } from './AccessCodeTimeZoneScreen.js';
import { AccessCodeTimingScreen } from './AccessCodeTimingScreen.js';
import type { AccessCodeFormValues } from './access-code-form-values.js';
import { normalizeCodeLengths } from './code-length.js';
import { type SavedWindow, timingWindowInstants } from './timing-window.js';
import { useAccessCodeForm } from './use-access-code-form.js';

/** What the create and edit wrappers hand the shared form. */
export interface AccessCodeFormProps {
  title: string;
  deviceId: string;
  /** The lock (undefined while it cannot be read): its name and the code lengths it accepts. */
  device: Device | undefined;
  initialValues: AccessCodeFormValues;
  nameOnly: boolean;
  /** The edited code's saved window, whose exact instants untouched dates keep. */
  saved?: SavedWindow | undefined;
  onSave: (values: AccessCodeFormValues) => Promise<void>;
  onBack?: (() => void) | undefined;
  className?: string | undefined;
  /**
   * Why the form can no longer save (the edited code was deleted while it was open): said in place
   * of a save error, and Save does nothing. The fields keep what was typed, so it can be copied.
   */
  closedReason?: string | undefined;
}

function TimingSummary({ id, values }: { id: string; values: AccessCodeFormValues }) {
  const t = useAccessCodesMessages();
  const locale = useLocale();
  const { startsAt, endsAt } = timingWindowInstants(values, values.timeZone);
  const options = { timeZone: values.timeZone, locale };
  return (
    <span id={id}>
      {t.startLabel}: {startsAt ? formatDateTime(startsAt, options) : t.dateUnknown}
      <br />
      {t.endLabel}: {endsAt ? formatDateTime(endsAt, options) : t.dateUnknown}
    </span>
  );
}

/**
 * Keeps keyboard focus in place across the sub-screens, as every view's sub-screens do: entering
 * one focuses its heading (a screen reader starts at the top of what appeared), leaving one
 * focuses the button that opened it.
 */
function useFormScreenFocus(screen: string) {
  const root = useRef<HTMLElement>(null);
  const previous = useRef(screen);
  useEffect(() => {
    const from = previous.current;
    previous.current = screen;
    if (from === screen) return;
    const opener =
      screen === 'fields' ? 'timing' : screen === 'timing' && from === 'timeZone' ? 'zone' : null;
    if (opener) root.current?.querySelector<HTMLElement>(`[data-pl-opens="${opener}"]`)?.focus();
    else focusFirstHeading(root.current);
  }, [screen]);
  return root;
}

/**
 * After a submit that ended on field errors, focus goes to the first invalid field (or the
 * 'Edit times' button when only the window is wrong), so the keyboard lands where the fix is.
 */
function useFocusFirstInvalid(rejectedSubmits: number) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (rejectedSubmits === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-pl-invalid]')?.focus();
  }, [rejectedSubmits]);
  return form;
}

/** The add/edit access code form with its timing and time zone sub-screens. */
export function AccessCodeForm(props: AccessCodeFormProps) {
  const { nameOnly } = props;
  const t = useAccessCodesMessages();
  const codeLengths = normalizeCodeLengths(props.device?.properties?.supported_code_lengths);
  const late = useLateOutcome();
  const onSave = async (values: AccessCodeFormValues) => {
    try {
      await props.onSave(values);
    } catch (error) {
      // Left with Cancel or Back while saving: the form's alert went with it, and the person
      // would believe the code saved.
      if (!late.isShown()) late.tellFailure(t.saveFailed);
      throw error;
    }
  };
  const form = useAccessCodeForm({ ...props, t, codeLengths, onSave });
  const generate = useGenerateAccessCode();
  const radioName = useUniqueId();
  const timingErrorId = useUniqueId();
  const timingSummaryId = useUniqueId();
  const { values, errors } = form;
  const root = cx('pl-access-codes', 'pl-ac-form', props.className);
  const rootRef = useFormScreenFocus(form.screen);
  const formRef = useFocusFirstInvalid(form.rejectedSubmits);

  if (form.screen === 'timeZone') {
    return (
      <section className={root} ref={rootRef}>
        <AccessCodeTimeZoneScreen form={form} />
      </section>
    );
  }
  if (form.screen === 'timing') {
    return (
      <section className={root} ref={rootRef}>
        <AccessCodeTimingScreen form={form} />
      </section>
    );
  }

  const onGenerate = () =>
    generate.mutate({ device_id: props.deviceId }, { onSuccess: (code) => form.setCode(code) });
  // A code typed after a failed generate is the person's answer to it: the failure goes.
  const onCodeChange = (code: string) => {
    if (generate.isError) generate.reset();
    form.setCode(code);
  };

  // Said in place of a failed save's message: the save failed because of it.
  const formError = props.closedReason || errors.form;

  return (
    <section className={root} ref={rootRef}>
      <ContentHeader
        title={props.title}
        subheading={deviceNameOf(props.device, t.deviceFallback)}
        onBack={props.onBack}
      />
      <form
        ref={formRef}
        className="pl-ac-form-body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (props.closedReason) return;
          // Saving is the person's answer to a failed generate too: its error must not mark the
          // code field invalid (and take the focus) when the code they have is fine.
          if (generate.isError) generate.reset();
          void form.submit();
        }}
      >
        <p className="pl-ac-required-note">{t.requiredNote}</p>
        <TextField
          label={t.nameLabel}
          value={values.name}
          error={errors.name}
          required
          onChange={form.setName}
        />
        {nameOnly ? (
          <p className="pl-ac-hint">{t.offlineCodeNote}</p>
        ) : (
          <>
            <TextField
              label={t.codeFieldLabel}
              value={values.code}
              error={errors.code ?? (generate.isError ? t.generateFailed : undefined)}
              hints={codeHints(t, values.code, codeLengths)}
              required
              onChange={onCodeChange}
              inputMode="numeric"
            >
              {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */}
              <Button
                size="small"
                onClick={onGenerate}
                aria-disabled={generate.isPending || undefined}
              >
                {generate.isPending ? t.generatingCode : t.generateCode}
              </Button>
              {/* Focus stays on 'Generate code': its outcome is said, not only put in the field. */}
              <LiveRegion message={generate.isSuccess ? t.codeGenerated : ''} />
              <LiveRegion
                message={generate.isError ? t.generateFailed : ''}
                politeness="assertive"
              />
            </TextField>
            <fieldset className="pl-ac-fieldset">
              <legend className="pl-ac-label">{t.timingRadioLegend}</legend>
              <label className="pl-ac-radio">
                <input
                  type="radio"
                  name={radioName}
                  checked={values.type === 'ongoing'}
                  onChange={() => form.setType('ongoing')}
                />
                {t.timingOngoing}
              </label>
              <label className="pl-ac-radio">
                <input
                  type="radio"
                  name={radioName}
                  checked={values.type === 'time_bound'}
                  onChange={() => form.setType('time_bound')}
                />
                {t.timingStartEnd}
              </label>
            </fieldset>
            {values.type === 'time_bound' && (
              <div className="pl-ac-time-summary">
                <TimingSummary id={timingSummaryId} values={values} />
                {/* Described by the window it edits: Tab lands here, past the summary's text. */}
                <Button
                  size="small"
                  data-pl-opens="timing"
                  data-pl-invalid={errors.timing ? true : undefined}
                  aria-describedby={
                    errors.timing ? `${timingSummaryId} ${timingErrorId}` : timingSummaryId
                  }
                  onClick={() => form.setScreen('timing')}
                >
                  {t.editTimes}
                </Button>
              </div>
            )}
            {errors.timing && (
              <p id={timingErrorId} className="pl-ac-field-error">
                {errors.timing}
              </p>
            )}
          </>
        )}
        {formError && (
          <p role="alert" className="pl-ac-form-error">
            {formError}
          </p>
        )}
        <div className="pl-ac-actions">
          {props.onBack && <Button onClick={props.onBack}>{t.cancel}</Button>}
          <Button
            type="submit"
            variant="primary"
            // Not disabled for an empty name: pressing Save then says what is missing.
            aria-disabled={form.submitting || props.closedReason ? true : undefined}
          >
            {form.submitting ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
