import { useId, useMemo } from 'react';
import type { AccessCodesMessages } from '../../messages/access-codes.js';
import { localTimeZone, supportedTimeZones, timeZoneLabel } from './time-zone.js';
import { ViewHeader } from './ViewHeader.js';

interface AccessCodeTimeZoneScreenProps {
  t: AccessCodesMessages;
  level: number;
  timeZone: string;
  automatic: boolean;
  onAutomaticChange: (automatic: boolean) => void;
  onTimeZoneChange: (timeZone: string) => void;
  onBack: () => void;
}

/** The time zone sub-screen: 'Use local time zone', or any supported zone with its offset. */
export function AccessCodeTimeZoneScreen(props: AccessCodeTimeZoneScreenProps) {
  const { t, timeZone, automatic } = props;
  const selectId = useId();
  const options = useMemo(() => {
    const now = Date.now();
    return supportedTimeZones([localTimeZone(), timeZone]).map((zone) => ({
      zone,
      label: timeZoneLabel(zone, now),
    }));
  }, [timeZone]);
  return (
    <>
      <ViewHeader
        title={automatic ? t.timeZoneAutomatic : t.timeZoneManual}
        level={props.level}
        onBack={props.onBack}
        backLabel={t.back}
      />
      <div className="pl-ac-form-body">
        <label className="pl-ac-checkbox">
          <input
            type="checkbox"
            checked={automatic}
            onChange={(event) => props.onAutomaticChange(event.target.checked)}
          />
          {t.useLocalTimeZone}
        </label>
        <label htmlFor={selectId} className="pl-ac-label">
          {t.timeZoneSelectLabel}
        </label>
        <select
          id={selectId}
          className="pl-ac-input"
          value={timeZone}
          disabled={automatic}
          onChange={(event) => props.onTimeZoneChange(event.target.value)}
        >
          {options.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
        <button type="button" className="pl-ac-button pl-ac-button--primary" onClick={props.onBack}>
          {t.done}
        </button>
      </div>
    </>
  );
}
