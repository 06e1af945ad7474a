import type { ClimateSettingSchedulesMessages } from '../../messages/climate-setting-schedules.js';
import { useMessages } from '../../messages/messages-context.js';
import { formatDateTime } from '../../ui/format-date.js';
import { useLocale } from '../../ui/locale.js';
import type { ClimateSettingScheduleView } from './climate-setting-schedule-view.js';
import { scheduleStatus } from './schedule-status.js';

/** 'Starts …', 'Ends …', 'Expired …' or 'Dates unknown', with the date in the viewer's zone. */
export function scheduleStatusLabel(
  schedule: ClimateSettingScheduleView,
  now: Date,
  t: ClimateSettingSchedulesMessages,
  locale?: string | undefined,
): string {
  const status = scheduleStatus(schedule, now);
  if (status.kind === 'unknown') return t.datesUnknown;
  const date = formatDateTime(status.date, { locale });
  return status.kind === 'starts'
    ? t.starts(date)
    : status.kind === 'ends'
      ? t.ends(date)
      : t.expired(date);
}

/** 'Starts …', 'Ends …' or 'Expired …' with the date the label names, in the viewer's zone. */
export function ScheduleStatusText({
  schedule,
  now,
}: {
  schedule: ClimateSettingScheduleView;
  now: Date;
}) {
  const { climateSettingSchedules: t } = useMessages();
  const locale = useLocale();
  const { kind } = scheduleStatus(schedule, now);
  const label = scheduleStatusLabel(schedule, now, t, locale);
  if (kind === 'unknown') return <span className="pl-schedule-status">{label}</span>;
  return <span className={`pl-schedule-status pl-schedule-status--${kind}`}>{label}</span>;
}
