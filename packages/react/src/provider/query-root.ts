/**
 * The first part of every Porchlight query key. The provider resets everything under it when the
 * session changes; each resource's keys in `hooks/<resource>/` start with it.
 */
export const QUERY_ROOT = ['porchlight'] as const;
