import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import { PhonesSimulate } from './phones-simulate.js';
import type { ResourceContext } from './resource-context.js';

/** The `/phones` namespace. */
export class Phones {
  readonly #context: ResourceContext;
  /** `/phones/simulate` operations. */
  readonly simulate: PhonesSimulate;

  constructor(context: ResourceContext) {
    this.#context = context;
    this.simulate = new PhonesSimulate(context);
  }

  /** `POST /phones/deactivate`. */
  async deactivate(
    params: OperationParams<'/phones/deactivate'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/phones/deactivate', params, undefined, options);
  }

  /** `GET /phones/list`, resolving to `phones`. */
  list(
    params?: OperationParams<'/phones/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/phones/list', 'phones'>> {
    return this.#context.http.read('/phones/list', params, 'phones', options);
  }
}
