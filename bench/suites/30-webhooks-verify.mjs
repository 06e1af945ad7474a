// Webhook signature verification: throughput for a 1 KB payload and browser bundle size of an
// entry importing only `Webhook`, for @porchlight/webhooks beside svix@1 and standardwebhooks.
// Reports figures only; nothing here asserts on timings.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const MSG_ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const ROUNDS = 7;
const ROUND_MS = 250;

// The shape of the `valid_large_payload_1kb` signature vector: ~1 KB, one long string field.
const PAYLOAD = `{"data":"${'x'.repeat(1000)}"}`;

function opsPerSecond(fn) {
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    for (let i = 0; i < 200; i++) fn();
    ops += 200;
    elapsed = performance.now() - start;
  }
  return (ops / elapsed) * 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function bundleSize(esbuild, root, specifier) {
  const result = await esbuild.build({
    stdin: {
      contents: `export { Webhook } from '${specifier}';`,
      resolveDir: `${root}/bench`,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

export async function run(ctx) {
  const require = createRequire(`${ctx.root}/bench/package.json`);
  const load = (specifier) => import(pathToFileURL(require.resolve(specifier)).href);
  const ours = await import(
    pathToFileURL(`${ctx.root}/packages/webhooks/dist/webhook-signature/index.js`).href
  );
  // svix 1.x, the drop-in target; svix 2.x needs Node 22 and is not installed (docs/decisions.md).
  const svixV1 = await load('svix');
  const svixV1Version = require('svix/package.json').version;
  const std = await load('standardwebhooks');
  const StdWebhook = std.Webhook ?? std.default.Webhook;
  const version = (name) => require(`${name}/package.json`).version;

  const payload = PAYLOAD;
  const now = new Date();
  const check = { jsonParse: false };
  // [name, mode, Webhook, verify options].
  const CHECK = 'signature check only';
  const PARSE = 'check + JSON.parse (returns payload)';
  const libs = [
    ['@porchlight/webhooks', PARSE, new ours.Webhook(SECRET), undefined],
    ['@porchlight/webhooks', CHECK, new ours.Webhook(SECRET), check],
    [
      '@porchlight/webhooks, portable SHA-256 (browser/edge path)',
      PARSE,
      new ours.Webhook(SECRET, { portable: true }),
      undefined,
    ],
    [
      '@porchlight/webhooks, portable SHA-256 (browser/edge path)',
      CHECK,
      new ours.Webhook(SECRET, { portable: true }),
      check,
    ],
    [`svix@${svixV1Version}`, PARSE, new svixV1.Webhook(SECRET), undefined],
    [`standardwebhooks@${version('standardwebhooks')}`, PARSE, new StdWebhook(SECRET), undefined],
    [`standardwebhooks@${version('standardwebhooks')}`, CHECK, new StdWebhook(SECRET), check],
  ];
  const headers = {
    'webhook-id': MSG_ID,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': libs[0][2].sign(MSG_ID, now, payload),
  };
  // Sanity: every library signs alike and accepts the message before we time it.
  for (const [name, , wh, options] of libs) {
    if (wh.sign(MSG_ID, now, payload) !== headers['webhook-signature']) {
      throw new Error(`${name} signs differently`);
    }
    wh.verify(payload, headers, options);
  }

  const runs = libs.map(([name, mode, wh, options]) => ({
    name,
    mode,
    verify: () => wh.verify(payload, headers, options),
    samples: [],
  }));
  for (const run of runs) opsPerSecond(run.verify); // warm-up
  // Interleaved rounds so machine noise hits every library alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of runs) run.samples.push(opsPerSecond(run.verify));
  }
  for (const run of runs) run.rate = median(run.samples);
  const oursIn = (mode) =>
    runs.find((r) => r.name === '@porchlight/webhooks' && r.mode === mode).rate;

  const esbuild = await load('esbuild');
  const sizes = [
    [
      '@porchlight/webhooks (`@porchlight/webhooks` root entry)',
      await bundleSize(esbuild, ctx.root, '@porchlight/webhooks'),
    ],
    [
      '@porchlight/webhooks (`@porchlight/webhooks/webhook` subpath)',
      await bundleSize(esbuild, ctx.root, '@porchlight/webhooks/webhook'),
    ],
    [`svix@${version('svix')}`, await bundleSize(esbuild, ctx.root, 'svix')],
    [
      `standardwebhooks@${version('standardwebhooks')}`,
      await bundleSize(esbuild, ctx.root, 'standardwebhooks'),
    ],
  ];

  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const ratio = (run) =>
    run.name === '@porchlight/webhooks' ? '—' : `${(oursIn(run.mode) / run.rate).toFixed(2)}×`;
  const markdown = `Verifying one ${payload.length}-byte payload (the shape of the \`valid_large_payload_1kb\` vector),
same secret, id, timestamp and signature for every library; median of ${ROUNDS} interleaved ${ROUND_MS} ms
rounds after warm-up. Ours, \`svix\` 1.x (which wraps
\`standardwebhooks\`) and \`standardwebhooks\` parse and return it unless \`{ jsonParse: false }\`, so each
row is compared with ours in the same mode.
JSON.parse cost grows with the payload's structure, so the parse rows depend on the payload more than the check rows.

| Library | Mode | verifications/s | @porchlight/webhooks (Node) in the same mode is |
|---|---|---:|---:|
${runs.map((run) => `| ${run.name} | ${run.mode} | ${fmt(run.rate)} | ${ratio(run)} |`).join('\n')}

Browser bundle of \`export { Webhook } from '…'\` (esbuild, minified, ESM, platform browser; gzip level 9):

| Entry | minified bytes | gzip bytes |
|---|---:|---:|
${sizes.map(([name, size]) => `| ${name} | ${fmt(size.min)} | ${fmt(size.gzip)} |`).join('\n')}
`;
  return { title: 'Webhook signature verification (@porchlight/webhooks)', markdown };
}
