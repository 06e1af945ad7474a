// Bytes a page without a bundler pays for the custom elements: `@porchlight/react/elements`
// (dist/elements.js: the renderer, TanStack Query and the client inside), gzipped, beside the
// anchor's `@seamapi/react/elements.js` (dist/elements.js) when the bench workspace has it, and
// beside the same entry bundled with React instead of the shipped Preact.
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

const RENDERER_ENTRY =
  "import { createRoot } from 'react-dom/client'; import * as React from 'react'; globalThis.x = [createRoot, React];";

/** esbuild with the elements bundle's settings; `alias` picks the renderer (none: React 19). */
async function bundleGzip(root, entry, alias) {
  const { build } = await import('esbuild');
  const result = await build({
    ...entry,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: `${root}/bench/.out/elements-variants`,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias,
  });
  const bytes = result.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The renderers to compare: the shipped Preact (the build's aliases), React 18.3.1, React 19. */
async function renderers(root) {
  const { PREACT_ALIASES } = await import(`${root}/packages/react/scripts/preact-aliases.mjs`);
  const react18 = `${root}/tools/react18/node_modules`;
  return {
    preact: {
      name: `Preact ${version(`${root}/node_modules/preact`)} (\`preact/compat\`)`,
      alias: PREACT_ALIASES,
    },
    react18: {
      name: 'React 18.3.1',
      alias: { react: `${react18}/react`, 'react-dom': `${react18}/react-dom` },
    },
    react19: { name: `React ${version(`${root}/node_modules/react`)}`, alias: undefined },
  };
}

const version = (dir) => JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).version;

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
  const stdin = {
    stdin: { contents: RENDERER_ENTRY, resolveDir: `${root}/packages/react`, loader: 'js' },
  };
  const entry = { entryPoints: [`${root}/packages/react/src/elements/index.ts`] };
  const lines = [];
  for (const { name, alias } of Object.values(await renderers(root))) {
    const alone = await bundleGzip(root, stdin, alias);
    const whole = await bundleGzip(root, entry, alias);
    lines.push(`| ${name} | ${kb(alone.gzip)} | ${kb(whole.raw)} | ${kb(whole.gzip)} |`);
  }
  const markdown = `${rows.join('\n')}

- Both files as published: one ES module each with its renderer and every dependency inside (ours
  is esbuild-minified and renders with Preact through \`preact/compat\`; the anchor's file is not
  minified and ships React). kB = 1,000 bytes.
- Goal: under ${kb(GOAL)} gzip. ${oursSize.gzip < GOAL ? 'Met' : `Not met: ${kb(oursSize.gzip - GOAL)} over`}.
- The same elements entry with each renderer (the views, provider, client, TanStack Query and the
  element layer are the rest; the bundle shipped React 18.3.1 until 2026-11-27, and React 19 until
  2026-11-24):

| Renderer | Renderer alone, gzip | Elements entry, raw | Elements entry, gzip |
|---|---:|---:|---:|
${lines.join('\n')}

- Porchlight elements: ${ELEMENTS.map((spec) => `\`${spec.tag}\``).join(', ')}.`;
  return { title: 'Custom elements bundle size (renderer included)', markdown };
}
