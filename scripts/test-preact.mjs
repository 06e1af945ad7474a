// Runs the React package's rendering tests (every `.test.tsx` but rendering to a string) on
// Preact through `preact/compat`, the renderer the custom elements bundle ships
// (packages/react/scripts/build-elements.mjs; packages/react/vitest.preact.config.ts). The rest
// of the workspace stays on React 19.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

// Twice the CPUs, as `testWorkers` in vitest.shared.ts (the tests mostly wait).
execFileSync(
  'npx',
  [
    'vitest',
    'run',
    `--maxWorkers=${Math.max(2, availableParallelism() * 2)}`,
    '--config',
    'vitest.preact.config.ts',
  ],
  {
    cwd: fileURLToPath(new URL('../packages/react', import.meta.url)),
    stdio: 'inherit',
  },
);
