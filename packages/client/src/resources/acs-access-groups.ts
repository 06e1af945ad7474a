import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/acs/access_groups` namespace. */
export class AcsAccessGroups {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /acs/access_groups/add_user`. */
  async addUser(
    params: OperationParams<'/acs/access_groups/add_user'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/access_groups/add_user', params, undefined, options);
  }

  /** `GET /acs/access_groups/get`, resolving to `acs_access_group`. */
  get(
    params: OperationParams<'/acs/access_groups/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/access_groups/get', 'acs_access_group'>> {
    return this.#context.http.read('/acs/access_groups/get', params, 'acs_access_group', options);
  }

  /** `GET /acs/access_groups/list`, resolving to `acs_access_groups`. */
  list(
    params?: OperationParams<'/acs/access_groups/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/access_groups/list', 'acs_access_groups'>> {
    return this.#context.http.read('/acs/access_groups/list', params, 'acs_access_groups', options);
  }

  /** `GET /acs/access_groups/list_users`, resolving to `acs_users`. */
  listUsers(
    params: OperationParams<'/acs/access_groups/list_users'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/access_groups/list_users', 'acs_users'>> {
    return this.#context.http.read('/acs/access_groups/list_users', params, 'acs_users', options);
  }

  /** `POST /acs/access_groups/remove_user`. */
  async removeUser(
    params: OperationParams<'/acs/access_groups/remove_user'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/access_groups/remove_user', params, undefined, options);
  }
}
