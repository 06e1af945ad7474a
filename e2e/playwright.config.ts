import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';

/**
 * Two workers, each with its own fake API (the worker-scoped `workerFakeApi` fixture) that each of
 * its tests resets; files are spread over the workers, the tests of a file run in order.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: a loaded two-CPU machine runs axe twice per theme in some specs; a pass must not time out.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 900 },
    // Pinned, not the machine's: the specs read dates as an en-US reader in UTC sees them (the
    // snapshot masks, expected times), whatever LANG and TZ the CI image has.
    locale: 'en-US',
    timezoneId: 'UTC',
  },
});
