/** Which manufacturers to include or exclude, by id (UUID) or display name. */
export interface ManufacturerFilter {
  /** Only these manufacturers; `null` or absent means all; an empty list matches none. */
  include?: readonly string[] | null;
  /** Never these manufacturers. */
  exclude?: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const matcher = (entry: string): string =>
  UUID.test(entry) ? `manufacturer_id:"${entry}"` : `display_name:"${entry}"`;

const anyOf = (entries: readonly string[]): string => `(${entries.map(matcher).join(' OR ')})`;

/**
 * Builds the catalogue's manufacturer query. Returns `undefined` (no filter) when there is
 * nothing to filter or when an entry contains a double quote, which the query cannot escape.
 */
export const createManufacturerQuery = ({
  include,
  exclude = [],
}: ManufacturerFilter): string | undefined => {
  if ([...(include ?? []), ...exclude].some((entry) => entry.includes('"'))) return undefined;
  const excluded = exclude.length > 0 ? `NOT ${anyOf(exclude)}` : undefined;
  if (include == null) return excluded;
  if (include.length === 0) return 'manufacturer_id:none';
  return excluded === undefined ? anyOf(include) : `${anyOf(include)} AND ${excluded}`;
};
