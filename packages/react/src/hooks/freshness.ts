/**
 * How long a cached item counts as fresh: one a list seeded moments ago opens its details without
 * a second request, and anything older is refetched on mount as usual.
 */
export const SEEDED_FRESH_MS = 10_000;
