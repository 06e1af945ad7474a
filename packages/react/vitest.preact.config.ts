import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import {
  domSetupFile,
  offlineHappyDom,
  porchlightAliases,
  testDefaults,
  testWorkers,
} from '../../vitest.shared.js';
import { PREACT_ALIASES } from './scripts/preact-aliases.mjs';

const exactly = (specifier: string) => new RegExp(`^${specifier.replace('/', '\\/')}$`);

/**
 * The rendering tests on Preact through `preact/compat`, the renderer of the custom elements
 * bundle (scripts/build-elements.mjs): `npm run test:preact`.
 */
export default defineConfig({
  resolve: {
    alias: [
      ...Object.entries(porchlightAliases).map(([find, replacement]) => ({ find, replacement })),
      ...Object.entries(PREACT_ALIASES).map(([find, replacement]) => ({
        find: exactly(find),
        replacement,
      })),
    ],
  },
  test: {
    ...testDefaults,
    // A root config of its own (run alone by scripts/run-react-tests.mjs), so it sets the workers.
    maxWorkers: testWorkers,
    setupFiles: [
      fileURLToPath(new URL('./vitest.preact.setup.ts', import.meta.url)),
      ...testDefaults.setupFiles,
      domSetupFile,
    ],
    ...offlineHappyDom,
    include: ['src/**/*.test.tsx'],
    // React-host features the elements never use: rendering to a string (`react-dom/server`;
    // an element renders only in a browser) and a host's own client swapped on the host's own
    // QueryClient (each element session owns its cache).
    exclude: ['src/server-rendering.test.tsx', 'src/provider/host-client-switch.test.tsx'],
    // Loaded through Vite, so the aliases above reach their ES module imports of React. Preact
    // itself stays outside Vite, so Vite's imports and the setup file's `require`s share one copy.
    server: { deps: { inline: ['@tanstack/react-query', '@testing-library/react'] } },
  },
});
