// Bytes a page without a bundler pays for the custom elements: `@porchlight/react/elements`
// (dist/elements.js, React, React DOM, TanStack Query and the client inside), gzipped, beside the
// anchor's `@seamapi/react/elements.js` (dist/elements.js) when the bench workspace has it.
// Figures only; nothing is asserted.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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

/** Gzip bytes of React (`react` + `react-dom/client`) alone, bundled as the elements bundle it. */
async function reactAlone(root) {
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
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

/**
 * The same elements entry with React 18.3.1 bundled instead of 19 (the peer range allows it), to
 * show what that choice would save. React 18 is installed into the bench's scratch folder from the
 * registry on each run; null (with the reason) when it cannot be.
 */
async function withReact18(root, outDir) {
  const dir = `${outDir}/react18`;
  try {
    if (!existsSync(`${dir}/node_modules/react-dom/package.json`)) {
      mkdirSync(dir, { recursive: true });
      execFileSync(
        'npm',
        [
          'install',
          '--prefix',
          dir,
          '--no-save',
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
          'react@18.3.1',
          'react-dom@18.3.1',
        ],
        { stdio: 'ignore' },
      );
    }
  } catch (error) {
    return {
      reason: `npm could not install React 18.3.1 (${error instanceof Error ? error.message.split('\n')[0] : error})`,
    };
  }
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [`${root}/packages/react/src/elements/index.ts`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outfile: `${outDir}/elements-react18.js`,
    logLevel: 'silent',
    alias: { react: `${dir}/node_modules/react`, 'react-dom': `${dir}/node_modules/react-dom` },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const bytes = result.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export async function run({ root, outDir }) {
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
  const react18 = await withReact18(root, outDir);
  const react18Note =
    'raw' in react18
      ? `the same entry is ${kb(react18.raw)} raw, ${kb(react18.gzip)} gzip (${react18.gzip < GOAL ? 'under' : 'still over'} the goal; not adopted: the views are tested on React 19 only)`
      : `not measured: ${react18.reason}`;
  const markdown = `${rows.join('\n')}

- Both files as published: one ES module each with React and every dependency inside (ours is
  esbuild-minified with React 19.3; the anchor's file is not minified). kB = 1,000 bytes.
- Goal: under ${kb(GOAL)} gzip with React. ${oursSize.gzip < GOAL ? 'Met' : `Not met: ${kb(oursSize.gzip - GOAL)} over`}.
- Of ours, React 19 (\`react\` + \`react-dom/client\`) alone is ${kb(await reactAlone(root))} gzip; the
  views, provider, client, TanStack Query and the element layer are the rest. With React 18.3.1
  bundled instead (installed into \`bench/.out/react18\` and aliased, measured on this run)
  ${react18Note}.
- Porchlight elements: ${ELEMENTS.map((spec) => `\`${spec.tag}\``).join(', ')}.`;
  return { title: 'Custom elements bundle size (React included)', markdown };
}
