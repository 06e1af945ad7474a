// Bundles `@porchlight/react/elements` into one self-contained ES module (React, React DOM,
// TanStack Query and the client included) for pages without a bundler: dist/elements.js.
// React is 18.3.1 from the private workspace tools/react18: a page without React pays 23 kB gzip
// less than with 19, and the package's rendering tests run on 18 too (npm run test:react18).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const react18 = fileURLToPath(new URL('../../../tools/react18/node_modules', import.meta.url));
if (!existsSync(`${react18}/react-dom/package.json`)) {
  throw new Error('tools/react18/node_modules has no React 18: run npm ci (or npm install) first');
}

const result = await build({
  entryPoints: [fileURLToPath(new URL('../src/elements/index.ts', import.meta.url))],
  outfile: fileURLToPath(new URL('../dist/elements.js', import.meta.url)),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'eof',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  alias: { react: `${react18}/react`, 'react-dom': `${react18}/react-dom` },
});
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`elements: ${bytes} bytes minified`);
