import { Button } from '../../../ui/Button.js';
import { ContentHeader } from '../../../ui/ContentHeader.js';
import { useUniqueId } from '../../../ui/use-unique-id.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { offsetInstant, timeZoneLabel } from './time-zone.js';
import type { AccessCodeFormState } from './use-access-code-form.js';

/** The timing sub-screen: start and end as wall-clock times in the chosen zone. */
export function AccessCodeTimingScreen({ form }: { form: AccessCodeFormState }) {
  const { values } = form;
  const error = form.errors.timing;
  const t = useAccessCodesMessages();
  const errorId = useUniqueId();
  const described = error ? errorId : undefined;
  const onBack = () => form.setScreen('fields');
  return (
    <>
      <ContentHeader title={t.timingTitle} onBack={onBack} />
      <div className="pl-ac-form-body">
        <DateTimeField
          label={t.startTimeLabel}
          value={values.startDate}
          errorId={described}
          onChange={form.setStartDate}
        />
        <DateTimeField
          label={t.endTimeLabel}
          value={values.endDate}
          errorId={described}
          onChange={form.setEndDate}
        />
        {error && (
          <p id={errorId} className="pl-ac-field-error">
            {error}
          </p>
        )}
        <div className="pl-ac-time-zone">
          <span>
            {form.automaticTimeZone ? t.timeZoneAutomatic : t.timeZoneManual}:{' '}
            {timeZoneLabel(values.timeZone, offsetInstant(values.startDate, values.timeZone))}
          </span>
          <Button size="small" data-pl-opens="zone" onClick={() => form.setScreen('timeZone')}>
            {t.changeTimeZone}
          </Button>
        </div>
        <Button variant="primary" onClick={onBack}>
          {t.done}
        </Button>
      </div>
    </>
  );
}

/** A labelled wall-clock input, described by the screen's one error when there is one. */
function DateTimeField(props: {
  label: string;
  value: string;
  errorId: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useUniqueId();
  return (
    <>
      <label htmlFor={id} className="pl-ac-label">
        {props.label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className="pl-ac-input"
        value={props.value}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </>
  );
}
