import type { DeviceModel } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import {
  type CatalogueDeviceModelsParams,
  deviceCatalogueQueries,
} from './device-catalogue-queries.js';

/**
 * The catalogue's device models for `params`, keeping the previous answer while new filters load
 * (`isPlaceholderData`). `null` makes no call.
 */
export function useCatalogueDeviceModels(
  params: CatalogueDeviceModelsParams | null,
): UseQueryResult<DeviceModel[]> {
  const { client, queryClient } = useRequireProvider('useCatalogueDeviceModels');
  return useQuery(
    { ...deviceCatalogueQueries.deviceModels(client, params), ...KEEP_ERRORS_IN_RESULT },
    queryClient,
  );
}
