import { PorchlightApiError } from '@porchlight/client';

/**
 * Whether a device read failed because the device is gone (404), as opposed to a passing failure
 * (a 500, a dropped connection) that says nothing about the device: only the first may be shown
 * as a missing device.
 */
export const isDeviceGone = (error: unknown): boolean =>
  error instanceof PorchlightApiError && error.status === 404;

/**
 * Whether a view still cannot say what a device read found: it is loading, or it failed for a
 * passing reason. A view shows a missing device's fallback ('Unknown thermostat') only once this
 * is false and there is no device.
 */
export const deviceReadUnsettled = (
  query: { data: unknown; isError: boolean; error: unknown },
  awaiting: boolean,
): boolean => awaiting || (query.data === undefined && query.isError && !isDeviceGone(query.error));
