import { useMessages } from '../../messages/messages-context.js';
import { formatDateTime } from '../../ui/format-date.js';
import type { ClimateSettingScheduleView } from './climate-setting-schedule-view.js';
import { scheduleStatus } from './schedule-status.js';

/** 'Starts …', 'Ends …' or 'Expired …' with the date the label names, in the viewer's zone. */
export function ScheduleStatusText({
  schedule,
  now,
}: {
  schedule: ClimateSettingScheduleView;
  now: Date;
}) {
  const { climateSettingSchedules: t } = useMessages();
  const status = scheduleStatus(schedule, now);
  if (status.kind === 'unknown')
    return <span className="pl-schedule-status">{t.datesUnknown}</span>;
  const date = formatDateTime(status.date);
  const label =
    status.kind === 'starts'
      ? t.starts(date)
      : status.kind === 'ends'
        ? t.ends(date)
        : t.expired(date);
  return <span className={`pl-schedule-status pl-schedule-status--${status.kind}`}>{label}</span>;
}
