import { fileURLToPath } from 'node:url';
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
    // The client's generated API types, which a fresh clone lacks until its first build.
    globalSetup: [fileURLToPath(new URL('./vitest.global-setup.ts', import.meta.url))],
  },
});
