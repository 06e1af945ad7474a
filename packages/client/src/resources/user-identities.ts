import type { RequestOptions } from '../transport/http-client.js';
import { EnrollmentAutomations } from './enrollment-automations.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/user_identities` namespace. */
export class UserIdentities {
  readonly #context: ResourceContext;
  /** `/user_identities/enrollment_automations` operations. */
  readonly enrollmentAutomations: EnrollmentAutomations;

  constructor(context: ResourceContext) {
    this.#context = context;
    this.enrollmentAutomations = new EnrollmentAutomations(context);
  }

  /** `POST /user_identities/add_acs_user`. */
  async addAcsUser(
    params: OperationParams<'/user_identities/add_acs_user'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/user_identities/add_acs_user', params, undefined, options);
  }

  /** `POST /user_identities/create`, resolving to `user_identity`. */
  create(
    params?: OperationParams<'/user_identities/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/user_identities/create', 'user_identity'>> {
    return this.#context.http.write('/user_identities/create', params, 'user_identity', options);
  }

  /** `POST /user_identities/delete`. */
  async delete(
    params: OperationParams<'/user_identities/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/user_identities/delete', params, undefined, options);
  }

  /** `GET /user_identities/get`, resolving to `user_identity`. */
  get(
    params: OperationParams<'/user_identities/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/user_identities/get', 'user_identity'>> {
    return this.#context.http.read('/user_identities/get', params, 'user_identity', options);
  }

  /** `POST /user_identities/grant_access_to_device`. */
  async grantAccessToDevice(
    params: OperationParams<'/user_identities/grant_access_to_device'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/user_identities/grant_access_to_device',
      params,
      undefined,
      options,
    );
  }

  /** `GET /user_identities/list`, resolving to `user_identities`. */
  list(
    params?: OperationParams<'/user_identities/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/user_identities/list', 'user_identities'>> {
    return this.#context.http.read('/user_identities/list', params, 'user_identities', options);
  }

  /** `GET /user_identities/list_accessible_devices`, resolving to `devices`. */
  listAccessibleDevices(
    params: OperationParams<'/user_identities/list_accessible_devices'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/user_identities/list_accessible_devices', 'devices'>> {
    return this.#context.http.read(
      '/user_identities/list_accessible_devices',
      params,
      'devices',
      options,
    );
  }

  /** `GET /user_identities/list_acs_systems`, resolving to `acs_systems`. */
  listAcsSystems(
    params: OperationParams<'/user_identities/list_acs_systems'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/user_identities/list_acs_systems', 'acs_systems'>> {
    return this.#context.http.read(
      '/user_identities/list_acs_systems',
      params,
      'acs_systems',
      options,
    );
  }

  /** `GET /user_identities/list_acs_users`, resolving to `acs_users`. */
  listAcsUsers(
    params: OperationParams<'/user_identities/list_acs_users'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/user_identities/list_acs_users', 'acs_users'>> {
    return this.#context.http.read('/user_identities/list_acs_users', params, 'acs_users', options);
  }

  /** `POST /user_identities/remove_acs_user`. */
  async removeAcsUser(
    params: OperationParams<'/user_identities/remove_acs_user'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/user_identities/remove_acs_user', params, undefined, options);
  }

  /** `POST /user_identities/revoke_access_to_device`. */
  async revokeAccessToDevice(
    params: OperationParams<'/user_identities/revoke_access_to_device'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/user_identities/revoke_access_to_device',
      params,
      undefined,
      options,
    );
  }

  /** `POST /user_identities/update`. */
  async update(
    params: OperationParams<'/user_identities/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/user_identities/update', params, undefined, options);
  }
}
