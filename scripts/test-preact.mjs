// Runs the React package's rendering tests (every `.test.tsx` but rendering to a string) on
// Preact through `preact/compat`, the renderer the custom elements bundle ships
// (packages/react/scripts/build-elements.mjs; packages/react/vitest.preact.config.ts). The rest
// of the workspace stays on React 19.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

execFileSync('npx', ['vitest', 'run', '--config', 'vitest.preact.config.ts'], {
  cwd: fileURLToPath(new URL('../packages/react', import.meta.url)),
  stdio: 'inherit',
});
