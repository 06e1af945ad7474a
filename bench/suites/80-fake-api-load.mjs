// A bounded loopback load test of the fake API: CLIENTS concurrent clients for SECONDS, mixed
// reads and writes, each write an access code with a unique name; afterwards every code is listed
// and counted, so a lost write (acknowledged, then missing) or a duplicated one (one name, two
// codes) shows. The server runs in its own process (the published bin), so the load generator does
// not share its event loop. Environment: PORCHLIGHT_LOAD_CLIENTS (200), PORCHLIGHT_LOAD_SECONDS
// (60). Figures only; the lost and duplicated counts are also printed for a reader to check.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const CLIENTS = Number(process.env.PORCHLIGHT_LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.PORCHLIGHT_LOAD_SECONDS ?? 60);
const WRITE_SHARE = 0.3;
const NAME_PREFIX = 'load-';

function startServer(root) {
  const child = spawn(
    process.execPath,
    [
      `${root}/packages/fake-api/bin/porchlight-fake-api.js`,
      '--port',
      '0',
      '--action-attempt-delay',
      '50',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve({ child, ...JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`fake API exited with ${code}`)));
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

export async function run(ctx) {
  const server = await startServer(ctx.root);
  const headers = { authorization: `Bearer ${server.api_key}`, 'content-type': 'application/json' };
  const call = async (path, body) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = await res.json();
    return { status: res.status, json };
  };
  try {
    const listed = await call('/devices/list', { include_if: ['can_program_online_access_codes'] });
    const locks = listed.json.devices.filter((d) => d.properties.online !== false);
    const lockIds = locks.map((d) => d.device_id);
    if (lockIds.length === 0) throw new Error('no online lock takes access codes');

    const stats = {
      read: { ok: 0, failed: 0, ms: [] },
      write: { ok: 0, failed: 0, ms: [] },
    };
    const reasons = new Map();
    const note = (kind, reason) =>
      reasons.set(`${kind}: ${reason}`, (reasons.get(`${kind}: ${reason}`) ?? 0) + 1);
    const why = (error) => error?.cause?.code ?? error?.name ?? String(error);
    const acknowledged = new Set();
    const unanswered = new Set();
    const deadline = Date.now() + SECONDS * 1000;
    const started = Date.now();

    const client = async (id) => {
      let n = 0;
      while (Date.now() < deadline) {
        const deviceId = lockIds[(id + n) % lockIds.length];
        const write = Math.random() < WRITE_SHARE;
        const t0 = performance.now();
        if (write) {
          const name = `${NAME_PREFIX}${id}-${n}`;
          try {
            const reply = await call('/access_codes/create', { device_id: deviceId, name });
            if (reply.status === 200) acknowledged.add(name);
            else {
              note('write', `${reply.status} ${reply.json?.error?.type ?? ''}`.trim());
              stats.write.failed++;
              unanswered.add(name);
              n++;
              continue;
            }
            stats.write.ok++;
          } catch (error) {
            note('write', why(error));
            stats.write.failed++;
            unanswered.add(name);
            n++;
            continue;
          }
          stats.write.ms.push(performance.now() - t0);
        } else {
          try {
            const path = n % 2 === 0 ? '/devices/list' : '/access_codes/list';
            const reply = await call(path, n % 2 === 0 ? {} : { device_id: deviceId });
            if (reply.status === 200) stats.read.ok++;
            else {
              note('read', `${reply.status} ${reply.json?.error?.type ?? ''}`.trim());
              stats.read.failed++;
            }
          } catch (error) {
            note('read', why(error));
            stats.read.failed++;
          }
          stats.read.ms.push(performance.now() - t0);
        }
        n++;
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
    const elapsed = (Date.now() - started) / 1000;

    // Count every code by name across the locks written to.
    const counts = new Map();
    for (const deviceId of lockIds) {
      const codes = (await call('/access_codes/list', { device_id: deviceId })).json.access_codes;
      for (const code of codes) {
        if (typeof code.name === 'string' && code.name.startsWith(NAME_PREFIX))
          counts.set(code.name, (counts.get(code.name) ?? 0) + 1);
      }
    }
    let lost = 0;
    for (const name of acknowledged) if (!counts.has(name)) lost++;
    let duplicated = 0;
    for (const count of counts.values()) if (count > 1) duplicated++;
    const unexpected = [...counts.keys()].filter((n) => !acknowledged.has(n) && !unanswered.has(n));

    const rows = ['read', 'write'].map((kind) => {
      const s = stats[kind];
      const sorted = [...s.ms].sort((a, b) => a - b);
      return `| ${kind === 'read' ? 'reads (devices/list, access_codes/list)' : 'writes (access_codes/create)'} | ${fmt(s.ok)} | ${fmt(s.failed)} | ${fmt(s.ok / elapsed)} | ${fmt(percentile(sorted, 0.5))} | ${fmt(percentile(sorted, 0.95))} | ${fmt(percentile(sorted, 0.99))} |`;
    });
    console.log(
      `\nload: ${stats.write.ok} writes acknowledged, lost ${lost}, duplicated ${duplicated}, unexpected ${unexpected.length}`,
    );
    const markdown = `
${CLIENTS} concurrent clients for ${SECONDS} s over loopback against the fake API CLI in its own process
(\`--action-attempt-delay 50\`, default seed), each looping on one request at a time: ${Math.round(WRITE_SHARE * 100)} % writes
(\`/access_codes/create\` with a unique name, spread over the ${lockIds.length} online locks that take codes), the rest
reads (\`/devices/list\` and \`/access_codes/list\`). Afterwards every code on those locks is listed and counted by name.

| Requests | ok | failed | ok/s | p50 ms | p95 ms | p99 ms |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

- Writes acknowledged: ${fmt(acknowledged.size)}; **lost: ${lost}** (acknowledged, then missing); **duplicated: ${duplicated}** (a name stored twice); present without an acknowledgement: ${unexpected.length}.
- Writes without an answer (network error or non-200): ${fmt(unanswered.size)}; none of them is stored unless counted in "present without an acknowledgement" above.
- Failures by cause: ${reasons.size === 0 ? 'none' : [...reasons].map(([k, v]) => `${k} × ${v}`).join('; ')}.
- Wall time ${fmt(elapsed)} s on a machine shared with other work (2 CPUs), so rates and latencies are indicative; the lost and duplicated counts are the result.
`;
    return { title: `Fake API under load (${CLIENTS} clients, ${SECONDS} s, loopback)`, markdown };
  } finally {
    server.child.kill();
  }
}
