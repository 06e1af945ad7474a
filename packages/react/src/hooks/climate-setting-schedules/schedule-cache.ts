import type { ClimateSettingSchedule } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { climateSettingScheduleKeys } from './climate-setting-schedule-queries.js';

/** The cached schedule data as it was before an optimistic edit, to restore on failure. */
export interface ScheduleSnapshot {
  previous: Array<[readonly unknown[], unknown]>;
}

const isSchedule = (value: unknown, id: string): value is ClimateSettingSchedule =>
  value !== null &&
  typeof value === 'object' &&
  (value as ClimateSettingSchedule).climate_setting_schedule_id === id;

/**
 * Applies `patch` to the cached schedule and to its entries in every cached schedule list.
 * Malformed cache entries (null, non-objects, other ids) are left as they are.
 */
export function patchCachedSchedule(
  queryClient: QueryClient,
  id: string,
  patch: Partial<ClimateSettingSchedule>,
): void {
  const apply = (schedule: unknown) =>
    isSchedule(schedule, id) ? ({ ...schedule, ...patch } as ClimateSettingSchedule) : schedule;
  queryClient.setQueryData<ClimateSettingSchedule>(
    climateSettingScheduleKeys.detail(id),
    (schedule) => apply(schedule) as ClimateSettingSchedule | undefined,
  );
  queryClient.setQueriesData<ClimateSettingSchedule[]>(
    { queryKey: climateSettingScheduleKeys.lists() },
    (schedules) =>
      Array.isArray(schedules) ? (schedules.map(apply) as ClimateSettingSchedule[]) : schedules,
  );
}

/** Takes a snapshot of every schedule query, for {@link restoreScheduleSnapshot}. */
export function snapshotSchedules(queryClient: QueryClient): ScheduleSnapshot {
  return { previous: queryClient.getQueriesData({ queryKey: climateSettingScheduleKeys.all }) };
}

/** Puts back every schedule query as it was when the snapshot was taken. */
export function restoreScheduleSnapshot(
  queryClient: QueryClient,
  snapshot: ScheduleSnapshot | undefined,
): void {
  for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
}
