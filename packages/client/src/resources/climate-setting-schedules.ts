import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/thermostats/climate_setting_schedules` namespace. */
export const climateSettingSchedules = {
  /** `POST /thermostats/climate_setting_schedules/create`, resolving to `climate_setting_schedule`. */
  create: write('/thermostats/climate_setting_schedules/create', 'climate_setting_schedule'),
  /** `POST /thermostats/climate_setting_schedules/delete`. */
  delete: command('/thermostats/climate_setting_schedules/delete'),
  /** `GET /thermostats/climate_setting_schedules/get`, resolving to `climate_setting_schedule`. */
  get: read('/thermostats/climate_setting_schedules/get', 'climate_setting_schedule'),
  /** `GET /thermostats/climate_setting_schedules/list`, resolving to `climate_setting_schedules`. */
  list: read('/thermostats/climate_setting_schedules/list', 'climate_setting_schedules'),
  /** `POST /thermostats/climate_setting_schedules/update`, resolving to `climate_setting_schedule`. */
  update: write('/thermostats/climate_setting_schedules/update', 'climate_setting_schedule'),
};

/** The `/thermostats/climate_setting_schedules` namespace. */
export type ClimateSettingSchedules = Namespace<typeof climateSettingSchedules>;
