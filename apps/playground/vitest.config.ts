import { defineProject } from 'vitest/config';
import {
  domSetupFile,
  offlineHappyDom,
  porchlightAliases,
  testDefaults,
} from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: porchlightAliases },
  test: {
    ...testDefaults,
    ...offlineHappyDom,
    setupFiles: [...testDefaults.setupFiles, domSetupFile],
    name: 'playground',
  },
});
