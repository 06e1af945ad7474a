import type { Manufacturer } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import {
  type CatalogueManufacturersParams,
  deviceCatalogueQueries,
} from './device-catalogue-queries.js';

/** The catalogue's manufacturers with models, loaded once per parameter set. */
export function useCatalogueManufacturers(
  params: CatalogueManufacturersParams = {},
): UseQueryResult<Manufacturer[]> {
  const { client, queryClient } = useRequireProvider('useCatalogueManufacturers');
  return useQuery(
    { ...deviceCatalogueQueries.manufacturers(client, params), ...KEEP_ERRORS_IN_RESULT },
    queryClient,
  );
}
