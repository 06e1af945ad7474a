// Bundles every stylesheet of the package (tokens first) into dist/index.css for bundlers and
// dist/index.min.css, the file the provider injects from the versioned distribution.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { stylesheetSources } from './stylesheet-sources.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

const { files, css } = stylesheetSources();
mkdirSync(dist, { recursive: true });
const pretty = await transform(css, { loader: 'css' });
const minified = await transform(css, { loader: 'css', minify: true });
writeFileSync(join(dist, 'index.css'), pretty.code);
writeFileSync(join(dist, 'index.min.css'), minified.code);
console.log(`css: ${files.length} files, ${minified.code.length} bytes minified`);
