import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** Unmounts what a test rendered and restores real timers, for ui/ tests that render more than once. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
