// Prints one closing line for the whole test run from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const vitest = read('reports/vitest.json');
const playwright = read('reports/playwright.json');

const unit = { passed: vitest?.numPassedTests ?? 0, failed: vitest?.numFailedTests ?? 0 };
const browser = {
  passed: playwright?.stats?.expected ?? 0,
  failed: (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0),
};
console.log(`unit: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`browser: ${browser.passed} passed, ${browser.failed} failed`);
console.log(
  `tests: ${unit.passed + browser.passed} passed, ${unit.failed + browser.failed} failed`,
);
if (
  !vitest ||
  !playwright ||
  unit.failed + browser.failed > 0 ||
  unit.passed + browser.passed === 0
) {
  process.exitCode = 1;
}
