import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/noise_sensors/noise_thresholds` namespace. */
export class NoiseThresholds {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /noise_sensors/noise_thresholds/create`, resolving to `noise_threshold`. */
  create(
    params: OperationParams<'/noise_sensors/noise_thresholds/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/noise_sensors/noise_thresholds/create', 'noise_threshold'>> {
    return this.#context.http.write(
      '/noise_sensors/noise_thresholds/create',
      params,
      'noise_threshold',
      options,
    );
  }

  /** `POST /noise_sensors/noise_thresholds/delete`. */
  async delete(
    params: OperationParams<'/noise_sensors/noise_thresholds/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/noise_sensors/noise_thresholds/delete',
      params,
      undefined,
      options,
    );
  }

  /** `GET /noise_sensors/noise_thresholds/get`, resolving to `noise_threshold`. */
  get(
    params: OperationParams<'/noise_sensors/noise_thresholds/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/noise_sensors/noise_thresholds/get', 'noise_threshold'>> {
    return this.#context.http.read(
      '/noise_sensors/noise_thresholds/get',
      params,
      'noise_threshold',
      options,
    );
  }

  /** `GET /noise_sensors/noise_thresholds/list`, resolving to `noise_thresholds`. */
  list(
    params: OperationParams<'/noise_sensors/noise_thresholds/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/noise_sensors/noise_thresholds/list', 'noise_thresholds'>> {
    return this.#context.http.read(
      '/noise_sensors/noise_thresholds/list',
      params,
      'noise_thresholds',
      options,
    );
  }

  /** `POST /noise_sensors/noise_thresholds/update`. */
  async update(
    params: OperationParams<'/noise_sensors/noise_thresholds/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/noise_sensors/noise_thresholds/update',
      params,
      undefined,
      options,
    );
  }
}
