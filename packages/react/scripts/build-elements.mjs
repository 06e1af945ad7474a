// Bundles `@porchlight/react/elements` into one self-contained ES module (React, React DOM,
// TanStack Query and the client included) for pages without a bundler: dist/elements.js.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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
});
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`elements: ${bytes} bytes minified`);
