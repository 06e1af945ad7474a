import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/access_codes/unmanaged` namespace. */
export class UnmanagedAccessCodes {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /access_codes/unmanaged/convert_to_managed`. */
  async convertToManaged(
    params: OperationParams<'/access_codes/unmanaged/convert_to_managed'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/access_codes/unmanaged/convert_to_managed',
      params,
      undefined,
      options,
    );
  }

  /** `POST /access_codes/unmanaged/delete`. */
  async delete(
    params: OperationParams<'/access_codes/unmanaged/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/access_codes/unmanaged/delete', params, undefined, options);
  }

  /** `GET /access_codes/unmanaged/get`, resolving to `access_code`. */
  get(
    params?: OperationParams<'/access_codes/unmanaged/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/access_codes/unmanaged/get', 'access_code'>> {
    return this.#context.http.read('/access_codes/unmanaged/get', params, 'access_code', options);
  }

  /** `GET /access_codes/unmanaged/list`, resolving to `access_codes`. */
  list(
    params: OperationParams<'/access_codes/unmanaged/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/access_codes/unmanaged/list', 'access_codes'>> {
    return this.#context.http.read('/access_codes/unmanaged/list', params, 'access_codes', options);
  }

  /** `POST /access_codes/unmanaged/update`. */
  async update(
    params: OperationParams<'/access_codes/unmanaged/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/access_codes/unmanaged/update', params, undefined, options);
  }
}
