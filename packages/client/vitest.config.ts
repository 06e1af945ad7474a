import { defineProject } from 'vitest/config';
import { porchlightAliases, testDefaults } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: porchlightAliases },
  test: { ...testDefaults, environment: 'node' },
});
