import { PorchlightApiError, PorchlightNetworkError } from '@porchlight/client';
import { describe, expect, it } from 'vitest';
import { isGone } from '../gone.js';
import { deviceReadUnsettled } from './device-gone.js';

const apiError = (status: number) =>
  new PorchlightApiError(status, undefined, { type: 'x', message: 'x' });
const failed = (error: unknown) => ({ data: undefined, isError: true, error });

describe('deviceReadUnsettled', () => {
  it('is settled once the device is read, or known to be gone', () => {
    expect(
      deviceReadUnsettled({ data: { device_id: 'd1' }, isError: false, error: null }, false),
    ).toBe(false);
    expect(deviceReadUnsettled(failed(apiError(404)), false)).toBe(false);
    expect(isGone(apiError(404))).toBe(true);
  });

  it('is unsettled while loading and after a failure that says nothing of the device', () => {
    expect(deviceReadUnsettled({ data: undefined, isError: false, error: null }, true)).toBe(true);
    expect(deviceReadUnsettled(failed(apiError(500)), false)).toBe(true);
    expect(
      deviceReadUnsettled(failed(new PorchlightNetworkError('/devices/get', null)), false),
    ).toBe(true);
    // A refetch that failed after a read keeps the device: nothing is unknown.
    expect(
      deviceReadUnsettled(
        { data: { device_id: 'd1' }, isError: true, error: apiError(500) },
        false,
      ),
    ).toBe(false);
  });
});
