import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/noise_sensors/simulate` namespace. */
export class NoiseSensorsSimulate {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /noise_sensors/simulate/trigger_noise_threshold`. */
  async triggerNoiseThreshold(
    params: OperationParams<'/noise_sensors/simulate/trigger_noise_threshold'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/noise_sensors/simulate/trigger_noise_threshold',
      params,
      undefined,
      options,
    );
  }
}
