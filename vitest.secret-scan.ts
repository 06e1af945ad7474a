/**
 * Runs before every test file of every project: watches what the code under test writes to the
 * console (log lines, warnings, logged errors) and every error it constructs, and fails the file if
 * a credential of the seeded fake API, or anything shaped like a secret provider key, shows up.
 * Secrets may sit in test sources (and in errors a test builds itself, such as a failing stub
 * `fetch`); they must never reach a log or an error the code under test raises.
 */
import { afterAll } from 'vitest';

const SEED_SECRETS = [
  'seam_apikey1_porchlight_fake',
  'seam_cst1_porchlight_fake',
  'seam_at1_porchlight_fake',
];
// API keys, client session tokens and personal access tokens (publishable keys are public).
const SECRET_SHAPE = /seam_(?:apikey|cst|at)\d*_[A-Za-z0-9_]{4,}/;

const leaks: string[] = [];

/** The first secret in `text`, if any. */
export function findSecret(text: string): string | undefined {
  return SEED_SECRETS.find((secret) => text.includes(secret)) ?? text.match(SECRET_SHAPE)?.[0];
}

const describeArgument = (value: unknown): string => {
  if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ''}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  const original = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    const secret = findSecret(args.map(describeArgument).join(' '));
    if (secret) leaks.push(`console.${method} printed ${secret.slice(0, 12)}…`);
    original(...args);
  };
}

// A test file's own frames (and test helpers') build errors on purpose; the code under test's do not.
const TEST_FRAME = /\.(?:test|spec)\.[cm]?[jt]sx?|\/test-utils\/|vitest\.secret-scan/;
const SOURCE_FRAME = /\/(?:packages|apps)\/[^)]*\.[cm]?[jt]sx?:\d+/;

// The first frame of the stack that is ours (not an engine, Node or dependency frame).
const originOf = (stack: string): string | undefined =>
  stack
    .split('\n')
    .slice(1)
    .find(
      (frame) =>
        !frame.includes('node_modules') && (SOURCE_FRAME.test(frame) || TEST_FRAME.test(frame)),
    );

const scanError = (error: unknown): void => {
  if (!(error instanceof Error)) return;
  const origin = originOf(error.stack ?? '');
  if (origin === undefined || TEST_FRAME.test(origin)) return;
  const secret = findSecret(`${error.message}\n${error.stack ?? ''}`);
  if (secret)
    leaks.push(`${error.name} raised at ${origin.trim()} carried ${secret.slice(0, 12)}…`);
};

// Every `new Error(…)` and `super(…)` of an Error subclass defined after this file ran goes
// through the proxy; the scan waits a microtask so a subclass constructor has finished.
const OriginalError = globalThis.Error;
globalThis.Error = new Proxy(OriginalError, {
  construct: function construct(target, args, newTarget) {
    const error = Reflect.construct(target, args, newTarget) as Error;
    // The stack starts where the error was made, as without the proxy (this trap left out).
    OriginalError.captureStackTrace?.(error, construct);
    queueMicrotask(() => scanError(error));
    return error;
  },
});

afterAll(() => {
  if (leaks.length > 0) {
    throw new OriginalError(
      `Secrets reached the console or an error:\n${[...new Set(leaks)].join('\n')}`,
    );
  }
});
