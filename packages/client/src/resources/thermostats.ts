import { climateSettingSchedules } from './climate-setting-schedules.js';
import { command, type Namespace, namespace } from './operations.js';

/** Operations of the `/thermostats` namespace. */
export const thermostats = namespace('/thermostats', (op) => ({
  /** `/thermostats/climate_setting_schedules` operations. */
  climateSettingSchedules: climateSettingSchedules,
  /**
   * `POST /thermostats/cool`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  cool: op.action(),
  /**
   * Deletes a thermostat. The contract has no `/thermostats/delete`; a thermostat is a device, so
   * this is `POST /devices/delete` with the thermostat's `device_id`.
   */
  delete: command('/devices/delete'),
  /** `GET /thermostats/get`, resolving to `thermostat`. */
  get: op.read('thermostat'),
  /**
   * `POST /thermostats/heat`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  heat: op.action(),
  /**
   * `POST /thermostats/heat_cool`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  heatCool: op.action(),
  /** `GET /thermostats/list`, resolving to `thermostats`. */
  list: op.read('thermostats'),
  /**
   * `POST /thermostats/off`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  off: op.action(),
  /**
   * `POST /thermostats/set_fan_mode`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  setFanMode: op.action(),
  /** `POST /thermostats/update`. */
  update: op.command(),
}));

/** The `/thermostats` namespace. */
export type Thermostats = Namespace<typeof thermostats>;
