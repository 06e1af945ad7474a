import type { ClimateSettingSchedule } from '@porchlight/client';
import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import {
  cancelForOptimisticWrite,
  resumeCancelledQueries,
} from '../cancel-for-optimistic-write.js';
import { useSessionMutation } from '../use-session-mutation.js';
import { climateSettingScheduleKeys } from './climate-setting-schedule-queries.js';
import {
  patchCachedSchedule,
  restoreScheduleSnapshot,
  type ScheduleSnapshot,
  snapshotSchedules,
} from './schedule-cache.js';

/** What {@link useUpdateClimateSettingSchedule} sends, named as the API's params. */
export interface UpdateClimateSettingScheduleVariables {
  /** The schedule to update. */
  climate_setting_schedule_id: string;
  /** Whether people may change the thermostat by hand while the schedule runs. */
  manual_override_allowed: boolean;
}

/**
 * Turns manual override of a climate setting schedule on or off. The cached schedule (its own
 * entry and every list holding it) changes at once; a failure puts back that schedule's flag as it
 * was (another schedule's save that landed meanwhile stays) and refetches the schedules, so the
 * server's truth wins; a success merges the server's answer into the cache. The error is left to the caller to tell the person about.
 */
export function useUpdateClimateSettingSchedule(): UseMutationResult<
  ClimateSettingSchedule,
  Error,
  UpdateClimateSettingScheduleVariables
> {
  const provided = useRequireProvider('useUpdateClimateSettingSchedule');
  const { client, queryClient } = provided;
  return useSessionMutation<
    ClimateSettingSchedule,
    UpdateClimateSettingScheduleVariables,
    { snapshot: ScheduleSnapshot; stopped: QueryKey[] }
  >(provided, {
    mutationFn: (variables) =>
      requireClient(client).thermostats.climateSettingSchedules.update(variables),
    onMutate: async ({ climate_setting_schedule_id, manual_override_allowed }) => {
      // A list request already in flight would overwrite the optimistic value with the old one.
      const stopped = await cancelForOptimisticWrite(queryClient, climateSettingScheduleKeys.all);
      const snapshot = snapshotSchedules(
        queryClient,
        climate_setting_schedule_id,
        manual_override_allowed,
      );
      patchCachedSchedule(queryClient, climate_setting_schedule_id, { manual_override_allowed });
      return { snapshot, stopped };
    },
    onSuccess: (schedule, variables, context) => {
      // The answer is untrusted: only an object for this schedule is merged.
      if (schedule !== null && typeof schedule === 'object') {
        const { climate_setting_schedule_id: _id, ...fields } = schedule;
        patchCachedSchedule(queryClient, variables.climate_setting_schedule_id, fields);
      }
      resumeCancelledQueries(queryClient, context?.stopped);
    },
    onError: (_error, _variables, context) => {
      restoreScheduleSnapshot(queryClient, context?.snapshot);
      // The server may have applied the change before failing to answer.
      void queryClient.invalidateQueries({ queryKey: climateSettingScheduleKeys.all });
    },
  });
}
