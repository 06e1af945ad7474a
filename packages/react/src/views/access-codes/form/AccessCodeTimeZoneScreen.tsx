import { useMemo } from 'react';
import { Button } from '../../../ui/Button.js';
import { ContentHeader } from '../../../ui/ContentHeader.js';
import { useUniqueId } from '../../../ui/use-unique-id.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { localTimeZone, offsetInstant, supportedTimeZones, timeZoneLabel } from './time-zone.js';
import type { AccessCodeFormState } from './use-access-code-form.js';

/** The time zone sub-screen: 'Use local time zone', or any supported zone with its offset. */
export function AccessCodeTimeZoneScreen({ form }: { form: AccessCodeFormState }) {
  // Each zone is labelled with its offset at the code's start.
  const { timeZone, startDate } = form.values;
  const automatic = form.automaticTimeZone;
  const onBack = () => form.setScreen('timing');
  const t = useAccessCodesMessages();
  const selectId = useUniqueId();
  const options = useMemo(() => {
    // The start's instant as read in the chosen zone: the moment the code begins.
    const at = offsetInstant(startDate, timeZone);
    return supportedTimeZones([localTimeZone(), timeZone]).map((zone) => ({
      zone,
      label: timeZoneLabel(zone, at),
    }));
  }, [timeZone, startDate]);
  return (
    <>
      <ContentHeader title={automatic ? t.timeZoneAutomatic : t.timeZoneManual} onBack={onBack} />
      <div className="pl-ac-form-body">
        <label className="pl-ac-checkbox">
          <input
            type="checkbox"
            checked={automatic}
            onChange={(event) => form.setUseLocalTimeZone(event.target.checked)}
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
          onChange={(event) => form.setTimeZone(event.target.value)}
        >
          {options.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
        <Button variant="primary" onClick={onBack}>
          {t.done}
        </Button>
      </div>
    </>
  );
}
