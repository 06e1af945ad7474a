import type { ClimateSettingSchedule } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { climateSettingScheduleQueries } from './climate-setting-schedule-queries.js';

/** A thermostat's climate setting schedules; each also seeds its single-schedule cache entry. */
export function useClimateSettingSchedules(params: {
  device_id: string;
}): UseQueryResult<ClimateSettingSchedule[]> {
  const { client, queryClient } = useRequireProvider('useClimateSettingSchedules');
  return useQuery(climateSettingScheduleQueries.list(client, params.device_id), queryClient);
}
