import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceKeys } from '../../hooks/devices/device-queries.js';
import { renderWithClient, setupFakeApi, testQueryClient } from '../../test-utils/fake-api.js';
import { ClimateSettingScheduleDetails, ClimateSettingScheduleTable } from '../navigation.js';

const api = setupFakeApi();
const slow = { timeout: 10_000 };

/** Fails every read of the device (the client's first try and its retries) with a 500. */
const failDeviceReads = () => api.fault({ path: '/devices/get', status: 500, count: 10 });

/** Waits until the device read has failed for good in the view's cache. */
const readFailed = (queryClient: QueryClient, deviceId: string) =>
  waitFor(
    () => expect(queryClient.getQueryState(deviceKeys.detail(deviceId))?.status).toBe('error'),
    slow,
  );

describe("a schedule's thermostat whose read fails for a passing reason", () => {
  it('is left unnamed in its schedule table, not called Unknown thermostat', async () => {
    const deviceId = await api.deviceId('Living Room Thermostat');
    await failDeviceReads();
    const queryClient = testQueryClient();
    renderWithClient(<ClimateSettingScheduleTable deviceId={deviceId} />, api.client, queryClient);
    await screen.findByRole('heading', { name: /^Climate setting schedules \(\d+\)$/ }, slow);
    await readFailed(queryClient, deviceId);
    const names = [...document.querySelectorAll('.pl-schedule-row__device')].map(
      (name) => name.textContent,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name === '')).toBe(true);
  });

  it("is left unnamed in a schedule's details, not called Unknown thermostat", async () => {
    const deviceId = await api.deviceId('Living Room Thermostat');
    const [schedule] = await api.schedulesOf('Living Room Thermostat');
    if (!schedule) throw new Error('the seed has no schedule');
    await failDeviceReads();
    const queryClient = testQueryClient();
    renderWithClient(
      <ClimateSettingScheduleDetails
        climateSettingScheduleId={schedule.climate_setting_schedule_id}
      />,
      api.client,
      queryClient,
    );
    await screen.findByText(schedule.name ?? '', { selector: '.pl-schedule-card__name' }, slow);
    await readFailed(queryClient, deviceId);
    expect(document.querySelector('.pl-schedule-card__device')?.textContent).toBe('');
  });

  it('is called Unknown thermostat once the read says it is gone', async () => {
    const deviceId = await api.deviceId('Living Room Thermostat');
    await api.fault({ path: '/devices/get', status: 404, count: 10 });
    const queryClient = testQueryClient();
    renderWithClient(<ClimateSettingScheduleTable deviceId={deviceId} />, api.client, queryClient);
    await readFailed(queryClient, deviceId);
    await waitFor(() =>
      expect(document.querySelector('.pl-schedule-row__device')?.textContent).toBe(
        'Unknown thermostat',
      ),
    );
  });
});
