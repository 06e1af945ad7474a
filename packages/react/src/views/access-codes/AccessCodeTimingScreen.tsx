import { useId } from 'react';
import type { AccessCodesMessages } from '../../messages/access-codes.js';
import { Button } from '../../ui/Button.js';
import { ContentHeader } from '../../ui/ContentHeader.js';
import { timeZoneLabel } from './time-zone.js';

interface AccessCodeTimingScreenProps {
  t: AccessCodesMessages;
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
  const { t } = props;
  const startId = useId();
  const endId = useId();
  const errorId = useId();
  const described = props.error ? errorId : undefined;
  return (
    <>
      <ContentHeader title={t.timingTitle} onBack={props.onBack} />
      <div className="pl-ac-form-body">
        <label htmlFor={startId} className="pl-ac-label">
          {t.startTimeLabel}
        </label>
        <input
          id={startId}
          type="datetime-local"
          className="pl-ac-input"
          value={props.startDate}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => props.onStartDateChange(event.target.value)}
        />
        <label htmlFor={endId} className="pl-ac-label">
          {t.endTimeLabel}
        </label>
        <input
          id={endId}
          type="datetime-local"
          className="pl-ac-input"
          value={props.endDate}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => props.onEndDateChange(event.target.value)}
        />
        {props.error && (
          <p id={errorId} className="pl-ac-field-error">
            {props.error}
          </p>
        )}
        <div className="pl-ac-time-zone">
          <span>
            {props.automaticTimeZone ? t.timeZoneAutomatic : t.timeZoneManual}:{' '}
            {timeZoneLabel(props.timeZone, Date.now())}
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
