import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/phones/simulate` namespace. */
export class PhonesSimulate {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /phones/simulate/create_sandbox_phone`, resolving to `phone`. */
  createSandboxPhone(
    params: OperationParams<'/phones/simulate/create_sandbox_phone'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/phones/simulate/create_sandbox_phone', 'phone'>> {
    return this.#context.http.write(
      '/phones/simulate/create_sandbox_phone',
      params,
      'phone',
      options,
    );
  }
}
