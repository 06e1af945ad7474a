// Bytes a page without a bundler pays for the custom elements: `@porchlight/react/elements`
// (dist/elements.js, React, React DOM, TanStack Query and the client inside), gzipped, beside the
// anchor's `@seamapi/react/elements.js` (dist/elements.js) when the bench workspace has it.
// Figures only; nothing is asserted.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const GOAL = 90_000;

function measure(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The anchor's element names: each is declared as `<id> = "seam-…", <id> = { <props> }`. */
function anchorElementNames(file) {
  const text = readFileSync(file, 'utf8');
  return [...new Set([...text.matchAll(/= "(seam-[a-z-]+)", \w+ = \{/g)].map((m) => m[1]))].filter(
    (name) => !name.endsWith('-keys'), // a constant of the supported-device table, not an element
  );
}

/** Gzip bytes of React (`react` + `react-dom/client`) alone, the 18.3.1 the elements bundle ships. */
async function reactAlone(root) {
  const react18 = `${root}/tools/react18/node_modules`;
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents:
        "import { createRoot } from 'react-dom/client'; import * as React from 'react'; globalThis.x = [createRoot, React];",
      resolveDir: `${root}/packages/react`,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { react: `${react18}/react`, 'react-dom': `${react18}/react-dom` },
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

/**
 * The same elements entry with the workspace's React 19 bundled instead of the shipped 18.3.1, to
 * show what that choice saves.
 */
async function withReact19(root) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [`${root}/packages/react/src/elements/index.ts`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outfile: `${root}/bench/.out/elements-react19.js`,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const bytes = result.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export async function run({ root }) {
  const ours = `${root}/packages/react/dist/elements.js`;
  if (!existsSync(ours)) throw new Error('packages/react/dist/elements.js is missing: build first');
  const oursSize = measure(ours);
  const anchorDir = [`${root}/bench/node_modules`, `${root}/node_modules`]
    .map((dir) => `${dir}/@seamapi/react`)
    .find((dir) => existsSync(`${dir}/dist/elements.js`));
  const anchor = anchorDir && {
    version: JSON.parse(readFileSync(`${anchorDir}/package.json`, 'utf8')).version,
    ...measure(`${anchorDir}/dist/elements.js`),
  };
  const { ELEMENTS } = await import(`${root}/packages/react/dist/elements/registry.js`);
  const ratio = (size) => (anchor ? `${((size.gzip / anchor.gzip) * 100).toFixed(1)} %` : '–');
  const rows = [
    '| Bundle | Elements | Raw | Gzip (level 9) | Gzip vs anchor |',
    '|---|---:|---:|---:|---:|',
    `| \`@porchlight/react/elements\` (\`dist/elements.js\`) | ${ELEMENTS.length} | ${kb(oursSize.raw)} | ${kb(oursSize.gzip)} | ${ratio(oursSize)} |`,
  ];
  if (anchor) {
    const names = anchorElementNames(`${anchorDir}/dist/elements.js`);
    rows.push(
      `| \`@seamapi/react@${anchor.version}/elements.js\` (\`dist/elements.js\`) | ${names.length} | ${kb(anchor.raw)} | ${kb(anchor.gzip)} | 100 % |`,
    );
  }
  const react19 = await withReact19(root);
  const markdown = `${rows.join('\n')}

- Both files as published: one ES module each with React and every dependency inside (ours is
  esbuild-minified with React 18.3.1 from \`tools/react18\`; the anchor's file is not minified).
  kB = 1,000 bytes.
- Goal: under ${kb(GOAL)} gzip with React. ${oursSize.gzip < GOAL ? 'Met' : `Not met: ${kb(oursSize.gzip - GOAL)} over`}.
- Of ours, React 18.3.1 (\`react\` + \`react-dom/client\`) alone is ${kb(await reactAlone(root))} gzip;
  the views, provider, client, TanStack Query and the element layer are the rest. With the
  workspace's React 19 bundled instead, the same entry is ${kb(react19.raw)} raw, ${kb(react19.gzip)} gzip
  (the bundle used React 19 until 2026-11-24).
- Porchlight elements: ${ELEMENTS.map((spec) => `\`${spec.tag}\``).join(', ')}.`;
  return { title: 'Custom elements bundle size (React included)', markdown };
}
