import type { ClimateSettingSchedule } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { climateSettingScheduleKeys } from './climate-setting-schedule-queries.js';

/**
 * One schedule's `manual_override_allowed` as each cached schedule query held it before an
 * optimistic edit, to put back on failure without touching anything else.
 */
export interface ScheduleSnapshot {
  id: string;
  /** The value the optimistic edit wrote. */
  written: boolean;
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

/**
 * Takes a snapshot of every schedule query before the edit of schedule `id` writes `written`, for
 * {@link restoreScheduleSnapshot}.
 */
export function snapshotSchedules(
  queryClient: QueryClient,
  id: string,
  written: boolean,
): ScheduleSnapshot {
  return {
    id,
    written,
    previous: queryClient.getQueriesData({ queryKey: climateSettingScheduleKeys.all }),
  };
}

/**
 * Puts back only the edited schedule's flag, in each query as it was before the edit. Restoring
 * whole queries undid another schedule's save that landed meanwhile (its list is shared), and a
 * flag that no longer holds the edited value was rewritten since (a newer toggle, a re-read) and
 * is newer than the snapshot, so it is left alone.
 */
export function restoreScheduleSnapshot(
  queryClient: QueryClient,
  snapshot: ScheduleSnapshot | undefined,
): void {
  if (!snapshot) return;
  const { id, written } = snapshot;
  for (const [key, data] of snapshot.previous) {
    const before = Array.isArray(data) ? data.find((entry) => isSchedule(entry, id)) : data;
    if (!isSchedule(before, id)) continue;
    const restore = (schedule: unknown) =>
      isSchedule(schedule, id) && schedule.manual_override_allowed === written
        ? { ...schedule, manual_override_allowed: before.manual_override_allowed }
        : schedule;
    queryClient.setQueryData(key, (current: unknown) =>
      Array.isArray(current) ? current.map(restore) : restore(current),
    );
  }
}
