import type { ClimateSettingSchedule } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useClient } from '../../provider/porchlight-context.js';
import { climateSettingScheduleQueries } from './climate-setting-schedule-queries.js';

/** A thermostat's climate setting schedules; each also seeds its single-schedule cache entry. */
export function useClimateSettingSchedules(params: {
  device_id: string;
}): UseQueryResult<ClimateSettingSchedule[]> {
  return useQuery(climateSettingScheduleQueries.list(useClient(), params.device_id));
}
