import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/access_codes/simulate` namespace. */
export class AccessCodesSimulate {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /access_codes/simulate/create_unmanaged_access_code`, resolving to `access_code`. */
  createUnmanagedAccessCode(
    params: OperationParams<'/access_codes/simulate/create_unmanaged_access_code'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<'/access_codes/simulate/create_unmanaged_access_code', 'access_code'>
  > {
    return this.#context.http.write(
      '/access_codes/simulate/create_unmanaged_access_code',
      params,
      'access_code',
      options,
    );
  }
}
