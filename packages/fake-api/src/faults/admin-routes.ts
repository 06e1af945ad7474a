import type { Hono } from 'hono';
import { ApiError, invalidInput, type ValidationIssue } from '../routes/api-error.js';
import type { AppEnv } from '../routes/app-env.js';
import { getDevice } from '../routes/lookup.js';
import { readJsonBody } from '../routes/params.js';
import type { JsonSchema } from '../routes/schema-types.js';
import { validate } from '../routes/validate.js';
import { setDeviceOnline } from '../state/connectivity.js';
import type { Runtime } from '../state/runtime.js';
import type { FaultKind, ScriptedFault } from './fault-registry.js';

const FAULT_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['path'],
  properties: {
    path: { type: 'string' },
    status: { type: 'integer' },
    count: { type: 'integer' },
    kind: {
      type: 'string',
      enum: [
        'status',
        'slow',
        'drop',
        'malformed',
        'empty',
        'commit_drop',
        'commit_timeout',
        'commit_malformed',
        'action_error',
        'action_never',
      ],
    },
    error_type: { type: 'string' },
    message: { type: 'string' },
    latency_ms: { type: 'number' },
  },
};

const CONFIG_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    latency_ms: { type: 'number' },
    error_rate: { type: 'number' },
    action_attempt_delay_ms: { type: 'number' },
  },
};

const CONNECTIVITY_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['device_id', 'online'],
  properties: { device_id: { type: 'string' }, online: { type: 'boolean' } },
};

const DEFAULT_ERRORS: Record<FaultKind, [type: string, message: string]> = {
  status: ['internal_server_error', 'Simulated server error'],
  slow: ['slow_answer', 'The answer is held before the route runs'],
  drop: ['connection_dropped', 'Connection dropped'],
  malformed: ['malformed_response', 'Malformed response'],
  empty: ['empty_response', 'Every list in the answer is empty'],
  commit_drop: ['connection_dropped', 'Connection dropped after the write committed'],
  commit_timeout: ['timeout', 'No answer after the write committed'],
  commit_malformed: ['malformed_response', 'Malformed response after the write committed'],
  action_error: ['action_attempt_failed', 'The device did not respond to the action'],
  action_never: ['action_attempt_pending', 'The action never finishes'],
};

/** Builds a scripted fault from the admin body, filling defaults. */
export function toFault(body: Record<string, unknown>): ScriptedFault {
  const issues = validate(FAULT_SCHEMA, body);
  if (issues.length > 0) throw invalidInput(issues);
  const kind = (body.kind as FaultKind | undefined) ?? 'status';
  const [type, message] = DEFAULT_ERRORS[kind];
  const status = (body.status as number | undefined) ?? 500;
  const problems: ValidationIssue[] = [];
  // Faults match the request path exactly, so one that could never match is refused, not kept.
  if (!(body.path as string).startsWith('/'))
    problems.push({ path: ['path'], message: 'Path must start with /' });
  if (status < 400 || status > 599)
    problems.push({ path: ['status'], message: 'Status must be 400-599' });
  if (typeof body.count === 'number' && body.count < 1)
    problems.push({ path: ['count'], message: 'Count must be 1 or more' });
  const latency = body.latency_ms as number | undefined;
  if (latency !== undefined && (latency < 0 || latency > MAX_DELAY_MS))
    problems.push({ path: ['latency_ms'], message: `Must be 0-${MAX_DELAY_MS}` });
  if (kind === 'slow' && latency === undefined)
    problems.push({ path: ['latency_ms'], message: 'A slow fault needs latency_ms' });
  if (problems.length > 0) throw invalidInput(problems);
  return {
    path: body.path as string,
    kind,
    status,
    count: (body.count as number | undefined) ?? 1,
    error_type: (body.error_type as string | undefined) ?? type,
    message: (body.message as string | undefined) ?? message,
    latency_ms: latency ?? 0,
  };
}

/** Longest delay a Node timer honours; a longer one would overflow and fire after 1 ms. */
export const MAX_DELAY_MS = 2 ** 31 - 1;

/** What is wrong with a (partial) config: types, then ranges. */
export function configIssues(body: Record<string, unknown>): ValidationIssue[] {
  const issues = validate(CONFIG_SCHEMA, body);
  for (const key of ['latency_ms', 'action_attempt_delay_ms'] as const) {
    const v = body[key];
    if (typeof v === 'number' && v < 0) issues.push({ path: [key], message: 'Must be 0 or more' });
    if (typeof v === 'number' && v > MAX_DELAY_MS)
      issues.push({ path: [key], message: `Must be at most ${MAX_DELAY_MS}` });
  }
  if (typeof body.error_rate === 'number' && (body.error_rate < 0 || body.error_rate > 1)) {
    issues.push({ path: ['error_rate'], message: 'Must be between 0 and 1' });
  }
  return issues;
}

/** Applies a partial config after range checks. */
export function applyConfig(rt: Runtime, body: Record<string, unknown>): void {
  const issues = configIssues(body);
  if (issues.length > 0) throw invalidInput(issues);
  Object.assign(rt.config, body);
}

/** Most requests the log keeps; older ones are dropped first. */
export const REQUEST_LOG_LIMIT = 10_000;

/** Notes one answered provider request in the request log (`GET /_fake/requests`). */
export function logRequest(rt: Runtime, entry: { method: string; path: string; status: number }) {
  const log = rt.state.requests;
  log.push({ ...entry, at: new Date(rt.now()).toISOString() });
  if (log.length > REQUEST_LOG_LIMIT) log.splice(0, log.length - REQUEST_LOG_LIMIT);
}

/** Test-only admin routes under `/_fake/` (no auth). */
export function registerAdminRoutes(app: Hono<AppEnv>, rt: Runtime, reset: () => void): void {
  app.get('/_fake/health', (c) =>
    c.json({
      ok: true,
      seed: rt.seedOptions.seed,
      devices: rt.state.devices.size,
      access_codes: rt.state.accessCodes.size,
      config: rt.config,
      faults: rt.faults.list(),
    }),
  );
  app.post('/_fake/reset', (c) => {
    reset();
    return c.json({ ok: true });
  });
  app.post('/_fake/faults', async (c) => {
    const fault = toFault(await readJsonBody(c));
    rt.faults.add(fault);
    return c.json({ fault, ok: true });
  });
  app.delete('/_fake/faults', (c) => {
    rt.faults.clear();
    return c.json({ ok: true });
  });
  app.post('/_fake/config', async (c) => {
    applyConfig(rt, await readJsonBody(c));
    return c.json({ config: rt.config, ok: true });
  });
  app.get('/_fake/config', (c) => c.json({ config: rt.config, ok: true }));
  // Usage events the views sent to `/internal/tlmtry`, so browser tests can assert on them.
  app.get('/_fake/telemetry', (c) => c.json({ events: rt.state.telemetry, ok: true }));
  app.delete('/_fake/telemetry', (c) => {
    rt.state.telemetry.length = 0;
    return c.json({ ok: true });
  });
  // Provider requests answered since the last reset (`?path=` keeps one path), so a test can
  // count calls (one save after a burst of changes) without watching the browser.
  app.get('/_fake/requests', (c) => {
    const path = c.req.query('path');
    const requests = rt.state.requests.filter((entry) => !path || entry.path === path);
    return c.json({ requests, ok: true });
  });
  app.delete('/_fake/requests', (c) => {
    rt.state.requests.length = 0;
    return c.json({ ok: true });
  });
  // Provider-side changes no API call makes: a device dropping off its network and coming back.
  app.post('/_fake/devices/connectivity', async (c) => {
    const body = await readJsonBody(c);
    const issues = validate(CONNECTIVITY_SCHEMA, body);
    if (issues.length > 0) throw invalidInput(issues);
    const { device_id, online } = body as { device_id: string; online: boolean };
    // An unmanaged lock goes offline and comes back too (the provider still reports `online` for
    // it), and a code being removed from it waits for that.
    const device = rt.state.unmanagedDevices.get(device_id) ?? getDevice(rt, device_id);
    setDeviceOnline(rt, device, online);
    return c.json({ device, ok: true });
  });
  app.all('/_fake/*', () => {
    throw new ApiError(404, 'not_found', 'No such admin route');
  });
}
