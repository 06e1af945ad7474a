import type {
  DeviceModel,
  DeviceModelsListParams,
  IntegrationSupportLevel,
  Manufacturer,
  ManufacturersListParams,
  PorchlightClient,
} from '@porchlight/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requireClient } from '../../provider/porchlight-context.js';
import { QUERY_ROOT } from '../../provider/query-root.js';
import type { PorchlightQueryOptions } from '../query-options.js';

/**
 * Parameters of the manufacturers list: the client's `ManufacturersListParams` without the
 * acknowledgement the factories add (the type test keeps their fields the same). A field given as
 * `undefined` is left out.
 */
export interface CatalogueManufacturersParams {
  /** Only manufacturers with devices at these support levels. */
  integration_support_levels?: IntegrationSupportLevel[] | undefined;
  /** A query such as one built by `createManufacturerQuery`. */
  liqe_query?: string | undefined;
}

/**
 * Parameters of the device models list: the client's `DeviceModelsListParams` without the
 * acknowledgement the factories add (the type test keeps their fields the same). A field given as
 * `undefined` is left out.
 */
export interface CatalogueDeviceModelsParams {
  /** Leaves out models with any of these capabilities (`can_remotely_unlock`, …). */
  exclude_if?: string[] | undefined;
  /** Keeps only models with every one of these capabilities (`can_remotely_unlock`, …). */
  include_if?: string[] | undefined;
  /** Free text matched against the models. */
  text_search?: string | undefined;
  /** Only models at these support levels. */
  integration_support_levels?: IntegrationSupportLevel[] | undefined;
  /** Only this manufacturer's models. */
  manufacturer_id?: string | undefined;
  /** Only these manufacturers' models. */
  manufacturer_ids?: string[] | undefined;
}

/**
 * The catalogue changes with releases, not while someone browses it: a list loaded once serves
 * every later filter change and remount for this long before it is refetched in the background.
 */
export const CATALOGUE_FRESH_MS = 5 * 60_000;

/** Query keys of the internal device catalogue, keyed by the call's parameters. */
export const deviceCatalogueKeys = {
  all: [...QUERY_ROOT, 'device_catalogue'] as const,
  manufacturerLists: () => [...deviceCatalogueKeys.all, 'manufacturers', 'list'] as const,
  manufacturers: (params: CatalogueManufacturersParams) =>
    [...deviceCatalogueKeys.manufacturerLists(), params] as const,
  deviceModelLists: () => [...deviceCatalogueKeys.all, 'device_models', 'list'] as const,
  deviceModels: (params: CatalogueDeviceModelsParams) =>
    [...deviceCatalogueKeys.deviceModelLists(), params] as const,
};

// The views acknowledge the internal endpoint once, here, rather than at every call site. A field
// given as `undefined` is left out, as the client's query string leaves it out: the client's
// params take none under `exactOptionalPropertyTypes`.
const acknowledged = <P>(params: object): P =>
  ({
    ...Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)),
    acknowledge_intentional_use_of_internal_api: true,
  }) as P;

/** Key and fetcher of each catalogue query. */
export const deviceCatalogueQueries = {
  /** Manufacturers (those without models are dropped by the client). */
  manufacturers: (
    client: PorchlightClient | null,
    params: CatalogueManufacturersParams,
  ): PorchlightQueryOptions<Manufacturer[], ReturnType<typeof deviceCatalogueKeys.manufacturers>> =>
    queryOptions({
      queryKey: deviceCatalogueKeys.manufacturers(params),
      enabled: client !== null,
      staleTime: CATALOGUE_FRESH_MS,
      queryFn: ({ signal }) =>
        requireClient(client).deviceCatalogue.manufacturers.list(
          acknowledged<ManufacturersListParams>(params),
          { signal },
        ),
    }),
  /**
   * Device models for one set of filters. `null` parameters mean no model can match: the query
   * stays disabled. While a new key loads, the previous answer stays on screen (no flash).
   */
  deviceModels: (
    client: PorchlightClient | null,
    params: CatalogueDeviceModelsParams | null,
  ): PorchlightQueryOptions<DeviceModel[], ReturnType<typeof deviceCatalogueKeys.deviceModels>> =>
    queryOptions({
      queryKey: deviceCatalogueKeys.deviceModels(params ?? {}),
      enabled: client !== null && params !== null,
      staleTime: CATALOGUE_FRESH_MS,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) =>
        requireClient(client).deviceCatalogue.deviceModels.list(
          acknowledged<DeviceModelsListParams>(params ?? {}),
          { signal },
        ),
    }),
};
