// The package's stylesheet sources in cascade order (tokens, then the UI kit, then the views),
// joined into one stylesheet: what dist/index.css is built from, and what the playground's dev
// server serves for `@porchlight/react/index.css` while it runs on sources.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));

function cssFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** Every `.css` file under `src/`, in cascade order, and their joined text. */
export function stylesheetSources() {
  const rank = (path) => (path.includes('/styles/') ? 0 : path.includes('/ui/') ? 1 : 2);
  const files = cssFiles(src).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const css = files
    .map((path) => `/* ${relative(src, path)} */\n${readFileSync(path, 'utf8')}`)
    .join('\n');
  return { files, css };
}
