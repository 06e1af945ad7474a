import type { IntegrationSupportLevel } from '@porchlight/client';

/** The spec's "supported" integration levels, which supported-only asks for. */
export const SUPPORTED_LEVELS: readonly IntegrationSupportLevel[] = ['stable', 'beta'];

/** What the user chose in the filter area of the supported device table. */
export interface CatalogueFilters {
  /** One manufacturer's models, or `null` for 'All'. */
  manufacturerId: string | null;
  /** Only stable and beta integrations. */
  supportedOnly: boolean;
  /** Free text; trimmed before it is sent. */
  search: string;
}

/** The spec's defaults: supported-only on, no manufacturer, empty search. */
export const DEFAULT_CATALOGUE_FILTERS: CatalogueFilters = {
  manufacturerId: null,
  supportedOnly: true,
  search: '',
};

/**
 * How many filters differ from the defaults, for the Filters button: a chosen manufacturer and
 * supported-only being off. The search has its own box and does not count.
 */
export function activeFilterCount(filters: CatalogueFilters): number {
  return (filters.manufacturerId === null ? 0 : 1) + (filters.supportedOnly ? 0 : 1);
}

/**
 * The filters once supported-only is switched: switched on, a chosen manufacturer whose
 * integration is not supported leaves the choice too, since the supported manufacturers list
 * (the dropdown's choices) no longer holds it and no model of it could match.
 */
export function withSupportedOnly(
  filters: CatalogueFilters,
  supportedOnly: boolean,
  manufacturers: ReadonlyArray<{ manufacturerId: string; integration: string | null }>,
): CatalogueFilters {
  const chosen = manufacturers.find((m) => m.manufacturerId === filters.manufacturerId);
  const leaves = supportedOnly && chosen !== undefined && !isSupportedLevel(chosen.integration);
  return { ...filters, supportedOnly, manufacturerId: leaves ? null : filters.manufacturerId };
}

const isSupportedLevel = (level: string | null): boolean =>
  SUPPORTED_LEVELS.some((supported) => supported === level);

/** Whether the user typed a search (ignoring spaces), which picks the "no match" wording. */
export function hasSearch(filters: Pick<CatalogueFilters, 'search'>): boolean {
  return filters.search.trim() !== '';
}
