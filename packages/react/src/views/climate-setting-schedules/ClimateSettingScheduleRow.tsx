import { memo } from 'react';
import { useMessages } from '../../messages/messages-context.js';
import { useLocale } from '../../ui/locale.js';
import { TableRow } from '../../ui/TableRow.js';
import type { ClimateSettingScheduleView } from './climate-setting-schedule-view.js';
import type { TemperatureUnit } from './climate-text.js';
import { ScheduleStatusText, scheduleStatusLabel } from './ScheduleStatusText.js';
import { useClimateText } from './use-climate-text.js';

/** One schedule in the table: name, thermostat, status with its date, and the climate it sets. */
export const ClimateSettingScheduleRow = memo(function ClimateSettingScheduleRow({
  schedule,
  deviceName,
  unit,
  now,
  onOpen,
}: {
  schedule: ClimateSettingScheduleView;
  /** Null when unknown (the fallback shows), undefined while it loads. */
  deviceName: string | null | undefined;
  unit: TemperatureUnit;
  now: Date;
  onOpen(climateSettingScheduleId: string): void;
}) {
  const { climateSettingSchedules: t } = useMessages();
  const climateText = useClimateText();
  const locale = useLocale();
  const name = schedule.name ?? t.scheduleNameFallback;
  const device = deviceName === undefined ? '' : (deviceName ?? t.deviceNameFallback);
  const climate = climateText(schedule.climate, unit);
  // Read with commas ('Night Setback, Bedroom Thermostat, Starts …, Heat · 64°F'), as the device
  // and access code rows are: the parts are set apart by layout only, and their text alone ran
  // the schedule's name into its thermostat's.
  const label = [name, device, scheduleStatusLabel(schedule, now, t, locale), climate]
    .filter(Boolean)
    .join(', ');
  return (
    <TableRow
      className="pl-schedule-row"
      label={label}
      onClick={() => onOpen(schedule.climateSettingScheduleId)}
    >
      <span className="pl-schedule-row__main">
        <span className="pl-schedule-row__name">{name}</span>
        <span className="pl-schedule-row__device">{device}</span>
      </span>
      <span className="pl-schedule-row__meta">
        <ScheduleStatusText schedule={schedule} now={now} />
        <span className="pl-schedule-row__climate">{climate}</span>
      </span>
    </TableRow>
  );
});
