import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/playground'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
