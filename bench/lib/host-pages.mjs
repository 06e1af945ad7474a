// Host pages for the browser suites that put Porchlight beside the anchor (@seamapi/react): one
// minimal HTML page per library, its JSX bundled by esbuild with the same settings for both.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>bench host</title>
    <link rel="stylesheet" href="./host.css" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./host.js"></script>
  </body>
</html>
`;

/**
 * Bundles one host page per entry of `sources` (id → JSX source) into `outDir/<id>/`, all with one
 * esbuild configuration. React, React DOM and the scheduler are pinned to the bench's copies
 * (18.3.1) for every importer, so the pages run the same React and no bundle carries two. Returns
 * each page's JavaScript bytes by id.
 */
export async function buildHostPages(benchDir, outDir, sources) {
  const esbuild = await import('esbuild');
  const pinReact = {
    name: 'pin-react',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|scheduler)(\/.*)?$/ }, (args) => {
        if (args.pluginData === 'pinned') return undefined;
        return build.resolve(args.path, {
          kind: args.kind,
          resolveDir: benchDir,
          pluginData: 'pinned',
        });
      });
    },
  };
  const sizes = {};
  for (const [id, source] of Object.entries(sources)) {
    const dir = join(outDir, id);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(outDir, `${id}-host.jsx`), source);
    writeFileSync(join(dir, 'index.html'), HTML);
    const result = await esbuild.build({
      entryPoints: { host: join(outDir, `${id}-host.jsx`) },
      outdir: dir,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      loader: { '.svg': 'file', '.png': 'file', '.woff': 'file', '.woff2': 'file' },
      plugins: [pinReact],
      metafile: true,
      logLevel: 'silent',
    });
    sizes[id] = Object.entries(result.metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .reduce((sum, [, output]) => sum + output.bytes, 0);
  }
  return sizes;
}
