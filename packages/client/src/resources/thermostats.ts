import { climateSettingSchedules } from './climate-setting-schedules.js';
import { action, command, type Namespace, read } from './operations.js';

/** Operations of the `/thermostats` namespace. */
export const thermostats = {
  /** `/thermostats/climate_setting_schedules` operations. */
  climateSettingSchedules: climateSettingSchedules,
  /**
   * `POST /thermostats/cool`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  cool: action('/thermostats/cool'),
  /**
   * Deletes a thermostat. The contract has no `/thermostats/delete`; a thermostat is a device, so
   * this is `POST /devices/delete` with the thermostat's `device_id`.
   */
  delete: command('/devices/delete'),
  /** `GET /thermostats/get`, resolving to `thermostat`. */
  get: read('/thermostats/get', 'thermostat'),
  /**
   * `POST /thermostats/heat`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  heat: action('/thermostats/heat'),
  /**
   * `POST /thermostats/heat_cool`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  heatCool: action('/thermostats/heat_cool'),
  /** `GET /thermostats/list`, resolving to `thermostats`. */
  list: read('/thermostats/list', 'thermostats'),
  /**
   * `POST /thermostats/off`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  off: action('/thermostats/off'),
  /**
   * `POST /thermostats/set_fan_mode`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  setFanMode: action('/thermostats/set_fan_mode'),
  /** `POST /thermostats/update`. */
  update: command('/thermostats/update'),
};

/** The `/thermostats` namespace. */
export type Thermostats = Namespace<typeof thermostats>;
