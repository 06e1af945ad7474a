import {
  createManufacturerQuery,
  type DeviceModelsListParams,
  type ManufacturersListParams,
} from '@porchlight/client';
import { type CatalogueFilters, SUPPORTED_LEVELS } from './catalogue-filters.js';

/** What the host chose to show: manufacturers by id or display name, and model feature flags. */
export interface CatalogueHostFilter {
  /** Only these manufacturers (ids or display names); absent or `null` means all. */
  manufacturers?: readonly string[] | null | undefined;
  /** Never these manufacturers (ids or display names). */
  excludedManufacturers?: readonly string[] | undefined;
  /** Only models with every one of these features (e.g. `can_remotely_unlock`). */
  includeIf?: readonly string[] | undefined;
  /** No model with any of these features. */
  excludeIf?: readonly string[] | undefined;
}

/** The manufacturers call, and whether its answer restricts the models too. */
export interface ManufacturerRequest {
  params: Omit<ManufacturersListParams, 'acknowledge_intentional_use_of_internal_api'>;
  /** The host's include/exclude is in force: only listed manufacturers' models are shown. */
  restricted: boolean;
}

/**
 * The manufacturers list call for the host's include/exclude lists, and for supported-only the
 * supported levels, as the models call takes them: the dropdown then offers only manufacturers
 * whose models can show. The manufacturer query is skipped (everything listed) when an entry
 * contains a quote, as the spec says.
 */
export function manufacturerRequest(
  host: CatalogueHostFilter,
  supportedOnly: boolean,
): ManufacturerRequest {
  const liqe = createManufacturerQuery({
    include: host.manufacturers ?? null,
    exclude: host.excludedManufacturers ?? [],
  });
  const params: ManufacturerRequest['params'] = supportedOnly
    ? { integration_support_levels: [...SUPPORTED_LEVELS] }
    : {};
  if (liqe !== undefined) params.liqe_query = liqe;
  return { params, restricted: liqe !== undefined };
}

/**
 * The device models call for the user's filters and the host's. `allowedManufacturerIds` is the
 * listed manufacturers' ids when the host restricts them (see {@link manufacturerRequest}).
 * Returns `null` when no model can match (the host allowed no manufacturer), so no call is made.
 */
export function modelsRequest(
  filters: CatalogueFilters,
  host: CatalogueHostFilter,
  allowedManufacturerIds?: readonly string[],
): Omit<DeviceModelsListParams, 'acknowledge_intentional_use_of_internal_api'> | null {
  const params: Omit<DeviceModelsListParams, 'acknowledge_intentional_use_of_internal_api'> = {};
  const search = filters.search.trim();
  if (search !== '') params.text_search = search;
  if (filters.supportedOnly) params.integration_support_levels = [...SUPPORTED_LEVELS];
  if (host.includeIf && host.includeIf.length > 0) params.include_if = [...host.includeIf];
  if (host.excludeIf && host.excludeIf.length > 0) params.exclude_if = [...host.excludeIf];
  if (allowedManufacturerIds !== undefined) {
    const chosen = filters.manufacturerId;
    if (chosen !== null) {
      if (!allowedManufacturerIds.includes(chosen)) return null;
      params.manufacturer_id = chosen;
      return params;
    }
    if (allowedManufacturerIds.length === 0) return null;
    params.manufacturer_ids = [...allowedManufacturerIds].sort();
    return params;
  }
  if (filters.manufacturerId !== null) params.manufacturer_id = filters.manufacturerId;
  return params;
}
