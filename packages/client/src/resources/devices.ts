import type { RequestOptions } from '../transport/http-client.js';
import { DevicesSimulate } from './devices-simulate.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';
import { UnmanagedDevices } from './unmanaged-devices.js';

/** The `/devices` namespace. */
export class Devices {
  readonly #context: ResourceContext;
  /** `/devices/simulate` operations. */
  readonly simulate: DevicesSimulate;
  /** `/devices/unmanaged` operations. */
  readonly unmanaged: UnmanagedDevices;

  constructor(context: ResourceContext) {
    this.#context = context;
    this.simulate = new DevicesSimulate(context);
    this.unmanaged = new UnmanagedDevices(context);
  }

  /** `POST /devices/delete`. */
  async delete(
    params: OperationParams<'/devices/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/devices/delete', params, undefined, options);
  }

  /** `GET /devices/get`, resolving to `device`. */
  get(
    params?: OperationParams<'/devices/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/devices/get', 'device'>> {
    return this.#context.http.read('/devices/get', params, 'device', options);
  }

  /** `GET /devices/list`, resolving to `devices`. */
  list(
    params?: OperationParams<'/devices/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/devices/list', 'devices'>> {
    return this.#context.http.read('/devices/list', params, 'devices', options);
  }

  /** `GET /devices/list_device_providers`, resolving to `device_providers`. */
  listDeviceProviders(
    params?: OperationParams<'/devices/list_device_providers'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/devices/list_device_providers', 'device_providers'>> {
    return this.#context.http.read(
      '/devices/list_device_providers',
      params,
      'device_providers',
      options,
    );
  }

  /** `POST /devices/update`. */
  async update(
    params: OperationParams<'/devices/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/devices/update', params, undefined, options);
  }
}
