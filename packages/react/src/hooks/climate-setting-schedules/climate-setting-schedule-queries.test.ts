import type { PorchlightClient } from '@porchlight/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  climateSettingScheduleKeys,
  climateSettingScheduleQueries,
} from './climate-setting-schedule-queries.js';

describe('climateSettingScheduleQueries.list', () => {
  it('seeds an id listed twice with its first entry, the one the table shows', async () => {
    const first = { climate_setting_schedule_id: 'a1', name: 'Weekend' };
    const later = { climate_setting_schedule_id: 'a1', name: 'dup' };
    const client = {
      thermostats: { climateSettingSchedules: { list: async () => [first, later] } },
    } as unknown as PorchlightClient;
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(climateSettingScheduleQueries.list(client, 'd1'));
    expect(queryClient.getQueryData(climateSettingScheduleKeys.detail('a1'))).toBe(first);
  });
});
