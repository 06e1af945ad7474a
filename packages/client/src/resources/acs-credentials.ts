import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/acs/credentials` namespace. */
export class AcsCredentials {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /acs/credentials/assign`, resolving to `acs_credential`. */
  assign(
    params: OperationParams<'/acs/credentials/assign'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/credentials/assign', 'acs_credential'>> {
    return this.#context.http.write('/acs/credentials/assign', params, 'acs_credential', options);
  }

  /** `POST /acs/credentials/create`, resolving to `acs_credential`. */
  create(
    params: OperationParams<'/acs/credentials/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/credentials/create', 'acs_credential'>> {
    return this.#context.http.write('/acs/credentials/create', params, 'acs_credential', options);
  }

  /** `POST /acs/credentials/delete`. */
  async delete(
    params: OperationParams<'/acs/credentials/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/acs/credentials/delete', params, undefined, options);
  }

  /** `GET /acs/credentials/get`, resolving to `acs_credential`. */
  get(
    params: OperationParams<'/acs/credentials/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/credentials/get', 'acs_credential'>> {
    return this.#context.http.read('/acs/credentials/get', params, 'acs_credential', options);
  }

  /** `GET /acs/credentials/list`, resolving to `acs_credentials`. */
  list(
    params: OperationParams<'/acs/credentials/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/credentials/list', 'acs_credentials'>> {
    return this.#context.http.read('/acs/credentials/list', params, 'acs_credentials', options);
  }

  /** `POST /acs/credentials/unassign`, resolving to `acs_credential`. */
  unassign(
    params: OperationParams<'/acs/credentials/unassign'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/credentials/unassign', 'acs_credential'>> {
    return this.#context.http.write('/acs/credentials/unassign', params, 'acs_credential', options);
  }

  /** `POST /acs/credentials/update`, resolving to `acs_credential`. */
  update(
    params: OperationParams<'/acs/credentials/update'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/acs/credentials/update', 'acs_credential'>> {
    return this.#context.http.write('/acs/credentials/update', params, 'acs_credential', options);
  }
}
