import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';

/** Browser specs run serially: they share one stateful fake API that each test resets. */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
  },
});
