import { memo } from 'react';
import { useMessages } from '../../messages/messages-context.js';
import { TableRow } from '../../ui/TableRow.js';
import type { ClimateSettingScheduleView } from './climate-setting-schedule-view.js';
import type { TemperatureUnit } from './climate-text.js';
import { ScheduleStatusText } from './ScheduleStatusText.js';
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
  return (
    <TableRow className="pl-schedule-row" onClick={() => onOpen(schedule.climateSettingScheduleId)}>
      <span className="pl-schedule-row__main">
        <span className="pl-schedule-row__name">{schedule.name ?? t.scheduleNameFallback}</span>
        <span className="pl-schedule-row__device">
          {deviceName === undefined ? '' : (deviceName ?? t.deviceNameFallback)}
        </span>
      </span>
      <span className="pl-schedule-row__meta">
        <ScheduleStatusText schedule={schedule} now={now} />
        <span className="pl-schedule-row__climate">{climateText(schedule.climate, unit)}</span>
      </span>
    </TableRow>
  );
});
