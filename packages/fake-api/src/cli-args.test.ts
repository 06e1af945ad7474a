import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args.js';

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

  it('rejects bad input with a readable message', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--seed', 'huge'])).toThrow(/--seed/);
    expect(() => parseCliArgs(['--error-rate', '3'])).toThrow(/between 0 and 1/);
    expect(() => parseCliArgs(['--wat'])).toThrow(/Unknown option/);
    expect(() => parseCliArgs(['--fault', 'devices'])).toThrow(/--fault/);
  });
});
