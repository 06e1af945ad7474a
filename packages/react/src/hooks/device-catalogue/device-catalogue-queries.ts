import type {
  DeviceModel,
  DeviceModelsListParams,
  Manufacturer,
  ManufacturersListParams,
  PorchlightClient,
} from '@porchlight/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requireClient } from '../../provider/porchlight-context.js';
import { QUERY_ROOT } from '../../provider/query-root.js';
import { dataKey, type PorchlightDataKey, type PorchlightQueryOptions } from '../query-options.js';

/** Parameters of the manufacturers list the views send (the factories add the acknowledgement). */
export type CatalogueManufacturersParams = Omit<
  ManufacturersListParams,
  'acknowledge_intentional_use_of_internal_api'
>;

/** Parameters of the device models list the views send (the factories add the acknowledgement). */
export type CatalogueDeviceModelsParams = Omit<
  DeviceModelsListParams,
  'acknowledge_intentional_use_of_internal_api'
>;

/**
 * The catalogue changes with releases, not while someone browses it: a list loaded once serves
 * every later filter change and remount for this long before it is refetched in the background.
 */
export const CATALOGUE_FRESH_MS = 5 * 60_000;

/** Query keys of the internal device catalogue, keyed by the call's parameters. */
export const deviceCatalogueKeys = {
  all: [...QUERY_ROOT, 'device_catalogue'] as const,
  manufacturerLists: () => [...deviceCatalogueKeys.all, 'manufacturers', 'list'] as const,
  manufacturers: (
    params: CatalogueManufacturersParams,
  ): PorchlightDataKey<
    readonly [
      ...typeof QUERY_ROOT,
      'device_catalogue',
      'manufacturers',
      'list',
      CatalogueManufacturersParams,
    ],
    Manufacturer[]
  > => dataKey<Manufacturer[]>()([...deviceCatalogueKeys.manufacturerLists(), params]),
  deviceModelLists: () => [...deviceCatalogueKeys.all, 'device_models', 'list'] as const,
  deviceModels: (
    params: CatalogueDeviceModelsParams,
  ): PorchlightDataKey<
    readonly [
      ...typeof QUERY_ROOT,
      'device_catalogue',
      'device_models',
      'list',
      CatalogueDeviceModelsParams,
    ],
    DeviceModel[]
  > => dataKey<DeviceModel[]>()([...deviceCatalogueKeys.deviceModelLists(), params]),
  /**
   * The key of a models query that asks nothing (no model can match, or a restriction still
   * waits for its manufacturer list). Never fetched, so it never holds another call's answer:
   * under `deviceModels({})` it showed the whole unfiltered catalogue another table had loaded.
   */
  noDeviceModels: (): PorchlightDataKey<
    readonly [...typeof QUERY_ROOT, 'device_catalogue', 'device_models', 'none'],
    DeviceModel[]
  > => dataKey<DeviceModel[]>()([...deviceCatalogueKeys.all, 'device_models', 'none']),
};

// The views acknowledge the internal endpoint once, here, rather than at every call site.
const ACK = { acknowledge_intentional_use_of_internal_api: true } as const;

/** Key and fetcher of each catalogue query. */
export const deviceCatalogueQueries = {
  /**
   * Manufacturers (those without models are dropped by the client). While a new key loads (a
   * switch of supported-only), the previous answer stays on screen (`isPlaceholderData`).
   */
  manufacturers: (
    client: PorchlightClient | null,
    params: CatalogueManufacturersParams,
  ): PorchlightQueryOptions<Manufacturer[], ReturnType<typeof deviceCatalogueKeys.manufacturers>> =>
    queryOptions({
      queryKey: deviceCatalogueKeys.manufacturers(params),
      enabled: client !== null,
      staleTime: CATALOGUE_FRESH_MS,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) =>
        requireClient(client).deviceCatalogue.manufacturers.list({ ...params, ...ACK }, { signal }),
    }),
  /**
   * Device models for one set of filters. `null` parameters mean no model can match: the query
   * stays disabled. While a new key loads, the previous answer stays on screen (no flash).
   */
  deviceModels: (
    client: PorchlightClient | null,
    params: CatalogueDeviceModelsParams | null,
  ): PorchlightQueryOptions<
    DeviceModel[],
    | ReturnType<typeof deviceCatalogueKeys.deviceModels>
    | ReturnType<typeof deviceCatalogueKeys.noDeviceModels>
  > =>
    queryOptions({
      queryKey:
        params === null
          ? deviceCatalogueKeys.noDeviceModels()
          : deviceCatalogueKeys.deviceModels(params),
      enabled: client !== null && params !== null,
      staleTime: CATALOGUE_FRESH_MS,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) =>
        requireClient(client).deviceCatalogue.deviceModels.list(
          { ...(params ?? {}), ...ACK },
          { signal },
        ),
    }),
};
