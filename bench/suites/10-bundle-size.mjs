// Bytes a host app pays for the views: one entry importing the provider and every view the package
// exports, bundled, tree-shaken and minified by esbuild for the browser (React external, as the host
// already ships it), then gzipped; beside it the same entry built from @seamapi/react@2.6.0, the
// anchor. Figures only; nothing is asserted.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const VIEWS = [
  'DeviceTable',
  'DeviceDetails',
  'AccessCodeTable',
  'AccessCodeDetails',
  'CreateAccessCodeForm',
  'EditAccessCodeForm',
  'SupportedDeviceTable',
  'ThermostatCard',
  'ThermostatDetails',
  'ClimateSettingScheduleTable',
  'ClimateSettingScheduleDetails',
];
// The host already has React; both libraries declare it a peer dependency.
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

const resolvePackageDir = (root, pkg) => {
  for (const dir of [`${root}/bench/node_modules`, `${root}/node_modules`]) {
    if (existsSync(`${dir}/${pkg}/package.json`)) return `${dir}/${pkg}`;
  }
  throw new Error(`${pkg} is not installed (npm install in the bench workspace)`);
};

async function bundle(build, root, code, external = EXTERNAL) {
  const result = await build({
    stdin: { contents: code, resolveDir: `${root}/bench`, loader: 'js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    outdir: `${root}/bench/.out/bundle`,
    logLevel: 'silent',
    external,
    // A stylesheet imported from JS (if any) is emitted beside the bundle, not inlined.
    loader: { '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!js) throw new Error('esbuild produced no JavaScript');
  return js.contents;
}

/** The views among VIEWS that `specifier` really exports (esbuild refuses a missing export). */
async function exportedViews(build, root, specifier) {
  const found = [];
  for (const name of VIEWS) {
    try {
      await bundle(build, root, `import { ${name} } from '${specifier}'; globalThis.x = ${name};`);
      found.push(name);
    } catch {
      // Not exported by this package (yet).
    }
  }
  return found;
}

const entryCode = (specifier, provider, views) =>
  `import { ${[provider, ...views].join(', ')} } from '${specifier}';\n` +
  `globalThis.porchlightBench = [${[provider, ...views].join(', ')}];`;

function cssSize(file) {
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzip(bytes) };
}

export async function run({ root }) {
  const { build } = await import('esbuild');
  const ours = `${root}/packages/react/dist/index.js`;
  if (!existsSync(ours))
    throw new Error('packages/react/dist is missing: run `npm run build` first');
  const seamDir = resolvePackageDir(root, '@seamapi/react');
  const seamVersion = JSON.parse(readFileSync(`${seamDir}/package.json`, 'utf8')).version;

  const oursViews = await exportedViews(build, root, ours);
  const seamViews = await exportedViews(build, root, '@seamapi/react');
  const shared = oursViews.filter((view) => seamViews.includes(view));

  const measure = async (specifier, provider, views, external = EXTERNAL) => {
    const bytes = await bundle(build, root, entryCode(specifier, provider, views), external);
    return { raw: bytes.length, gzip: gzip(bytes) };
  };
  const rows = [
    {
      name: '@porchlight/react (provider + all its views)',
      views: oursViews,
      ...(await measure(ours, 'PorchlightProvider', oursViews)),
    },
    {
      name: `@seamapi/react@${seamVersion} (provider + all its views)`,
      views: seamViews,
      ...(await measure('@seamapi/react', 'SeamProvider', seamViews)),
    },
    {
      name: '@porchlight/react (provider + views both ship)',
      views: shared,
      ...(await measure(ours, 'PorchlightProvider', shared)),
    },
    {
      name: `@seamapi/react@${seamVersion} (provider + views both ship)`,
      views: shared,
      ...(await measure('@seamapi/react', 'SeamProvider', shared)),
    },
  ];
  const [oursAll, seamAll, oursShared, seamShared] = rows;
  // What a host that already uses TanStack Query 5 adds: ours declares it a peer dependency.
  const oursWithoutQuery = await measure(ours, 'PorchlightProvider', oursViews, [
    ...EXTERNAL,
    '@tanstack/react-query',
  ]);
  const oursCss = cssSize(`${root}/packages/react/dist/index.min.css`);
  const seamCss = cssSize(`${seamDir}/dist/index.min.css`);

  // A host that embeds one view pays for that view and the screens it can open, not for all.
  const alone = [];
  for (const view of oursViews) {
    const mine = await measure(ours, 'PorchlightProvider', [view]);
    const theirs = seamViews.includes(view)
      ? await measure('@seamapi/react', 'SeamProvider', [view])
      : null;
    alone.push({ view, mine, theirs });
  }
  const ratio = (a, b) => `${((a.gzip / b.gzip) * 100).toFixed(1)} %`;
  const table = [
    '| Entry | Views | Raw (min) | Gzip | Gzip vs anchor |',
    '|---|---|---:|---:|---:|',
    `| ${oursAll.name} | ${oursAll.views.length} | ${kb(oursAll.raw)} | ${kb(oursAll.gzip)} | ${ratio(oursAll, seamAll)} |`,
    `| ${seamAll.name} | ${seamAll.views.length} | ${kb(seamAll.raw)} | ${kb(seamAll.gzip)} | 100 % |`,
    `| ${oursShared.name} | ${oursShared.views.length} | ${kb(oursShared.raw)} | ${kb(oursShared.gzip)} | ${ratio(oursShared, seamShared)} |`,
    `| ${seamShared.name} | ${seamShared.views.length} | ${kb(seamShared.raw)} | ${kb(seamShared.gzip)} | 100 % |`,
    `| @porchlight/react (all its views; the host's own TanStack Query 5, a peer dependency) | ${oursViews.length} | ${kb(oursWithoutQuery.raw)} | ${kb(oursWithoutQuery.gzip)} | ${ratio(oursWithoutQuery, seamAll)} |`,
    oursCss &&
      `| @porchlight/react \`index.min.css\` | – | ${kb(oursCss.raw)} | ${kb(oursCss.gzip)} | ${seamCss ? ratio(oursCss, seamCss) : '–'} |`,
    seamCss &&
      `| @seamapi/react@${seamVersion} \`index.min.css\` | – | ${kb(seamCss.raw)} | ${kb(seamCss.gzip)} | 100 % |`,
  ].filter(Boolean);

  const markdown = `${table.join('\n')}

- Entry: \`import { <Provider>, <views…> } from '<package>'\`, esbuild bundle + minify, platform browser,
  format esm, target es2022, \`process.env.NODE_ENV = "production"\`; \`react\`, \`react-dom\` and
  \`react/jsx-runtime\` external (both packages declare React a peer dependency, the host ships it).
  Every other dependency is bundled from \`bench/node_modules\` or the root \`node_modules\` — the
  anchor's \`@tanstack/react-query@4\`, \`seamapi\` (with axios), \`luxon\`, \`react-hook-form\`,
  \`classnames\`, \`queue\`, \`uuid\`; ours its \`@tanstack/react-query@5\` and \`@porchlight/client\` (rows are
  virtualised in-house). Its \`@seamapi/types\` peer is type-only and never reaches the bundle.
- Porchlight views measured: ${oursViews.join(', ') || 'none'}.
- Anchor views measured: ${seamViews.join(', ') || 'none'}.
- Goal: the full entry under a third (33.3 %) of the anchor's gzip size. CSS is the injected
  \`index.min.css\` of each package.
- The goal is judged on the first row, TanStack Query bundled: a host that does not use it yet
  pays for it. The row without it is what a host that already ships TanStack Query 5 adds (ours
  declares it a peer dependency; the anchor bundles its own 4.x, so its rows keep it).

One view alone (provider + that view, TanStack Query bundled, same build as above):

| View | @porchlight/react gzip | @seamapi/react@${seamVersion} gzip | Ours vs anchor |
|---|---:|---:|---:|
${alone
  .map(
    ({ view, mine, theirs }) =>
      `| ${view} | ${kb(mine.gzip)} | ${theirs ? kb(theirs.gzip) : '–'} | ${theirs ? ratio(mine, theirs) : '–'} |`,
  )
  .join('\n')}

- Each public view is wired only to the screens it can open (\`views/navigation.tsx\`): the tables
  and details of devices and access codes open each other, so each brings all but the catalogue;
  the thermostat details bring their schedule table; the forms, the card, the schedule views and
  the catalogue bring no other feature.`;
  return { title: 'Host bundle size (provider + views)', markdown };
}
