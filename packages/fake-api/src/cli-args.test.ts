import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from './cli-args.js';

describe('parseCliArgs', () => {
  it('reads every flag, in both --flag value and --flag=value forms', () => {
    const args = parseCliArgs([
      '--port',
      '0',
      '--seed=scale',
      '--devices',
      '50',
      '--codes',
      '100',
      '--action-attempt-delay',
      '250',
      '--latency=20',
      '--error-rate',
      '0.1',
      '--host',
      '127.0.0.1',
      '--log',
      '--fault',
      '/devices/list:status:503:2',
    ]);
    expect(args.options).toEqual({
      port: 0,
      seed: 'scale',
      devices: 50,
      codes: 100,
      actionAttemptDelayMs: 250,
      latencyMs: 20,
      errorRate: 0.1,
      host: '127.0.0.1',
      log: true,
    });
    expect(args.faults).toEqual([{ path: '/devices/list', kind: 'status', status: 503, count: 2 }]);
    expect(
      parseCliArgs(['--fault', '/locks/lock_door:action_error:500:1:lock_jammed']).faults,
    ).toEqual([
      {
        path: '/locks/lock_door',
        kind: 'action_error',
        status: 500,
        count: 1,
        error_type: 'lock_jammed',
      },
    ]);
  });

  it('reads a slow fault as <path>:slow:<ms>[:count], the latency where others have a status', () => {
    expect(parseCliArgs(['--fault', '/devices/list:slow:1500']).faults).toEqual([
      { path: '/devices/list', kind: 'slow', latency_ms: 1500 },
    ]);
    expect(parseCliArgs(['--fault=/access_codes/create:slow:0:3']).faults).toEqual([
      { path: '/access_codes/create', kind: 'slow', latency_ms: 0, count: 3 },
    ]);
  });

  it.each([
    ['/devices/list:slow', /--fault \/devices\/list:slow needs a latency in ms/],
    ['/devices/list:slow:', /needs a latency in ms/],
    ['/devices/list:slow:-5', /non-negative number of ms, not "-5"/],
    ['/devices/list:slow:soon', /non-negative number of ms, not "soon"/],
    ['/devices/list:slow:Infinity', /non-negative number of ms/],
    ['/devices/list:slow:10:1:device_offline', /at most a latency and a count/],
    ['/devices/list:slow:10:many', /--fault count needs a non-negative number/],
  ])('refuses the slow fault %s, naming the flag and the syntax', (raw, message) => {
    const parse = () => parseCliArgs(['--fault', raw]);
    expect(parse).toThrow(message);
    expect(parse).toThrow(/^--fault /);
    if (!raw.endsWith('many'))
      expect(parse).toThrow('<path>:slow:<ms>[:count], e.g. /devices/list:slow:2000');
  });

  it('rejects bad input with a readable message', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--seed', 'huge'])).toThrow(/--seed/);
    expect(() => parseCliArgs(['--error-rate', '3'])).toThrow(/between 0 and 1/);
    expect(() => parseCliArgs(['--wat'])).toThrow(/Unknown option/);
  });

  it('never echoes a stray argument or an unknown value, which may be a key', () => {
    const secret = 'seam_apikey1_abcdefgh';
    for (const argv of [
      [secret],
      [`--${secret}`],
      [`--api-key=${secret}`],
      ['--port', '1', secret],
    ]) {
      expect(() => parseCliArgs(argv)).toThrow(/Unknown (option|argument)/);
      expect(() => parseCliArgs(argv)).not.toThrow(/abcdefgh/);
    }
    expect(() => parseCliArgs(['--api-key=x'])).toThrow('Unknown option --api-key');
    expect(() => parseCliArgs(['--fault', 'devices'])).toThrow(/--fault/);
  });
});

describe('the README', () => {
  // "Seeds" is where a developer looks up what a world holds before choosing one.
  it('describes every world --seed accepts under Seeds', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const seeds = readme.split('## Seeds')[1]?.split('\n## ')[0] ?? '';
    const worlds = /--seed ([\w|]+)/.exec(USAGE)?.[1]?.split('|') ?? [];
    expect(worlds.length).toBeGreaterThan(0);
    expect(worlds.filter((world) => !seeds.includes(`- \`${world}\`:`))).toEqual([]);
  });
});
