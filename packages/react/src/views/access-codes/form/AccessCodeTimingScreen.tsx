import { useId } from 'react';
import { Button } from '../../../ui/Button.js';
import { ContentHeader } from '../../../ui/ContentHeader.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { offsetInstant, timeZoneLabel } from './time-zone.js';

interface AccessCodeTimingScreenProps {
  startDate: string;
  endDate: string;
  timeZone: string;
  automaticTimeZone: boolean;
  error?: string | undefined;
  onStartDateChange: (value: string) => void;
  onEndDateChange: (value: string) => void;
  onChangeTimeZone: () => void;
  onBack: () => void;
}

/** The timing sub-screen: start and end as wall-clock times in the chosen zone. */
export function AccessCodeTimingScreen(props: AccessCodeTimingScreenProps) {
  const t = useAccessCodesMessages();
  const errorId = useId();
  const described = props.error ? errorId : undefined;
  return (
    <>
      <ContentHeader title={t.timingTitle} onBack={props.onBack} />
      <div className="pl-ac-form-body">
        <DateTimeField
          label={t.startTimeLabel}
          value={props.startDate}
          errorId={described}
          onChange={props.onStartDateChange}
        />
        <DateTimeField
          label={t.endTimeLabel}
          value={props.endDate}
          errorId={described}
          onChange={props.onEndDateChange}
        />
        {props.error && (
          <p id={errorId} className="pl-ac-field-error">
            {props.error}
          </p>
        )}
        <div className="pl-ac-time-zone">
          <span>
            {props.automaticTimeZone ? t.timeZoneAutomatic : t.timeZoneManual}:{' '}
            {timeZoneLabel(props.timeZone, offsetInstant(props.startDate, props.timeZone))}
          </span>
          <Button size="small" data-pl-opens="zone" onClick={props.onChangeTimeZone}>
            {t.changeTimeZone}
          </Button>
        </div>
        <Button variant="primary" onClick={props.onBack}>
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
  const id = useId();
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
