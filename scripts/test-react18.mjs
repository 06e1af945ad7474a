// Runs the React package's tests on React 18, the lowest major in its peer range: React 18.3.1
// and React DOM 18.3.1 are installed into a folder outside the workspace (from the npm cache,
// `--prefer-offline`) and every import of React in the test process is pointed there
// (packages/react/vitest.react18.config.ts). The workspace itself stays on React 19.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '18.3.1';
const dir = join(tmpdir(), `porchlight-react-${VERSION}`);
if (!existsSync(join(dir, 'node_modules', 'react-dom', 'package.json'))) {
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      `react@${VERSION}`,
      `react-dom@${VERSION}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
}
const reactPackage = fileURLToPath(new URL('../packages/react', import.meta.url));
execFileSync('npx', ['vitest', 'run', '--config', 'vitest.react18.config.ts'], {
  cwd: reactPackage,
  stdio: 'inherit',
  env: { ...process.env, PORCHLIGHT_REACT18_DIR: dir },
});
