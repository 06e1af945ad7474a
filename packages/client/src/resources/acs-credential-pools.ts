import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/acs/credential_pools` namespace. */
export class AcsCredentialPools {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /acs/credential_pools/list`, resolving to `acs_credential_pools`. */
  list(
    params: OperationParams<'/acs/credential_pools/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/credential_pools/list', 'acs_credential_pools'>> {
    return this.#context.http.read(
      '/acs/credential_pools/list',
      params,
      'acs_credential_pools',
      options,
    );
  }
}
