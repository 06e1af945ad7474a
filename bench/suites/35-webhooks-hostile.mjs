// Hostile webhook input: how long `Webhook.verify` takes, and what it answers, for each case the
// webhooks issue names (huge and odd headers, every payload type, odd timestamps). The unit tests
// check the answers; this suite reports the time, which tests must never assert.
import { pathToFileURL } from 'node:url';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const MSG_ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const PAYLOAD = '{"test":2432232314}';
const RUNS = 9;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function cases(wh) {
  const now = new Date();
  const seconds = String(Math.floor(now.getTime() / 1000));
  const signature = wh.sign(MSG_ID, now, PAYLOAD);
  const headers = (extra = {}) => ({
    'webhook-id': MSG_ID,
    'webhook-timestamp': seconds,
    'webhook-signature': signature,
    ...extra,
  });
  const bytes = new TextEncoder().encode(PAYLOAD);
  const wrong = 'v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=';
  return [
    [
      '10,000 signatures, none matching',
      PAYLOAD,
      headers({ 'webhook-signature': Array(10_000).fill(wrong).join(' ') }),
    ],
    [
      '10,000 signatures, the last matching',
      PAYLOAD,
      headers({ 'webhook-signature': [...Array(10_000).fill(wrong), signature].join(' ') }),
    ],
    ['1 MB signature header', PAYLOAD, headers({ 'webhook-signature': 'v'.repeat(1_000_000) })],
    ['non-ASCII id', PAYLOAD, headers({ 'webhook-id': 'msg_ü✓😀' })],
    ['Uint8Array payload', bytes, headers()],
    ['ArrayBuffer payload', bytes.buffer, headers()],
    ['Buffer payload', Buffer.from(PAYLOAD), headers()],
    ['string payload', PAYLOAD, headers()],
    ['float timestamp', PAYLOAD, headers({ 'webhook-timestamp': `${seconds}.5` })],
    ['negative timestamp', PAYLOAD, headers({ 'webhook-timestamp': '-1' })],
    ['20-digit timestamp', PAYLOAD, headers({ 'webhook-timestamp': '9'.repeat(20) })],
  ];
}

function outcome(run) {
  try {
    run();
    return 'verified';
  } catch (error) {
    const reason = error?.reason ? ` (${error.reason})` : '';
    return `${error?.constructor?.name ?? 'unknown'}${reason}`;
  }
}

export async function run(ctx) {
  const { Webhook } = await import(
    pathToFileURL(`${ctx.root}/packages/webhooks/dist/webhook-signature/index.js`).href
  );
  const wh = new Webhook(SECRET);
  const rows = [];
  for (const [name, payload, headers] of cases(wh)) {
    const answer = outcome(() => wh.verify(payload, headers));
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      outcome(() => wh.verify(payload, headers));
      times.push(performance.now() - started);
    }
    rows.push(
      `| ${name} | ${answer} | ${median(times).toFixed(2)} ms | ${Math.max(...times).toFixed(2)} ms |`,
    );
  }
  return {
    title: 'Hostile webhook input (@porchlight/webhooks, Node)',
    markdown: [
      `Each case verified ${RUNS} times after one warm-up; the issue's bound is 50 ms each.`,
      '',
      '| Case | Answer | Median | Slowest |',
      '|---|---|---:|---:|',
      ...rows,
    ].join('\n'),
  };
}
