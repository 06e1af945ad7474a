import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/acs/entrances` namespace. */
export class AcsEntrances {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /acs/entrances/get`, resolving to `acs_entrance`. */
  get(
    params: OperationParams<'/acs/entrances/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/entrances/get', 'acs_entrance'>> {
    return this.#context.http.read('/acs/entrances/get', params, 'acs_entrance', options);
  }

  /** `POST /acs/entrances/grant_access`. */
  async grantAccess(
    params: OperationParams<'/acs/entrances/grant_access'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/entrances/grant_access', params, undefined, options);
  }

  /** `GET /acs/entrances/list`, resolving to `acs_entrances`. */
  list(
    params?: OperationParams<'/acs/entrances/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/entrances/list', 'acs_entrances'>> {
    return this.#context.http.read('/acs/entrances/list', params, 'acs_entrances', options);
  }

  /** `GET /acs/entrances/list_credentials_with_access`, resolving to `acs_credentials`. */
  listCredentialsWithAccess(
    params: OperationParams<'/acs/entrances/list_credentials_with_access'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/entrances/list_credentials_with_access', 'acs_credentials'>> {
    return this.#context.http.read(
      '/acs/entrances/list_credentials_with_access',
      params,
      'acs_credentials',
      options,
    );
  }
}
