import { type Namespace, namespace } from './operations.js';

/** Operations of the `/thermostats/climate_setting_schedules` namespace. */
export const climateSettingSchedules = namespace(
  '/thermostats/climate_setting_schedules',
  (op) => ({
    /** `POST /thermostats/climate_setting_schedules/create`, resolving to `climate_setting_schedule`. */
    create: op.write('climate_setting_schedule'),
    /** `POST /thermostats/climate_setting_schedules/delete`. */
    delete: op.command(),
    /** `GET /thermostats/climate_setting_schedules/get`, resolving to `climate_setting_schedule`. */
    get: op.read('climate_setting_schedule'),
    /** `GET /thermostats/climate_setting_schedules/list`, resolving to `climate_setting_schedules`. */
    list: op.read('climate_setting_schedules'),
    /** `POST /thermostats/climate_setting_schedules/update`, resolving to `climate_setting_schedule`. */
    update: op.write('climate_setting_schedule'),
  }),
);

/** The `/thermostats/climate_setting_schedules` namespace. */
export type ClimateSettingSchedules = Namespace<typeof climateSettingSchedules>;
