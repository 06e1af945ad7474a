/**
 * Runs before every test file of every project: watches what the code under test writes to the
 * console (log lines, warnings, logged errors) and fails the file if a credential of the seeded
 * fake API, or anything shaped like a secret provider key, shows up. Secrets may sit in test
 * sources; they must never reach a log.
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

afterAll(() => {
  if (leaks.length > 0) {
    throw new Error(`Secrets reached the console:\n${[...new Set(leaks)].join('\n')}`);
  }
});
