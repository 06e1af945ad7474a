import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/devices/unmanaged` namespace. */
export class UnmanagedDevices {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /devices/unmanaged/get`, resolving to `device`. */
  get(
    params?: OperationParams<'/devices/unmanaged/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/devices/unmanaged/get', 'device'>> {
    return this.#context.http.read('/devices/unmanaged/get', params, 'device', options);
  }

  /** `GET /devices/unmanaged/list`, resolving to `devices`. */
  list(
    params?: OperationParams<'/devices/unmanaged/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/devices/unmanaged/list', 'devices'>> {
    return this.#context.http.read('/devices/unmanaged/list', params, 'devices', options);
  }

  /** `POST /devices/unmanaged/update`. */
  async update(
    params: OperationParams<'/devices/unmanaged/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/devices/unmanaged/update', params, undefined, options);
  }
}
