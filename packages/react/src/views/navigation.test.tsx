import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorchlightProviderMissingError } from '../provider/porchlight-context.js';
import { DeviceTable } from './navigation.js';

describe('a view outside the provider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('throws an error naming the view and the provider, not TanStack Query’s', () => {
    // React logs the error it rethrows; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<DeviceTable />)).toThrow(PorchlightProviderMissingError);
    expect(() => render(<DeviceTable />)).toThrow(
      '`DeviceTable` must be used inside <PorchlightProvider>',
    );
  });
});
