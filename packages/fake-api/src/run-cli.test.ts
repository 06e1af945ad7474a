import { afterEach, describe, expect, it } from 'vitest';
import { adminOrigin, type CliResult, runCli } from './run-cli.js';

const started: CliResult[] = [];
afterEach(async () => {
  for (const result of started.splice(0)) if ('api' in result) await result.api.close();
});

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const result = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  started.push(result);
  return { result, out, err };
}

describe('porchlight-fake-api', () => {
  it('prints one JSON line with the url and every key first, then a banner', async () => {
    const { result, out, err } = await run(['--port', '0', '--seed', 'default']);
    expect(err).toEqual([]);
    const first = JSON.parse(out[0] ?? '');
    expect(Object.keys(first).sort()).toEqual([
      'api_key',
      'client_session_token',
      'publishable_key',
      'url',
      'user_identifier_key',
    ]);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(out[1]).toContain('listening on');
    expect('api' in result && result.api.url).toBe(first.url);
    const devices = await fetch(`${first.url}/devices/list`, {
      headers: { authorization: `Bearer ${first.api_key}` },
    });
    expect(((await devices.json()) as { devices: unknown[] }).devices).toHaveLength(13);
  });

  it('scripts faults given as flags', async () => {
    const { out } = await run([
      '--port=0',
      '--seed=empty',
      '--fault',
      '/devices/list:status:503:1',
    ]);
    const { url, api_key } = JSON.parse(out[0] ?? '');
    const call = () =>
      fetch(`${url}/devices/list`, { headers: { authorization: `Bearer ${api_key}` } });
    expect((await call()).status).toBe(503);
    expect((await call()).status).toBe(200);
  });

  it('scripts faults on a server bound to every interface, through loopback', async () => {
    const { out, err } = await run([
      '--port=0',
      '--host=0.0.0.0',
      '--seed=empty',
      '--fault',
      '/devices/list:status:503:1',
    ]);
    expect(err).toEqual([]);
    const { url, api_key } = JSON.parse(out[0] ?? '');
    const call = () =>
      fetch(`${adminOrigin(url)}/devices/list`, {
        headers: { authorization: `Bearer ${api_key}` },
      });
    expect((await call()).status).toBe(503);
    expect(adminOrigin('http://[::]:4010')).toBe('http://[::1]:4010');
    expect(adminOrigin('http://192.168.1.5:4010')).toBe('http://192.168.1.5:4010');
  });

  it('reports a fault the admin route refuses and stops with exit code 2', async () => {
    const { result, err } = await run([
      '--port',
      '0',
      '--seed',
      'empty',
      '--fault',
      '/x:status:200',
    ]);
    expect(err.join('\n')).toContain('Could not script fault');
    expect(err.join('\n')).toContain('Status must be 400-599');
    expect(result).toEqual({ exitCode: 2 });
  });

  it('exits 2 when the options cannot start a server', async () => {
    const { result, err } = await run(['--port', '0', '--latency', String(2 ** 31)]);
    expect(result).toEqual({ exitCode: 2 });
    expect(err[0]).toBe('Invalid fake API options: latency_ms: Must be at most 2147483647');
  });

  it('exits 2 with usage on bad flags and 0 on --help, starting nothing', async () => {
    const bad = await run(['--seed', 'huge']);
    expect(bad.result).toEqual({ exitCode: 2 });
    expect(bad.err[0]).toContain('--seed must be');
    expect(bad.err[0]).toContain('Usage:');
    const help = await run(['--help']);
    expect(help.result).toEqual({ exitCode: 0 });
    expect(help.out[0]).toContain('--fault');
  });
});
