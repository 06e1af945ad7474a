// Bundles `@porchlight/react/elements` into one self-contained ES module (the renderer, TanStack
// Query and the client included) for pages without a bundler: dist/elements.js.
// The views render there with Preact through `preact/compat` instead of React DOM: a page that
// gets its renderer only through us pays about 10 kB gzip for it instead of about 45 kB for React
// 18.3.1. The package's rendering tests run on the same Preact (npm run test:preact), and the
// element specs run this bundle in Chromium. React hosts import the views and keep their React.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PREACT_ALIASES } from './preact-aliases.mjs';

// Preact's files carry no licence comment for `legalComments` to keep: its MIT notice goes at the end.
const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const preactLicence = readFileSync(join(preactDir, 'LICENSE'), 'utf8')
  .trim()
  .replaceAll('*/', '* /');

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
  alias: PREACT_ALIASES,
  footer: { js: `/*! Preact (bundled above)\n${preactLicence}\n*/` },
});
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`elements: ${bytes} bytes minified`);
