import type { Hono } from 'hono';
import type { Runtime } from '../state/runtime.js';
import { invalidInput, type ValidationIssue } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { readJsonBody } from './params.js';
import type { JsonSchema } from './schema-types.js';
import { validate } from './validate.js';

/** Path the client posts usage events to (`{endpoint}/internal/tlmtry`). */
export const TELEMETRY_PATH = '/internal/tlmtry';

/** Oldest events are dropped past this, so a long-running playground does not grow without bound. */
export const TELEMETRY_LIMIT = 1000;

const FREE_FORM: JsonSchema = { type: 'object', additionalProperties: true };

/** A Segment-style message: the fields the client sends, nothing else. */
const MESSAGE: JsonSchema = {
  type: 'object',
  required: ['type', 'messageId', 'timestamp', 'context'],
  properties: {
    type: { type: 'string', enum: ['page', 'screen', 'track', 'group', 'identify', 'alias'] },
    messageId: { type: 'string' },
    timestamp: { type: 'string', format: 'date-time' },
    userId: { type: 'string' },
    anonymousId: { type: 'string' },
    previousId: { type: 'string' },
    groupId: { type: 'string' },
    name: { type: 'string' },
    event: { type: 'string' },
    properties: FREE_FORM,
    traits: FREE_FORM,
    context: FREE_FORM,
  },
};

/** Fields each message type cannot do without (the Segment spec). */
const NEEDS: Record<string, string[]> = {
  page: ['name'],
  screen: ['name'],
  track: ['event'],
  group: ['groupId'],
  identify: ['userId'],
  alias: ['userId', 'previousId'],
};

function check(body: Record<string, unknown>): ValidationIssue[] {
  const issues = validate(MESSAGE, body);
  if (issues.length > 0) return issues;
  return (NEEDS[body.type as string] ?? [])
    .filter((key) => body[key] === undefined)
    .map((key) => ({ path: [key], message: 'Required' }));
}

/**
 * The telemetry sink. Like the provider's, it needs no credentials (the views send events before
 * and without a session); scripted faults on the path let tests see a failed delivery.
 */
export function registerTelemetryRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  app.post(TELEMETRY_PATH, async (c) => {
    const body = await readJsonBody(c);
    const issues = check(body);
    if (issues.length > 0) throw invalidInput(issues);
    const events = rt.state.telemetry;
    events.push({ ...body, received_at: new Date(rt.now()).toISOString() });
    if (events.length > TELEMETRY_LIMIT) events.splice(0, events.length - TELEMETRY_LIMIT);
    return c.json({ ok: true });
  });
}
