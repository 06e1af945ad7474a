import { defineProject } from 'vitest/config';
import { porchlightAliases } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: porchlightAliases },
  test: { name: 'fake-api', environment: 'node' },
});
