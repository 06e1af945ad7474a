// Runs the React package's rendering tests (every `.test.tsx`) on React 18, the lowest major in its peer range: React 18.3.1
// and React DOM 18.3.1 live in the private workspace tools/react18 (installed by `npm ci`), and
// every import of React in the test process is pointed there
// (packages/react/vitest.react18.config.ts). The rest of the workspace stays on React 19.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../tools/react18', import.meta.url));
if (!existsSync(`${dir}/node_modules/react-dom/package.json`)) {
  throw new Error('tools/react18/node_modules has no React 18: run npm ci (or npm install) first');
}
// Twice the CPUs, as `testWorkers` in vitest.shared.ts (the tests mostly wait).
execFileSync(
  'npx',
  [
    'vitest',
    'run',
    `--maxWorkers=${Math.max(2, availableParallelism() * 2)}`,
    '--config',
    'vitest.react18.config.ts',
  ],
  {
    cwd: fileURLToPath(new URL('../packages/react', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, PORCHLIGHT_REACT18_DIR: dir },
  },
);
