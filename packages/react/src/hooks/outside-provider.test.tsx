import { PorchlightError } from '@porchlight/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PorchlightProviderMissingError,
  useClient,
  usePorchlight,
} from '../provider/porchlight-context.js';
import {
  useAccessCode,
  useAccessCodes,
  useAllClimateSettingSchedules,
  useCatalogueDeviceModels,
  useCatalogueManufacturers,
  useClimateSettingSchedule,
  useClimateSettingSchedules,
  useConnectedAccount,
  useCreateAccessCode,
  useDeleteAccessCode,
  useDevice,
  useDevices,
  useGenerateAccessCode,
  useLockDoor,
  useSetThermostatClimate,
  useSetThermostatFanMode,
  useThermostatTemperatureUnit,
  useToggleLock,
  useUnlockDoor,
  useUpdateAccessCode,
  useUpdateClimateSettingSchedule,
  useUpdateThermostatManualOverride,
  useViewTelemetry,
} from './index.js';

// Every public hook, called as a host would.
const hooks: Record<string, () => unknown> = {
  useAccessCode: () => useAccessCode({ access_code_id: 'c1' }),
  useAccessCodes: () => useAccessCodes({ device_id: 'd1' }),
  useAllClimateSettingSchedules: () => useAllClimateSettingSchedules(),
  useCatalogueDeviceModels: () => useCatalogueDeviceModels({}),
  useCatalogueManufacturers: () => useCatalogueManufacturers(),
  useClimateSettingSchedule: () => useClimateSettingSchedule({ climate_setting_schedule_id: 's' }),
  useClimateSettingSchedules: () => useClimateSettingSchedules({ device_id: 'd1' }),
  useConnectedAccount: () => useConnectedAccount({ connected_account_id: 'a1' }),
  useCreateAccessCode: () => useCreateAccessCode(),
  useDeleteAccessCode: () => useDeleteAccessCode(),
  useDevice: () => useDevice({ device_id: 'd1' }),
  useDevices: () => useDevices(),
  useGenerateAccessCode: () => useGenerateAccessCode(),
  useLockDoor: () => useLockDoor(),
  useSetThermostatClimate: () => useSetThermostatClimate(),
  useSetThermostatFanMode: () => useSetThermostatFanMode(),
  useThermostatTemperatureUnit: () => useThermostatTemperatureUnit(),
  useToggleLock: () => useToggleLock(),
  useUnlockDoor: () => useUnlockDoor(),
  useUpdateAccessCode: () => useUpdateAccessCode(),
  useUpdateClimateSettingSchedule: () => useUpdateClimateSettingSchedule(),
  useUpdateThermostatManualOverride: () => useUpdateThermostatManualOverride(),
  useViewTelemetry: () => useViewTelemetry('DeviceTable'),
  // A host's own query on the provider's cache starts here (the README's recipe).
  useClient: () => useClient(),
  usePorchlight: () => usePorchlight(),
};

describe('hooks outside <PorchlightProvider>', () => {
  // React reports render errors on the console as well; keep the output readable.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  // Under the host's own QueryClientProvider only: the hooks used to take that cache and wait
  // there for a client that never comes, pending for ever without a word.
  const hostWrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );

  it.each(Object.entries(hooks))('%s throws the provider-missing error naming it', (name, hook) => {
    let caught: unknown;
    try {
      renderHook(hook, { wrapper: hostWrapper });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PorchlightProviderMissingError);
    expect(caught).toBeInstanceOf(PorchlightError);
    expect((caught as Error).message).toContain(
      `\`${name}\` must be used inside <PorchlightProvider>: wrap the component calling it`,
    );
  });
});

describe('PorchlightProviderMissingError', () => {
  it('is a PorchlightError, so one instanceof check catches every Porchlight error', () => {
    const error = new PorchlightProviderMissingError('DeviceTable');
    expect(error).toBeInstanceOf(PorchlightError);
    expect(error.name).toBe('PorchlightProviderMissingError');
    expect(error.message).toContain('<DeviceTable /></PorchlightProvider>');
  });
});
