import type { ActionAttemptOptions } from '../action-attempts/resolve-action-attempt.js';
import { runAction } from '../action-attempts/run-action.js';
import type { ActionAttempt } from '../models.js';
import type { RequestOptions } from '../transport/http-client.js';
import { ClimateSettingSchedules } from './climate-setting-schedules.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/thermostats` namespace. */
export class Thermostats {
  readonly #context: ResourceContext;
  /** `/thermostats/climate_setting_schedules` operations. */
  readonly climateSettingSchedules: ClimateSettingSchedules;

  constructor(context: ResourceContext) {
    this.#context = context;
    this.climateSettingSchedules = new ClimateSettingSchedules(context);
  }

  /**
   * `POST /thermostats/cool`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  cool(
    params: OperationParams<'/thermostats/cool'>,
    options?: ActionAttemptOptions,
  ): Promise<ActionAttempt> {
    return runAction(this.#context, '/thermostats/cool', params, options);
  }

  /**
   * Deletes a thermostat. The contract has no `/thermostats/delete`; a thermostat is a device, so
   * this is `POST /devices/delete` with the thermostat's `device_id`.
   */
  async delete(
    params: OperationParams<'/devices/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/devices/delete', params, undefined, options);
  }

  /** `GET /thermostats/get`, resolving to `thermostat`. */
  get(
    params?: OperationParams<'/thermostats/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/thermostats/get', 'thermostat'>> {
    return this.#context.http.read('/thermostats/get', params, 'thermostat', options);
  }

  /**
   * `POST /thermostats/heat`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  heat(
    params: OperationParams<'/thermostats/heat'>,
    options?: ActionAttemptOptions,
  ): Promise<ActionAttempt> {
    return runAction(this.#context, '/thermostats/heat', params, options);
  }

  /**
   * `POST /thermostats/heat_cool`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  heatCool(
    params: OperationParams<'/thermostats/heat_cool'>,
    options?: ActionAttemptOptions,
  ): Promise<ActionAttempt> {
    return runAction(this.#context, '/thermostats/heat_cool', params, options);
  }

  /** `GET /thermostats/list`, resolving to `thermostats`. */
  list(
    params?: OperationParams<'/thermostats/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/thermostats/list', 'thermostats'>> {
    return this.#context.http.read('/thermostats/list', params, 'thermostats', options);
  }

  /**
   * `POST /thermostats/off`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  off(
    params: OperationParams<'/thermostats/off'>,
    options?: ActionAttemptOptions,
  ): Promise<ActionAttempt> {
    return runAction(this.#context, '/thermostats/off', params, options);
  }

  /**
   * `POST /thermostats/set_fan_mode`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  setFanMode(
    params: OperationParams<'/thermostats/set_fan_mode'>,
    options?: ActionAttemptOptions,
  ): Promise<ActionAttempt> {
    return runAction(this.#context, '/thermostats/set_fan_mode', params, options);
  }

  /** `POST /thermostats/update`. */
  async update(
    params: OperationParams<'/thermostats/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/thermostats/update', params, undefined, options);
  }
}
