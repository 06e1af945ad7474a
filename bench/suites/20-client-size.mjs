// Bytes a browser app pays for the API client: each entry is bundled, tree-shaken and minified by
// esbuild for the browser, then gzipped. Figures only; nothing is asserted.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const entries = (root) => [
  {
    name: '@porchlight/client (`PorchlightClient`)',
    code: `import { PorchlightClient } from '${root}/packages/client/dist/index.js'; globalThis.c = PorchlightClient;`,
  },
  {
    name: '@porchlight/client (everything exported)',
    code: `import * as all from '${root}/packages/client/dist/index.js'; globalThis.c = all;`,
  },
  {
    name: 'seamapi@8.24.0 (`Seam`)',
    code: `import { Seam } from 'seamapi'; globalThis.c = Seam;`,
  },
  {
    name: '@seamapi/http (`SeamHttp`)',
    code: `import { SeamHttp } from '@seamapi/http'; globalThis.c = SeamHttp;`,
  },
];

// Reads the installed version from the bench workspace or the root node_modules.
const versionOf = (root, pkg) => {
  for (const dir of [`${root}/bench/node_modules`, `${root}/node_modules`]) {
    const file = `${dir}/${pkg}/package.json`;
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  return 'unknown';
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function run({ root }) {
  const { build } = await import('esbuild');
  const rows = [];
  for (const entry of entries(root)) {
    try {
      const result = await build({
        stdin: { contents: entry.code, resolveDir: `${root}/bench`, loader: 'js' },
        bundle: true,
        minify: true,
        platform: 'browser',
        format: 'esm',
        target: 'es2022',
        write: false,
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': '"production"' },
      });
      const bytes = result.outputFiles[0].contents;
      rows.push({
        name: entry.name,
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      });
    } catch (error) {
      rows.push({ name: entry.name, error: String(error?.message ?? error).split('\n')[0] });
    }
  }
  const base = rows[0]?.gzip;
  const lines = [
    '| Entry | Minified | Gzip | Gzip vs PorchlightClient |',
    '|---|---:|---:|---:|',
    ...rows.map((row) =>
      row.error
        ? `| ${row.name} | failed: ${row.error} | | |`
        : `| ${row.name} | ${row.raw} B (${kb(row.raw)}) | ${row.gzip} B (${kb(row.gzip)}) | ${base ? `${(row.gzip / base).toFixed(2)}×` : ''} |`,
    ),
  ];
  const note = `esbuild ${versionOf(root, 'esbuild')}, bundle + minify, platform browser, format esm; gzip level 9. Compared versions: seamapi ${versionOf(root, 'seamapi')}, @seamapi/http ${versionOf(root, '@seamapi/http')}.`;
  return {
    title: 'Client bytes (tree-shaken browser bundle)',
    markdown: `${lines.join('\n')}\n\n${note}\n`,
  };
}
