import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/thermostats/climate_setting_schedules` namespace. */
export class ClimateSettingSchedules {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /thermostats/climate_setting_schedules/create`, resolving to `climate_setting_schedule`. */
  create(
    params: OperationParams<'/thermostats/climate_setting_schedules/create'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<'/thermostats/climate_setting_schedules/create', 'climate_setting_schedule'>
  > {
    return this.#context.http.write(
      '/thermostats/climate_setting_schedules/create',
      params,
      'climate_setting_schedule',
      options,
    );
  }

  /** `POST /thermostats/climate_setting_schedules/delete`. */
  async delete(
    params: OperationParams<'/thermostats/climate_setting_schedules/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/thermostats/climate_setting_schedules/delete',
      params,
      undefined,
      options,
    );
  }

  /** `GET /thermostats/climate_setting_schedules/get`, resolving to `climate_setting_schedule`. */
  get(
    params?: OperationParams<'/thermostats/climate_setting_schedules/get'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<'/thermostats/climate_setting_schedules/get', 'climate_setting_schedule'>
  > {
    return this.#context.http.read(
      '/thermostats/climate_setting_schedules/get',
      params,
      'climate_setting_schedule',
      options,
    );
  }

  /** `GET /thermostats/climate_setting_schedules/list`, resolving to `climate_setting_schedules`. */
  list(
    params: OperationParams<'/thermostats/climate_setting_schedules/list'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<'/thermostats/climate_setting_schedules/list', 'climate_setting_schedules'>
  > {
    return this.#context.http.read(
      '/thermostats/climate_setting_schedules/list',
      params,
      'climate_setting_schedules',
      options,
    );
  }

  /** `POST /thermostats/climate_setting_schedules/update`, resolving to `climate_setting_schedule`. */
  update(
    params: OperationParams<'/thermostats/climate_setting_schedules/update'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<'/thermostats/climate_setting_schedules/update', 'climate_setting_schedule'>
  > {
    return this.#context.http.write(
      '/thermostats/climate_setting_schedules/update',
      params,
      'climate_setting_schedule',
      options,
    );
  }
}
