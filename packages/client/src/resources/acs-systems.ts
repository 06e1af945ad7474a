import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/acs/systems` namespace. */
export class AcsSystems {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /acs/systems/get`, resolving to `acs_system`. */
  get(
    params: OperationParams<'/acs/systems/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/systems/get', 'acs_system'>> {
    return this.#context.http.read('/acs/systems/get', params, 'acs_system', options);
  }

  /** `GET /acs/systems/list`, resolving to `acs_systems`. */
  list(
    params?: OperationParams<'/acs/systems/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/systems/list', 'acs_systems'>> {
    return this.#context.http.read('/acs/systems/list', params, 'acs_systems', options);
  }
}
