import { isGone } from '../gone.js';

/**
 * Whether a view still cannot say what a device read found: it is loading, or it failed for a
 * passing reason (not a 404). A view shows a missing device's fallback ('Unknown thermostat')
 * only once this is false and there is no device.
 */
export const deviceReadUnsettled = (
  query: { data: unknown; isError: boolean; error: unknown },
  awaiting: boolean,
): boolean => awaiting || (query.data === undefined && query.isError && !isGone(query.error));
