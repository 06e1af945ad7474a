/**
 * Runs before every test file of the happy-dom projects. Testing Library's `findBy…` and
 * `waitFor` give up after 1 s by default, and most of those waits cover real HTTP to the fake API:
 * a loaded two-CPU machine can stall a worker past 1 s, failing a test that would pass. A wait
 * that succeeds returns as soon as it does, so a longer limit only slows a test that fails.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
