import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/devices/simulate` namespace. */
export class DevicesSimulate {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /devices/simulate/remove`. */
  async remove(
    params: OperationParams<'/devices/simulate/remove'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/devices/simulate/remove', params, undefined, options);
  }
}
