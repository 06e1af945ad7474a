import { defineProject } from 'vitest/config';
import { loadedMachineTimeouts, porchlightAliases } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: porchlightAliases },
  test: { ...loadedMachineTimeouts, environment: 'happy-dom' },
});
