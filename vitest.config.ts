import { defineConfig } from 'vitest/config';
import { testWorkers } from './vitest.shared.js';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/playground'],
    maxWorkers: testWorkers,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
