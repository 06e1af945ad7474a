import type { Manufacturer } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useClient } from '../../provider/porchlight-context.js';
import {
  type CatalogueManufacturersParams,
  deviceCatalogueQueries,
} from './device-catalogue-queries.js';

/** The catalogue's manufacturers with models, loaded once per parameter set. */
export function useCatalogueManufacturers(
  params: CatalogueManufacturersParams = {},
): UseQueryResult<Manufacturer[]> {
  return useQuery(deviceCatalogueQueries.manufacturers(useClient(), params));
}
