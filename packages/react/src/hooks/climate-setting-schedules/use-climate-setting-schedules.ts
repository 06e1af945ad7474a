import type { ClimateSettingSchedule } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { climateSettingScheduleQueries } from './climate-setting-schedule-queries.js';

/**
 * A thermostat's climate setting schedules; each also seeds its single-schedule cache entry. Idle
 * without a device id.
 */
export function useClimateSettingSchedules(params: {
  /** The thermostat whose schedules to list; `null`, `undefined` or `''` leaves the query idle. */
  device_id: string | null | undefined;
}): UseQueryResult<ClimateSettingSchedule[]> {
  const { client, queryClient } = useRequireProvider('useClimateSettingSchedules');
  return useQuery(
    { ...climateSettingScheduleQueries.list(client, params.device_id), ...KEEP_ERRORS_IN_RESULT },
    queryClient,
  );
}
