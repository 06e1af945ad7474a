import { PorchlightInternalEndpointError } from '../errors/porchlight-error.js';
import type { ResourceContext } from '../resources/resource-context.js';
import type { RequestOptions } from '../transport/http-client.js';
import type {
  DeviceModel,
  DeviceModelsListParams,
  InternalApiAcknowledgement,
  Manufacturer,
  ManufacturersGetParams,
  ManufacturersListParams,
} from './types.js';

const BASE = '/internal/devicedb/v1';

// The client filters and the views iterate these lists, so a non-list answer is refused as
// malformed (with status and request id) rather than failing later with a TypeError.
const listProblem = (value: unknown): string | undefined =>
  Array.isArray(value) ? undefined : 'the list is not an array';

// Refuses the call unless acknowledged, and keeps the flag off the wire.
const acknowledged = <P extends InternalApiAcknowledgement>(
  params: P | undefined,
): Omit<P, 'acknowledge_intentional_use_of_internal_api'> => {
  if (params?.acknowledge_intentional_use_of_internal_api !== true) {
    throw new PorchlightInternalEndpointError();
  }
  const { acknowledge_intentional_use_of_internal_api: _, ...rest } = params;
  return rest;
};

/** Internal catalogue of manufacturers. Every call requires the acknowledgement flag. */
export class CatalogueManufacturers {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /internal/devicedb/v1/manufacturers/get`. */
  async get(params: ManufacturersGetParams, options?: RequestOptions): Promise<Manufacturer> {
    const query = acknowledged(params);
    // Not `http.read`: the catalogue is outside the contract, so it is not known to take a POST.
    return this.#context.http.request({
      method: 'GET',
      path: `${BASE}/manufacturers/get`,
      params: query,
      key: 'manufacturer',
      options,
    });
  }

  /** `GET /internal/devicedb/v1/manufacturers/list`, without manufacturers that have no models. */
  async list(params: ManufacturersListParams, options?: RequestOptions): Promise<Manufacturer[]> {
    const query = acknowledged(params);
    const manufacturers = await this.#context.http.request<Manufacturer[]>({
      method: 'GET',
      path: `${BASE}/manufacturers/list`,
      params: query,
      key: 'manufacturers',
      validate: listProblem,
      options,
    });
    // An item that is no object (`null`) has no models to show: dropped with the empty ones
    // rather than failing the whole list with a TypeError.
    return manufacturers.filter(
      (manufacturer) =>
        typeof manufacturer === 'object' &&
        manufacturer !== null &&
        manufacturer.device_model_count > 0,
    );
  }
}

/** Internal catalogue of device models. Every call requires the acknowledgement flag. */
export class CatalogueDeviceModels {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /internal/devicedb/v1/device_models/list`. */
  async list(params: DeviceModelsListParams, options?: RequestOptions): Promise<DeviceModel[]> {
    const query = acknowledged(params);
    return this.#context.http.request({
      method: 'GET',
      path: `${BASE}/device_models/list`,
      params: query,
      key: 'device_models',
      validate: listProblem,
      options,
    });
  }
}

/** The internal device catalogue (devicedb): manufacturers and device models. */
export class DeviceCatalogue {
  /** Manufacturers: `/internal/devicedb/v1/manufacturers/*`. */
  declare readonly manufacturers: CatalogueManufacturers;
  /** Device models: `/internal/devicedb/v1/device_models/*`. */
  declare readonly deviceModels: CatalogueDeviceModels;

  constructor(context: ResourceContext) {
    this.manufacturers = new CatalogueManufacturers(context);
    this.deviceModels = new CatalogueDeviceModels(context);
  }
}
