import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/connected_accounts` namespace. */
export class ConnectedAccounts {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /connected_accounts/delete`. */
  async delete(
    params: OperationParams<'/connected_accounts/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/connected_accounts/delete', params, undefined, options);
  }

  /** `GET /connected_accounts/get`, resolving to `connected_account`. */
  get(
    params: OperationParams<'/connected_accounts/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/connected_accounts/get', 'connected_account'>> {
    return this.#context.http.read('/connected_accounts/get', params, 'connected_account', options);
  }

  /** `GET /connected_accounts/list`, resolving to `connected_accounts`. */
  list(
    params?: OperationParams<'/connected_accounts/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/connected_accounts/list', 'connected_accounts'>> {
    return this.#context.http.read(
      '/connected_accounts/list',
      params,
      'connected_accounts',
      options,
    );
  }

  /** `POST /connected_accounts/update`, resolving to `connected_account`. */
  update(
    params: OperationParams<'/connected_accounts/update'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/connected_accounts/update', 'connected_account'>> {
    return this.#context.http.write(
      '/connected_accounts/update',
      params,
      'connected_account',
      options,
    );
  }
}
