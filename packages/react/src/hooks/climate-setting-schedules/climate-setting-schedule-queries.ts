import type { ClimateSettingSchedule, PorchlightClient } from '@porchlight/client';
import { queryOptions } from '@tanstack/react-query';
import { requireClient } from '../../provider/porchlight-context.js';
import { QUERY_ROOT } from '../../provider/query-root.js';
import { SEEDED_FRESH_MS } from '../freshness.js';
import { dataKey, type PorchlightDataKey, type PorchlightQueryOptions } from '../query-options.js';

/** Query keys of climate setting schedules: lists keyed by thermostat, single ones by id. */
export const climateSettingScheduleKeys = {
  all: [...QUERY_ROOT, 'climate_setting_schedules'] as const,
  lists: () => [...climateSettingScheduleKeys.all, 'list'] as const,
  list: (
    deviceId: string,
  ): PorchlightDataKey<
    readonly [
      ...typeof QUERY_ROOT,
      'climate_setting_schedules',
      'list',
      { readonly device_id: string },
    ],
    ClimateSettingSchedule[]
  > =>
    dataKey<ClimateSettingSchedule[]>()([
      ...climateSettingScheduleKeys.lists(),
      { device_id: deviceId },
    ]),
  details: () => [...climateSettingScheduleKeys.all, 'get'] as const,
  detail: (
    climateSettingScheduleId: string,
  ): PorchlightDataKey<
    readonly [
      ...typeof QUERY_ROOT,
      'climate_setting_schedules',
      'get',
      { readonly climate_setting_schedule_id: string },
    ],
    ClimateSettingSchedule
  > =>
    dataKey<ClimateSettingSchedule>()([
      ...climateSettingScheduleKeys.details(),
      { climate_setting_schedule_id: climateSettingScheduleId },
    ]),
};

/**
 * Key and fetcher of each climate-setting-schedule query. A list seeds each listed schedule's own
 * entry, so opening one costs no request.
 */
export const climateSettingScheduleQueries = {
  /** A thermostat's schedules; disabled without a device id. */
  list: (
    client: PorchlightClient | null,
    deviceId: string | null | undefined,
  ): PorchlightQueryOptions<
    ClimateSettingSchedule[],
    ReturnType<typeof climateSettingScheduleKeys.list>
  > =>
    queryOptions({
      queryKey: climateSettingScheduleKeys.list(deviceId ?? ''),
      enabled: client !== null && Boolean(deviceId),
      queryFn: async ({ signal, client: queryClient }) => {
        const schedules = await requireClient(client).thermostats.climateSettingSchedules.list(
          { device_id: deviceId ?? '' },
          { signal },
        );
        // A cancelled fetch (an optimistic edit cancels schedule queries) that got its answer
        // anyway must not seed old data over the edit.
        if (signal.aborted) return schedules;
        // The first of an id listed twice, as the table shows it: its details must be that one.
        const seeded = new Set<string>();
        for (const schedule of schedules) {
          const id = (schedule as Partial<ClimateSettingSchedule> | null)
            ?.climate_setting_schedule_id;
          if (typeof id === 'string' && id !== '' && !seeded.has(id)) {
            seeded.add(id);
            queryClient.setQueryData(climateSettingScheduleKeys.detail(id), schedule);
          }
        }
        return schedules;
      },
    }),
  /** One schedule; disabled without an id. */
  detail: (
    client: PorchlightClient | null,
    climateSettingScheduleId: string | null | undefined,
  ): PorchlightQueryOptions<
    ClimateSettingSchedule,
    ReturnType<typeof climateSettingScheduleKeys.detail>
  > =>
    queryOptions({
      queryKey: climateSettingScheduleKeys.detail(climateSettingScheduleId ?? ''),
      enabled: client !== null && Boolean(climateSettingScheduleId),
      staleTime: SEEDED_FRESH_MS,
      queryFn: ({ signal }) =>
        requireClient(client).thermostats.climateSettingSchedules.get(
          { climate_setting_schedule_id: climateSettingScheduleId ?? '' },
          { signal },
        ),
    }),
};
