// Bundles `@porchlight/react/elements` into one self-contained ES module (the renderer, TanStack
// Query and the client included) for pages without a bundler: dist/elements.js.
// The views render there with Preact through `preact/compat` instead of React DOM: a page that
// gets its renderer only through us pays about 10 kB gzip for it instead of about 45 kB for React
// 18.3.1. The package's rendering tests run on the same Preact (npm run test:preact), and the
// element specs run this bundle in Chromium. React hosts import the views and keep their React.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PREACT_ALIASES } from './preact-aliases.mjs';
import { thirdPartyNotices } from './third-party-notices.mjs';

const outfile = fileURLToPath(new URL('../dist/elements.js', import.meta.url));
const result = await build({
  entryPoints: [fileURLToPath(new URL('../src/elements/index.ts', import.meta.url))],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'eof',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  alias: PREACT_ALIASES,
  write: false,
});
const [output] = result.outputFiles;
const inputs = Object.keys(Object.values(result.metafile.outputs)[0]?.inputs ?? {});
const bundle = `${output.text}${thirdPartyNotices(inputs, process.cwd())}`;
writeFileSync(outfile, bundle);
const bytes = Buffer.byteLength(bundle);
console.log(`elements: ${bytes} bytes minified`);
