import type { ClimateSettingSchedule } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useClient } from '../../provider/porchlight-context.js';
import { climateSettingScheduleQueries } from './climate-setting-schedule-queries.js';

/** One climate setting schedule (served from a list's cache when a list just loaded it). */
export function useClimateSettingSchedule(params: {
  climate_setting_schedule_id: string;
}): UseQueryResult<ClimateSettingSchedule> {
  return useQuery(
    climateSettingScheduleQueries.detail(useClient(), params.climate_setting_schedule_id),
  );
}
