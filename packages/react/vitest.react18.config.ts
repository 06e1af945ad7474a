import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import {
  domSetupFile,
  offlineHappyDom,
  porchlightAliases,
  testDefaults,
  testWorkers,
} from '../../vitest.shared.js';

const dir = process.env.PORCHLIGHT_REACT18_DIR;
if (!dir) throw new Error('PORCHLIGHT_REACT18_DIR must name a folder with React 18 installed');
const modules = `${dir}/node_modules`;

export default defineConfig({
  resolve: {
    alias: [
      ...Object.entries(porchlightAliases).map(([find, replacement]) => ({ find, replacement })),
      { find: /^react-dom(\/.*)?$/, replacement: `${modules}/react-dom$1` },
      { find: /^react(\/.*)?$/, replacement: `${modules}/react$1` },
    ],
  },
  test: {
    ...testDefaults,
    // A root config of its own (run alone by scripts/run-react-tests.mjs), so it sets the workers.
    maxWorkers: testWorkers,
    setupFiles: [
      fileURLToPath(new URL('./vitest.react18.setup.ts', import.meta.url)),
      ...testDefaults.setupFiles,
      domSetupFile,
    ],
    ...offlineHappyDom,
    // Only what renders: the \`.test.ts\` files test plain functions, which React's major cannot
    // change, and the React 19 run covers them.
    include: ['src/**/*.test.tsx'],
    // Loaded through Vite, so the aliases above reach their ES module imports of React.
    server: { deps: { inline: ['@tanstack/react-query', '@testing-library/react'] } },
  },
});
