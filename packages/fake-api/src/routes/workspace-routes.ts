import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { recordEvent } from '../state/events.js';
import { removeDevices } from '../state/remove-devices.js';
import type { Runtime } from '../state/runtime.js';
import type { ActionAttempt, SeamEvent, Webhook } from '../state/types.js';
import {
  ApiError,
  formatIssues,
  invalidInput,
  notFound,
  type ValidationIssue,
} from './api-error.js';
import type { AppEnv } from './app-env.js';
import { patchCustomMetadata } from './custom-metadata.js';
import { defineRoute, type Params } from './define-route.js';
import { isIsoDateTime } from './iso-date.js';

function registerAccounts(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/connected_accounts/list', () => ({
    connected_accounts: [...rt.state.connectedAccounts.values()],
  }));
  defineRoute(app, rt, '/connected_accounts/get', ({ params }) => {
    const accounts = [...rt.state.connectedAccounts.values()];
    const account =
      params.email !== undefined
        ? accounts.find((a) => a.user_identifier.email === params.email)
        : rt.state.connectedAccounts.get(params.connected_account_id as string);
    if (!account) throw notFound('connected_account');
    return { connected_account: account };
  });
  defineRoute(app, rt, '/connected_accounts/update', ({ params }) => {
    const account = rt.state.connectedAccounts.get(params.connected_account_id as string);
    if (!account) throw notFound('connected_account');
    if (typeof params.automatically_manage_new_devices === 'boolean')
      account.automatically_manage_new_devices = params.automatically_manage_new_devices;
    account.custom_metadata = patchCustomMetadata(account.custom_metadata, params.custom_metadata);
    return { connected_account: account };
  });
  defineRoute(app, rt, '/connected_accounts/delete', ({ params }) => {
    const id = params.connected_account_id as string;
    if (!rt.state.connectedAccounts.delete(id)) throw notFound('connected_account');
    // The account's devices go, managed or not, and with them everything that lives on them.
    const gone = new Set<string>();
    for (const devices of [rt.state.devices, rt.state.unmanagedDevices])
      for (const device of devices.values())
        if (device.connected_account_id === id) gone.add(device.device_id);
    removeDevices(rt, gone);
    // A session's grant of the account goes with it: get would otherwise name an account that
    // no longer exists.
    for (const session of rt.state.clientSessions.values())
      session.connected_account_ids = session.connected_account_ids.filter((a) => a !== id);
    recordEvent(rt, 'connected_account.deleted', { connected_account_id: id });
    return {};
  });
}

function registerWebhooks(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/webhooks/list', () => ({ webhooks: [...rt.state.webhooks.values()] }));
  defineRoute(app, rt, '/webhooks/get', ({ params }) => {
    const webhook = rt.state.webhooks.get(params.webhook_id as string);
    if (!webhook) throw notFound('webhook');
    return { webhook };
  });
  defineRoute(app, rt, '/webhooks/create', ({ params }) => {
    const webhook: Webhook = {
      webhook_id: randomUUID(),
      url: params.url as string,
      event_types: (params.event_types as string[] | undefined) ?? [],
      secret: `whsec_${randomBytes(24).toString('base64')}`,
    };
    rt.state.webhooks.set(webhook.webhook_id, webhook);
    return { webhook };
  });
  defineRoute(app, rt, '/webhooks/update', ({ params }) => {
    const webhook = rt.state.webhooks.get(params.webhook_id as string);
    if (!webhook) throw notFound('webhook');
    webhook.event_types = params.event_types as string[];
    return {};
  });
  defineRoute(app, rt, '/webhooks/delete', ({ params }) => {
    if (!rt.state.webhooks.delete(params.webhook_id as string)) throw notFound('webhook');
    return {};
  });
}

/**
 * `/events/list` `between` as a time range: two (the contract's minItems/maxItems, checked with the
 * schema) ISO date-times. Absent, it lets everything through; it used to be ignored, so a windowed
 * query answered every event.
 */
function betweenWindow(between: unknown): [number, number] {
  if (!Array.isArray(between)) return [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const issues: ValidationIssue[] = between.flatMap((value, i) =>
    isIsoDateTime(value as string)
      ? []
      : [{ path: ['between', String(i)], message: 'Invalid datetime' }],
  );
  if (issues.length > 0) throw invalidInput(issues);
  return [Date.parse(between[0] as string), Date.parse(between[1] as string)];
}

/**
 * Events newest first by `occurred_at`, as the provider lists them, so `limit` keeps the newest;
 * events of one millisecond keep the reverse of the order they were recorded in.
 */
function newestFirst(events: readonly SeamEvent[]): SeamEvent[] {
  return [...events]
    .reverse()
    .sort((a, b) => Date.parse(b.occurred_at) - Date.parse(a.occurred_at));
}

function registerEvents(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/events/list', ({ params }) => {
    // The provider refuses an unbounded event list although the contract marks both optional.
    if (params.since === undefined && params.between === undefined) throw formError(NO_TIME_BOUND);
    if (typeof params.since === 'string' && !isIsoDateTime(params.since))
      throw invalidInput([{ path: ['since'], message: 'Invalid datetime' }]);
    const since =
      typeof params.since === 'string' ? Date.parse(params.since) : Number.NEGATIVE_INFINITY;
    const [from, to] = betweenWindow(params.between);
    // Checked after the fields themselves, as the provider's whole-input rules are.
    if (params.since !== undefined && params.between !== undefined)
      throw formError(TWO_TIME_BOUNDS);
    const deviceIds = params.device_ids as string[] | undefined;
    const codeIds = params.access_code_ids as string[] | undefined;
    const types = params.event_types as string[] | undefined;
    const events = [...rt.state.events.values()].filter(
      (e) =>
        // Exclusive bounds, as the provider's: a reader asking for what came after the last event
        // it saw must not get that event again.
        Date.parse(e.occurred_at) > since &&
        Date.parse(e.occurred_at) > from &&
        Date.parse(e.occurred_at) < to &&
        (!codeIds || (e.access_code_id !== undefined && codeIds.includes(e.access_code_id))) &&
        (params.device_id === undefined || e.device_id === params.device_id) &&
        (!deviceIds || (e.device_id !== undefined && deviceIds.includes(e.device_id))) &&
        (params.event_type === undefined || e.event_type === params.event_type) &&
        (!types || types.includes(e.event_type)) &&
        (params.access_code_id === undefined || e.access_code_id === params.access_code_id) &&
        (params.connected_account_id === undefined ||
          e.connected_account_id === params.connected_account_id),
    );
    const limit = typeof params.limit === 'number' ? params.limit : 500;
    return { events: newestFirst(events).slice(0, limit) };
  });
  defineRoute(app, rt, '/events/get', ({ params }) => {
    const event = findEvent(rt, params);
    // The contract's answer when nothing matches: 200 with a message and no `event` (it lists no
    // 404 here), so a client has to tell "no such event" apart from an event.
    return event ? { event } : { message: NO_EVENT_MESSAGE };
  });
}

/**
 * The provider's answers to `/events/list` without `since` or `between` (seen in seamapi/cli#48)
 * and with both (as Seam's own fake refuses it): 400 `invalid_input` whose message and form-level
 * error are the text, not a field's.
 */
const NO_TIME_BOUND = 'Must specify either since or between';
const TWO_TIME_BOUNDS = 'Cannot specify both since and between';

const formError = (message: string): ApiError =>
  new ApiError(400, 'invalid_input', message, formatIssues([{ path: [], message }]));

/** `/events/get`'s `message` when no event matches. */
const NO_EVENT_MESSAGE = 'No event found';

/**
 * The event `/events/get` names: by `event_id`, or the latest event of `event_type` on
 * `device_id` (the contract's two lookups); every field given must match.
 */
function findEvent(rt: Runtime, params: Params): SeamEvent | undefined {
  const { event_id: eventId, device_id: deviceId, event_type: eventType } = params;
  if (eventId === undefined) {
    const issues: ValidationIssue[] = [];
    if (deviceId === undefined && eventType === undefined)
      issues.push({ path: [], message: 'Expected event_id, or device_id and event_type' });
    else if (deviceId === undefined)
      issues.push({ path: ['device_id'], message: 'Required with event_type' });
    else if (eventType === undefined)
      issues.push({ path: ['event_type'], message: 'Required with device_id' });
    if (issues.length > 0) throw invalidInput(issues);
  }
  const matches = (event: SeamEvent) =>
    (deviceId === undefined || event.device_id === deviceId) &&
    (eventType === undefined || event.event_type === eventType);
  if (eventId !== undefined) {
    const event = rt.state.events.get(eventId as string);
    return event && matches(event) ? event : undefined;
  }
  let latest: SeamEvent | undefined;
  for (const event of rt.state.events.values()) {
    // Events are kept oldest first; on equal times the one recorded later wins.
    if (!matches(event)) continue;
    if (!latest || Date.parse(event.occurred_at) >= Date.parse(latest.occurred_at)) latest = event;
  }
  return latest;
}

/** Workspaces, connected accounts, webhooks and events. */
export function registerWorkspaceRoutes(app: Hono<AppEnv>, rt: Runtime, reset: () => void): void {
  defineRoute(app, rt, '/workspaces/get', () => ({ workspace: rt.state.workspace }));
  defineRoute(app, rt, '/workspaces/list', () => ({ workspaces: [rt.state.workspace] }));
  defineRoute(app, rt, '/workspaces/reset_sandbox', () => {
    reset();
    const attempt: ActionAttempt = {
      action_attempt_id: randomUUID(),
      action_type: 'RESET_SANDBOX_WORKSPACE',
      status: 'success',
      result: {},
      error: null,
    };
    // Kept in the fresh state, so a host polling the answered attempt finds it as it would any.
    rt.state.actionAttempts.set(attempt.action_attempt_id, attempt);
    return { action_attempt: { ...attempt } };
  });
  registerAccounts(app, rt);
  registerWebhooks(app, rt);
  registerEvents(app, rt);
}
