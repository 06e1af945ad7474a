import type { DeviceModel } from '@porchlight/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useClient } from '../../provider/porchlight-context.js';
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
  return useQuery(deviceCatalogueQueries.deviceModels(useClient(), params));
}
