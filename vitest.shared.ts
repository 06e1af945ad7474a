import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/** Maps workspace packages to their sources so tests never need a prior build. */
export const porchlightAliases = {
  // Subpaths first: an alias matches by prefix, and the first match wins.
  '@porchlight/react/elements/registry': fileURLToPath(
    new URL('./packages/react/src/elements/registry.ts', import.meta.url),
  ),
  '@porchlight/client': src('client'),
  '@porchlight/webhooks': src('webhooks'),
  '@porchlight/fake-api': src('fake-api'),
  '@porchlight/react': src('react'),
};

/**
 * Vitest workers: twice the CPUs. The suites mostly wait (on the fake API over loopback, timers,
 * happy-dom's setup) rather than compute, so more workers than CPUs overlap the waits: on the
 * two-CPU machine the whole unit run took 189 s with 4 workers against 268 s with 2, and the
 * Preact rerun 84 s against 142 s, with the same CPU time. The root config and the React
 * package's renderer configs (React 18, Preact) all take it from here.
 */
export const testWorkers = Math.max(2, availableParallelism() * 2);

/**
 * Generous limits for every project: CI machines have two CPUs running the whole suite, and a
 * test that passes must not fail because the machine was busy. No test relies on a tight limit.
 */
export const loadedMachineTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/** Every project's test defaults: the generous limits and the console secret scan. */
export const testDefaults = {
  ...loadedMachineTimeouts,
  setupFiles: [fileURLToPath(new URL('./vitest.secret-scan.ts', import.meta.url))],
};

/** Testing Library's waits, lengthened for a loaded machine; every happy-dom project runs it. */
export const domSetupFile = fileURLToPath(new URL('./vitest.dom-setup.ts', import.meta.url));

/**
 * happy-dom for the React tests, offline: the provider injects stylesheet and font links, and the
 * test DOM must not fetch them (unpkg, Google Fonts). Tests stand alone; offline, each fetch only
 * logged a failure.
 */
export const offlineHappyDom = {
  environment: 'happy-dom',
  environmentOptions: {
    happyDOM: {
      settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
    },
  },
} as const;
