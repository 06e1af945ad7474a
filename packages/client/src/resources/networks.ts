import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/networks` namespace. */
export class Networks {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /networks/get`, resolving to `network`. */
  get(
    params: OperationParams<'/networks/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/networks/get', 'network'>> {
    return this.#context.http.read('/networks/get', params, 'network', options);
  }

  /** `GET /networks/list`, resolving to `networks`. */
  list(
    params?: OperationParams<'/networks/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/networks/list', 'networks'>> {
    return this.#context.http.read('/networks/list', params, 'networks', options);
  }
}
