// Runs the React package's Vitest suite under one of its renderer configs (React 18, Preact):
// the worker count comes from the config itself (`testWorkers` in vitest.shared.ts).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs `vitest run --config <config>` in packages/react with `env` added to this process's. */
export function runReactTests(config, env = {}) {
  execFileSync('npx', ['vitest', 'run', '--config', config], {
    cwd: fileURLToPath(new URL('../packages/react', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}
