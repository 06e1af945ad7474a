// Runs the React package's rendering tests (every `.test.tsx`) on React 18, the lowest major in
// its peer range: React 18.3.1 and React DOM 18.3.1 live in the private workspace tools/react18
// (installed by `npm ci`), and every import of React in the test process is pointed there
// (packages/react/vitest.react18.config.ts). The rest of the workspace stays on React 19.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runReactTests } from './run-react-tests.mjs';

const dir = fileURLToPath(new URL('../tools/react18', import.meta.url));
if (!existsSync(`${dir}/node_modules/react-dom/package.json`)) {
  throw new Error('tools/react18/node_modules has no React 18: run npm ci (or npm install) first');
}
runReactTests('vitest.react18.config.ts', { PORCHLIGHT_REACT18_DIR: dir });
