// Taken when the test file loads, before any of its tests fakes the clock.
const { setTimeout: realSetTimeout } = globalThis;
const realNow = Date.now;

/**
 * Waits until `check` passes (or its promise resolves), polling on the real clock, and fails with
 * its last error after `timeout` ms. For a test that holds a faked clock still: Testing Library's
 * `waitFor` ends on a `setTimeout` that such a clock never fires, and `vi.waitFor` moves a fake
 * clock on at every poll.
 */
export async function waitOnRealClock(check: () => unknown, timeout = 10_000): Promise<void> {
  const deadline = realNow() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (realNow() >= deadline) throw error;
    }
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}
