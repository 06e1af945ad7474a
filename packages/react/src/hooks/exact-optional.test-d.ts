// Compiled with `exactOptionalPropertyTypes` (tsconfig.exact.json) as well as without it
// (tsconfig.json): a host with that flag on can forward values that may be undefined (an optional
// prop, a search param) to every optional hook parameter and mutation variable.
import type { IntegrationSupportLevel } from '@porchlight/client';
import type {
  CatalogueDeviceModelsParams,
  CatalogueManufacturersParams,
  CreateAccessCodeParams,
  DeviceListParams,
  SetThermostatClimateVariables,
  UpdateAccessCodeParams,
} from '../index.js';
import {
  deviceCatalogueQueries,
  deviceQueries,
  useAccessCode,
  useAccessCodes,
  useCatalogueDeviceModels,
  useCatalogueManufacturers,
  useClimateSettingSchedule,
  useClimateSettingSchedules,
  useCreateAccessCode,
  useDevice,
  useDevices,
  useLockDoor,
  useSetThermostatClimate,
  useToggleLock,
  useUnlockDoor,
  useUpdateAccessCode,
} from '../index.js';

declare const maybe: {
  id?: string;
  ids?: string[];
  text?: string;
  levels?: IntegrationSupportLevel[];
  type?: 'ongoing' | 'time_bound';
  degrees?: number;
};

export const list: DeviceListParams = { device_ids: maybe.ids, connected_account_ids: maybe.ids };
export const create: CreateAccessCodeParams = {
  device_id: 'd',
  name: 'n',
  code: '1234',
  starts_at: maybe.text,
  ends_at: maybe.text,
};
export const update: UpdateAccessCodeParams = {
  access_code_id: 'a',
  device_id: 'd',
  name: 'n',
  code: maybe.text,
  type: maybe.type,
  starts_at: maybe.text,
  ends_at: maybe.text,
};
export const manufacturers: CatalogueManufacturersParams = {
  liqe_query: maybe.text,
  integration_support_levels: maybe.levels,
};
export const deviceModels: CatalogueDeviceModelsParams = {
  exclude_if: maybe.ids,
  include_if: maybe.ids,
  text_search: maybe.text,
  integration_support_levels: maybe.levels,
  manufacturer_id: maybe.id,
  manufacturer_ids: maybe.ids,
};
export const climate: SetThermostatClimateVariables = {
  device_id: 'd',
  hvac_mode_setting: 'heat_cool',
  heating_set_point_fahrenheit: maybe.degrees,
  heating_set_point_celsius: maybe.degrees,
  cooling_set_point_fahrenheit: maybe.degrees,
  cooling_set_point_celsius: maybe.degrees,
};
export const factories = [
  deviceQueries.list(null, { device_ids: maybe.ids }),
  deviceCatalogueQueries.manufacturers(null, { liqe_query: maybe.text }),
  deviceCatalogueQueries.deviceModels(null, { manufacturer_id: maybe.id }),
];

// Each id a query hook takes may be missing (the query stays idle), as an optional prop is.
export function ExactHost() {
  useDevices({ device_ids: maybe.ids });
  useDevice({ device_id: maybe.id });
  useAccessCodes({ device_id: maybe.id });
  useAccessCode({ access_code_id: maybe.id });
  useClimateSettingSchedules({ device_id: maybe.id });
  useClimateSettingSchedule({ climate_setting_schedule_id: maybe.id });
  useCatalogueManufacturers({ liqe_query: maybe.text });
  useCatalogueDeviceModels({ manufacturer_id: maybe.id, text_search: maybe.text });

  useCreateAccessCode().mutate({ device_id: 'd', name: 'n', code: '1', starts_at: maybe.text });
  useUpdateAccessCode().mutate({
    access_code_id: 'a',
    device_id: 'd',
    name: 'n',
    code: maybe.text,
  });
  useSetThermostatClimate().mutate({
    device_id: 'd',
    hvac_mode_setting: 'heat',
    heating_set_point_fahrenheit: maybe.degrees,
  });

  // The lock hooks take `device_id` like every other hook; `deviceId` still works.
  useLockDoor().mutate({ device_id: 'd' });
  useUnlockDoor().mutate({ deviceId: 'd' });
  useToggleLock().mutate({ device_id: 'd', locked: true });
  // @ts-expect-error a lock hook needs the device's id
  useLockDoor().mutate({});
  // @ts-expect-error one id, not both
  useToggleLock().mutate({ device_id: 'd', deviceId: 'd', locked: true });
  return null;
}
