import { defineProject } from 'vitest/config';
import { offlineHappyDom, porchlightAliases, testDefaults } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: porchlightAliases },
  test: { ...testDefaults, ...offlineHappyDom },
});
