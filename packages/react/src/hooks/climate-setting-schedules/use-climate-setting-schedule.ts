import type { ClimateSettingSchedule } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { climateSettingScheduleQueries } from './climate-setting-schedule-queries.js';

/**
 * One climate setting schedule (served from a list's cache when a list just loaded it); idle
 * without an id.
 */
export function useClimateSettingSchedule(params: {
  /** The schedule to read; `null`, `undefined` or `''` leaves the query idle. */
  climate_setting_schedule_id: string | null | undefined;
}): UseQueryResult<ClimateSettingSchedule> {
  const { client, queryClient } = useRequireProvider('useClimateSettingSchedule');
  return useQuery(
    {
      ...climateSettingScheduleQueries.detail(client, params.climate_setting_schedule_id),
      ...KEEP_ERRORS_IN_RESULT,
    },
    queryClient,
  );
}
