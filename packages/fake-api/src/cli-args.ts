import type { ScriptedFault } from './faults/fault-registry.js';
import type { FakeApiOptions } from './server.js';

/** Parsed command line: server options plus faults to script at start. */
export interface CliArgs {
  options: FakeApiOptions;
  faults: Record<string, unknown>[];
  help: boolean;
}

export const USAGE = `Usage: porchlight-fake-api [options]
  --port <n>                  port (default 8787, 0 = free port)
  --host <host>               interface (default 127.0.0.1)
  --seed default|scale|empty|catalogue  world to load (default default; catalogue:
                              the default world with 2,000 catalogue models)
  --devices <n> --codes <n>   sizes for --seed scale (5000 / 10000)
  --action-attempt-delay <ms> pending time of action attempts (default 1000)
  --latency <ms>              latency added to every call (default 0)
  --error-rate <0-1>          fraction of calls failing with 500 (default 0)
  --fault <path>[:kind[:status[:count[:error_type]]]]  script a fault, e.g.
                              /devices/list:status:503:2 or /locks/lock_door:action_error:500:1:lock_jammed;
                              kinds: status, drop, malformed, empty, commit_drop, commit_timeout,
                              commit_malformed, action_error, action_never (commit_*: the write is
                              stored, its answer lost or cut off)
  --fault <path>:slow:<ms>[:count]  hold the path's next call(s) <ms> before answering, e.g.
                              /devices/list:slow:2000 (other paths answer on time)
  --log                       log each request`;

const NUMERIC: Record<string, keyof FakeApiOptions> = {
  '--port': 'port',
  '--devices': 'devices',
  '--codes': 'codes',
  '--action-attempt-delay': 'actionAttemptDelayMs',
  '--latency': 'latencyMs',
  '--error-rate': 'errorRate',
};

function number(flag: string, raw: string | undefined): number {
  const value = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new Error(`${flag} needs a non-negative number`);
  }
  return value;
}

const SLOW_SYNTAX = '<path>:slow:<ms>[:count], e.g. /devices/list:slow:2000';

/** `<path>:slow:<ms>[:count]`: a slow fault has no status, so its third field is the latency. */
function slowFault(path: string, fields: string[]): Record<string, unknown> {
  const [latency, count, ...extra] = fields;
  if (latency === undefined || latency === '')
    throw new Error(`--fault ${path}:slow needs a latency in ms: --fault ${SLOW_SYNTAX}`);
  const latencyMs = Number(latency);
  if (latency.trim() === '' || !Number.isFinite(latencyMs) || latencyMs < 0)
    throw new Error(
      `--fault slow latency must be a non-negative number of ms, not "${latency}": --fault ${SLOW_SYNTAX}`,
    );
  if (extra.length > 0)
    throw new Error(`--fault slow takes at most a latency and a count: --fault ${SLOW_SYNTAX}`);
  return {
    path,
    kind: 'slow',
    latency_ms: latencyMs,
    ...(count ? { count: number('--fault count', count) } : {}),
  };
}

function fault(raw: string | undefined): Record<string, unknown> {
  if (!raw?.startsWith('/'))
    throw new Error('--fault needs a path like /devices/list[:kind[:status[:count[:error_type]]]]');
  const [path = '', kind, ...rest] = raw.split(':');
  if (kind === 'slow') return slowFault(path, rest);
  const [status, count, errorType] = rest;
  return {
    path,
    ...(kind ? { kind: kind as ScriptedFault['kind'] } : {}),
    ...(status ? { status: number('--fault status', status) } : {}),
    ...(count ? { count: number('--fault count', count) } : {}),
    // The error type the views map to a message (e.g. device_offline) is what tests vary most.
    ...(errorType ? { error_type: errorType } : {}),
  };
}

// A stray argument may be a key pasted in the wrong place: only a flag-shaped name is quoted,
// never a value after `=`, so no secret reaches a terminal or a CI log.
const FLAG_NAME = /^--?[a-z][a-z-]{0,30}$/;
const unknownOption = (name: string, index: number) =>
  FLAG_NAME.test(name)
    ? `Unknown option ${name}`
    : `Unknown argument ${index + 1} (not shown: it is not an option name); see --help`;

/** Parses CLI flags; throws with a readable message on bad input. */
export function parseCliArgs(argv: string[]): CliArgs {
  const options: FakeApiOptions = {};
  const faults: Record<string, unknown>[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    const [name, inline] = flag.includes('=') ? flag.split(/=(.*)/s) : [flag, undefined];
    const take = () => inline ?? argv[++i];
    const key = NUMERIC[name ?? ''];
    if (key) (options as Record<string, unknown>)[key] = number(name ?? '', take());
    else if (name === '--seed') {
      const seed = take();
      if (seed !== 'default' && seed !== 'scale' && seed !== 'empty' && seed !== 'catalogue')
        throw new Error('--seed must be default, scale, empty or catalogue');
      options.seed = seed;
    } else if (name === '--host') options.host = take();
    else if (name === '--fault') faults.push(fault(take()));
    else if (name === '--log') options.log = true;
    else if (name === '--help' || name === '-h') help = true;
    else throw new Error(unknownOption(name ?? '', i));
  }
  if (options.errorRate !== undefined && options.errorRate > 1)
    throw new Error('--error-rate must be between 0 and 1');
  return { options, faults, help };
}
