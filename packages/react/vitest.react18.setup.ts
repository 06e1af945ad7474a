// Makes every CommonJS `require` of React in the test process (Testing Library, TanStack Query)
// load the React 18 copy too: two Reacts in one tree break every hook.
import Module from 'node:module';

const dir = process.env.PORCHLIGHT_REACT18_DIR;
const modules = `${dir}/node_modules`;
type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const original = loader._resolveFilename;
loader._resolveFilename = function resolveReact18(this: unknown, request, ...rest) {
  const redirected = /^react(-dom)?(\/|$)/.test(request) ? `${modules}/${request}` : request;
  return original.call(this, redirected, ...rest);
};

// Fails the run, rather than passing on React 19, if either path still reaches another React.
const required = Module.createRequire(import.meta.url)('react') as { version: string };
const imported = await import('react');
for (const [how, version] of [
  ['require', required.version],
  ['import', imported.version],
] as const) {
  if (!version.startsWith('18.')) throw new Error(`React ${version} was loaded by ${how}, not 18`);
}
