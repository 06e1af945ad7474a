// Makes every CommonJS `require` of React in the test process (Testing Library) load Preact's
// compat modules too, the copy Vite's imports load: two renderers in one tree break every hook.
import Module from 'node:module';
import { PREACT_ALIASES } from './scripts/preact-aliases.mjs';

const require = Module.createRequire(import.meta.url);
type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const original = loader._resolveFilename;
loader._resolveFilename = function resolvePreact(this: unknown, request, ...rest) {
  const alias = PREACT_ALIASES[request];
  return original.call(this, alias ? require.resolve(alias) : request, ...rest);
};

// Fails the run, rather than passing on React, if either path still reaches React.
const compat = await import('preact/compat');
const required = require('react') as { useState?: unknown };
const imported = await import('react');
for (const [how, loaded] of [
  ['require', required.useState],
  ['import', imported.useState],
] as const) {
  if (loaded !== compat.useState)
    throw new Error(`${how} of "react" loaded React, not preact/compat`);
}
