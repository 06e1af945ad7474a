import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/acs/users` namespace. */
export class AcsUsers {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /acs/users/add_to_access_group`. */
  async addToAccessGroup(
    params: OperationParams<'/acs/users/add_to_access_group'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/users/add_to_access_group', params, undefined, options);
  }

  /** `POST /acs/users/create`, resolving to `acs_user`. */
  create(
    params: OperationParams<'/acs/users/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/users/create', 'acs_user'>> {
    return this.#context.http.write('/acs/users/create', params, 'acs_user', options);
  }

  /** `POST /acs/users/delete`. */
  async delete(
    params: OperationParams<'/acs/users/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/users/delete', params, undefined, options);
  }

  /** `GET /acs/users/get`, resolving to `acs_user`. */
  get(
    params: OperationParams<'/acs/users/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/users/get', 'acs_user'>> {
    return this.#context.http.read('/acs/users/get', params, 'acs_user', options);
  }

  /** `GET /acs/users/list`, resolving to `acs_users`. */
  list(
    params?: OperationParams<'/acs/users/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/users/list', 'acs_users'>> {
    return this.#context.http.read('/acs/users/list', params, 'acs_users', options);
  }

  /** `GET /acs/users/list_accessible_entrances`, resolving to `acs_entrances`. */
  listAccessibleEntrances(
    params: OperationParams<'/acs/users/list_accessible_entrances'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/users/list_accessible_entrances', 'acs_entrances'>> {
    return this.#context.http.read(
      '/acs/users/list_accessible_entrances',
      params,
      'acs_entrances',
      options,
    );
  }

  /** `POST /acs/users/remove_from_access_group`. */
  async removeFromAccessGroup(
    params: OperationParams<'/acs/users/remove_from_access_group'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/acs/users/remove_from_access_group',
      params,
      undefined,
      options,
    );
  }

  /** `POST /acs/users/revoke_access_to_all_entrances`. */
  async revokeAccessToAllEntrances(
    params: OperationParams<'/acs/users/revoke_access_to_all_entrances'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/acs/users/revoke_access_to_all_entrances',
      params,
      undefined,
      options,
    );
  }

  /** `POST /acs/users/suspend`. */
  async suspend(
    params: OperationParams<'/acs/users/suspend'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/users/suspend', params, undefined, options);
  }

  /** `POST /acs/users/unsuspend`. */
  async unsuspend(
    params: OperationParams<'/acs/users/unsuspend'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/users/unsuspend', params, undefined, options);
  }

  /** `POST /acs/users/update`. */
  async update(
    params: OperationParams<'/acs/users/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/users/update', params, undefined, options);
  }
}
