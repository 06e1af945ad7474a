// Bundles every stylesheet of the package (tokens first) into dist/index.css for bundlers and
// dist/index.min.css, the file the provider injects from the versioned distribution.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const src = fileURLToPath(new URL('../src', import.meta.url));
const dist = fileURLToPath(new URL('../dist', import.meta.url));

function cssFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

const ordered = cssFiles(src).sort((a, b) => {
  const rank = (path) => (path.includes('/styles/') ? 0 : path.includes('/ui/') ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b);
});
const css = ordered
  .map((path) => `/* ${relative(src, path)} */\n${readFileSync(path, 'utf8')}`)
  .join('\n');
mkdirSync(dist, { recursive: true });
const pretty = await transform(css, { loader: 'css' });
const minified = await transform(css, { loader: 'css', minify: true });
writeFileSync(join(dist, 'index.css'), pretty.code);
writeFileSync(join(dist, 'index.min.css'), minified.code);
console.log(`css: ${ordered.length} files, ${minified.code.length} bytes minified`);
