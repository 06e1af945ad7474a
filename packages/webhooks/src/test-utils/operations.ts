import { MessageStatus, StatusCodeClass } from '../models/enums.js';
import type { RequestOptions } from '../request/options.js';
import type { WebhooksClient } from '../webhooks-client.js';

// One row per operation of contracts/webhook-service-openapi.json, shared by the Prism contract
// test and the recording-server unit tests so both walk exactly the same calls.

/** One client operation with valid arguments, the contract route it must hit, and its checks. */
export interface OperationCase {
  /** `resource.method`, as the client names it in errors. */
  name: string;
  /** HTTP method and contract path (with `{param}` placeholders) the call must use. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Positional arguments before `options`, all valid. */
  args: readonly unknown[];
  /** For each positional argument, the name a `RequiredError` must give, or `null` if optional. */
  required: readonly (string | null)[];
  /** Whether the call sends a JSON body. */
  hasBody: boolean;
  /** The JSON body the call sends, when it has one. */
  body: unknown;
  /** Calls the operation; `options` are merged into the call's own options. */
  invoke(
    client: WebhooksClient,
    args: readonly unknown[],
    options: RequestOptions,
  ): Promise<unknown>;
}

export const APP = 'app_1srOrx2ZWZBpBUvZwXKQmoEYga2';
export const EP = 'ep_1srOrx2ZWZBpBUvZwXKQmoEYga2';
export const MSG = 'msg_1srOrx2ZWZBpBUvZwXKQmoEYga2';
export const ATTEMPT = 'atmpt_1srOrx2ZWZBpBUvZwXKQmoEYga2';
export const INTEG = 'integ_1srOrx2ZWZBpBUvZwXKQmoEYga2';
export const SINCE = new Date('2024-01-01T00:00:00Z');
export const UNTIL = new Date('2024-02-01T00:00:00Z');

const ENDPOINT_IN = {
  url: 'https://example.com/webhook/',
  version: 1,
  description: 'main',
  filterTypes: ['user.signup'],
  channels: ['project_1'],
  secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
};

const FILTERS = {
  iterator: 'it_1',
  limit: 10,
  status: MessageStatus.Fail,
  eventTypes: ['user.signup', 'user.deleted'],
  channel: 'project_1',
  before: UNTIL,
  after: SINCE,
};

type Call = OperationCase['invoke'];

function op(
  name: string,
  route: `${OperationCase['method']} ${string}`,
  required: readonly (string | null)[],
  args: readonly unknown[],
  invoke: Call,
  fixedBody?: unknown,
): OperationCase {
  const [method, path] = route.split(' ') as [OperationCase['method'], string];
  // Path values are strings; the one object argument, if any, is the JSON body, unless the
  // operation always sends a fixed one.
  const body = fixedBody ?? args.find((arg) => typeof arg === 'object' && arg !== null);
  return { name, method, path, args, required, hasBody: body !== undefined, body, invoke };
}

// Arguments are read back positionally; `never` keeps each row short while the calls stay typed.
const a = (args: readonly unknown[], i: number) => args[i] as never;

/** Every operation of the contract, grouped as the client groups them. */
export const OPERATIONS: readonly OperationCase[] = [
  op('applications.list', 'GET /api/v1/app/', [], [], (c, _, o) =>
    c.applications.list({ iterator: 'app_x', limit: 5, ...o }),
  ),
  op(
    'applications.create',
    'POST /api/v1/app/',
    ['applicationIn'],
    [{ name: 'Acme', uid: 'acme', rateLimit: 5 }],
    (c, x, o) => c.applications.create(a(x, 0), { getIfExists: true, idempotencyKey: 'k1', ...o }),
  ),
  op('applications.get', 'GET /api/v1/app/{app_id}/', ['app_id'], [APP], (c, x, o) =>
    c.applications.get(a(x, 0), o),
  ),
  op(
    'applications.update',
    'PUT /api/v1/app/{app_id}/',
    ['app_id', 'applicationIn'],
    [APP, { name: 'Acme 2' }],
    (c, x, o) => c.applications.update(a(x, 0), a(x, 1), o),
  ),
  op('applications.delete', 'DELETE /api/v1/app/{app_id}/', ['app_id'], [APP], (c, x, o) =>
    c.applications.delete(a(x, 0), o),
  ),
  op(
    'authentication.dashboardAccess',
    'POST /api/v1/auth/dashboard-access/{app_id}/',
    ['app_id'],
    [APP],
    (c, x, o) => c.authentication.dashboardAccess(a(x, 0), o),
  ),
  op('authentication.logout', 'POST /api/v1/auth/logout/', [], [], (c, _, o) =>
    c.authentication.logout(o),
  ),
  op('endpoints.list', 'GET /api/v1/app/{app_id}/endpoint/', ['app_id'], [APP], (c, x, o) =>
    c.endpoints.list(a(x, 0), { limit: 3, ...o }),
  ),
  op(
    'endpoints.create',
    'POST /api/v1/app/{app_id}/endpoint/',
    ['app_id', 'endpointIn'],
    [APP, ENDPOINT_IN],
    (c, x, o) => c.endpoints.create(a(x, 0), a(x, 1), o),
  ),
  op(
    'endpoints.get',
    'GET /api/v1/app/{app_id}/endpoint/{endpoint_id}/',
    ['app_id', 'endpoint_id'],
    [APP, EP],
    (c, x, o) => c.endpoints.get(a(x, 0), a(x, 1), o),
  ),
  op(
    'endpoints.update',
    'PUT /api/v1/app/{app_id}/endpoint/{endpoint_id}/',
    ['app_id', 'endpoint_id', 'endpointUpdate'],
    [APP, EP, { url: 'https://example.com/2', version: 2, disabled: true }],
    (c, x, o) => c.endpoints.update(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'endpoints.delete',
    'DELETE /api/v1/app/{app_id}/endpoint/{endpoint_id}/',
    ['app_id', 'endpoint_id'],
    [APP, EP],
    (c, x, o) => c.endpoints.delete(a(x, 0), a(x, 1), o),
  ),
  op(
    'endpoints.getHeaders',
    'GET /api/v1/app/{app_id}/endpoint/{endpoint_id}/headers/',
    ['app_id', 'endpoint_id'],
    [APP, EP],
    (c, x, o) => c.endpoints.getHeaders(a(x, 0), a(x, 1), o),
  ),
  op(
    'endpoints.updateHeaders',
    'PUT /api/v1/app/{app_id}/endpoint/{endpoint_id}/headers/',
    ['app_id', 'endpoint_id', 'endpointHeadersIn'],
    [APP, EP, { headers: { 'X-Custom': 'a' } }],
    (c, x, o) => c.endpoints.updateHeaders(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'endpoints.patchHeaders',
    'PATCH /api/v1/app/{app_id}/endpoint/{endpoint_id}/headers/',
    ['app_id', 'endpoint_id', 'endpointHeadersIn'],
    [APP, EP, { headers: { 'X-Other': 'b' } }],
    (c, x, o) => c.endpoints.patchHeaders(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'endpoints.getSecret',
    'GET /api/v1/app/{app_id}/endpoint/{endpoint_id}/secret/',
    ['app_id', 'endpoint_id'],
    [APP, EP],
    (c, x, o) => c.endpoints.getSecret(a(x, 0), a(x, 1), o),
  ),
  op(
    'endpoints.rotateSecret',
    'POST /api/v1/app/{app_id}/endpoint/{endpoint_id}/secret/rotate/',
    // The body is optional (Svix's signature); omitting it sends `{}`.
    ['app_id', 'endpoint_id', null],
    [APP, EP, { key: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }],
    (c, x, o) => c.endpoints.rotateSecret(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'endpoints.getStats',
    'GET /api/v1/app/{app_id}/endpoint/{endpoint_id}/stats/',
    ['app_id', 'endpoint_id'],
    [APP, EP],
    (c, x, o) => c.endpoints.getStats(a(x, 0), a(x, 1), o),
  ),
  op(
    'endpoints.recover',
    'POST /api/v1/app/{app_id}/endpoint/{endpoint_id}/recover/',
    ['app_id', 'endpoint_id', 'recoverIn'],
    [APP, EP, { since: SINCE }],
    (c, x, o) => c.endpoints.recover(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'endpoints.sendExample',
    'POST /api/v1/app/{app_id}/endpoint/{endpoint_id}/send-example/',
    ['app_id', 'endpoint_id', 'eventExampleIn'],
    [APP, EP, { eventType: 'user.signup' }],
    (c, x, o) => c.endpoints.sendExample(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'environment.export',
    'POST /api/v1/environment/export/',
    [],
    [],
    (c, _x, o) => c.environment.export(o),
    {},
  ),
  op(
    'environment.import',
    'POST /api/v1/environment/import/',
    // Optional, as in Svix's signature; omitting it sends `{}`.
    [null],
    [
      {
        version: 1,
        createdAt: SINCE,
        eventTypes: [{ name: 'user.signup', description: 'A user signed up' }],
        settings: {
          enforceHttps: true,
          customThemeOverride: { borderRadius: { button: 'md' }, fontSize: { base: 14 } },
        },
      },
    ],
    (c, x, o) => c.environment.import(a(x, 0), o),
  ),
  op('environment.getSettings', 'GET /api/v1/environment/settings/', [], [], (c, _, o) =>
    c.environment.getSettings(o),
  ),
  op('eventTypes.list', 'GET /api/v1/event-type/', [], [], (c, _, o) =>
    c.eventTypes.list({ withContent: true, includeArchived: true, limit: 2, ...o }),
  ),
  op(
    'eventTypes.create',
    'POST /api/v1/event-type/',
    ['eventTypeIn'],
    [
      {
        name: 'user.signup',
        description: 'A user signed up',
        schemas: { '1': { type: 'object' } },
      },
    ],
    (c, x, o) => c.eventTypes.create(a(x, 0), o),
  ),
  op(
    'eventTypes.get',
    'GET /api/v1/event-type/{event_type_name}/',
    ['event_type_name'],
    ['user.signup'],
    (c, x, o) => c.eventTypes.get(a(x, 0), o),
  ),
  op(
    'eventTypes.update',
    'PUT /api/v1/event-type/{event_type_name}/',
    ['event_type_name', 'eventTypeUpdate'],
    ['user.signup', { description: 'Archived', archived: true }],
    (c, x, o) => c.eventTypes.update(a(x, 0), a(x, 1), o),
  ),
  op(
    'eventTypes.delete',
    'DELETE /api/v1/event-type/{event_type_name}/',
    ['event_type_name'],
    ['user.signup'],
    (c, x, o) => c.eventTypes.delete(a(x, 0), o),
  ),
  op(
    'eventTypes.generateSchemaExample',
    'POST /api/v1/event-type/schema/generate-example/',
    ['eventTypeSchemaIn'],
    [{ schema: { type: 'object' } }],
    (c, x, o) => c.eventTypes.generateSchemaExample(a(x, 0), o),
  ),
  op('health.get', 'GET /api/v1/health/', [], [], (c, _, o) => c.health.get(o)),
  op('integrations.list', 'GET /api/v1/app/{app_id}/integration/', ['app_id'], [APP], (c, x, o) =>
    c.integrations.list(a(x, 0), { limit: 4, ...o }),
  ),
  op(
    'integrations.create',
    'POST /api/v1/app/{app_id}/integration/',
    ['app_id', 'integrationIn'],
    [APP, { name: 'Zapier' }],
    (c, x, o) => c.integrations.create(a(x, 0), a(x, 1), o),
  ),
  op(
    'integrations.get',
    'GET /api/v1/app/{app_id}/integration/{integ_id}/',
    ['app_id', 'integ_id'],
    [APP, INTEG],
    (c, x, o) => c.integrations.get(a(x, 0), a(x, 1), o),
  ),
  op(
    'integrations.update',
    'PUT /api/v1/app/{app_id}/integration/{integ_id}/',
    ['app_id', 'integ_id', 'integrationUpdate'],
    [APP, INTEG, { name: 'Zapier 2' }],
    (c, x, o) => c.integrations.update(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'integrations.delete',
    'DELETE /api/v1/app/{app_id}/integration/{integ_id}/',
    ['app_id', 'integ_id'],
    [APP, INTEG],
    (c, x, o) => c.integrations.delete(a(x, 0), a(x, 1), o),
  ),
  op(
    'integrations.getKey',
    'GET /api/v1/app/{app_id}/integration/{integ_id}/key/',
    ['app_id', 'integ_id'],
    [APP, INTEG],
    (c, x, o) => c.integrations.getKey(a(x, 0), a(x, 1), o),
  ),
  op(
    'integrations.rotateKey',
    'POST /api/v1/app/{app_id}/integration/{integ_id}/key/rotate/',
    ['app_id', 'integ_id'],
    [APP, INTEG],
    (c, x, o) => c.integrations.rotateKey(a(x, 0), a(x, 1), o),
  ),
  op('messages.list', 'GET /api/v1/app/{app_id}/msg/', ['app_id'], [APP], (c, x, o) =>
    c.messages.list(a(x, 0), {
      eventTypes: ['user.signup', 'a.b'],
      channel: 'project_1',
      before: UNTIL,
      after: SINCE,
      limit: 5,
      ...o,
    }),
  ),
  op(
    'messages.create',
    'POST /api/v1/app/{app_id}/msg/',
    ['app_id', 'messageIn'],
    [
      APP,
      {
        eventType: 'user.signup',
        payload: { id: 1 },
        eventId: 'evt_1',
        channels: ['project_1'],
        payloadRetentionPeriod: 30,
      },
    ],
    (c, x, o) => c.messages.create(a(x, 0), a(x, 1), { withContent: false, ...o }),
  ),
  op(
    'messages.get',
    'GET /api/v1/app/{app_id}/msg/{msg_id}/',
    ['app_id', 'msg_id'],
    [APP, MSG],
    (c, x, o) => c.messages.get(a(x, 0), a(x, 1), o),
  ),
  op(
    'messageAttempts.listByEndpoint',
    'GET /api/v1/app/{app_id}/attempt/endpoint/{endpoint_id}/',
    ['app_id', 'endpoint_id'],
    [APP, EP],
    (c, x, o) =>
      c.messageAttempts.listByEndpoint(a(x, 0), a(x, 1), {
        ...FILTERS,
        statusCodeClass: StatusCodeClass.Code5xx,
        ...o,
      }),
  ),
  op(
    'messageAttempts.listByMsg',
    'GET /api/v1/app/{app_id}/attempt/msg/{msg_id}/',
    ['app_id', 'msg_id'],
    [APP, MSG],
    (c, x, o) =>
      c.messageAttempts.listByMsg(a(x, 0), a(x, 1), {
        ...FILTERS,
        statusCodeClass: StatusCodeClass.Code4xx,
        endpointId: EP,
        ...o,
      }),
  ),
  op(
    'messageAttempts.listForMessage',
    'GET /api/v1/app/{app_id}/msg/{msg_id}/attempt/',
    ['app_id', 'msg_id'],
    [APP, MSG],
    (c, x, o) =>
      c.messageAttempts.listForMessage(a(x, 0), a(x, 1), { ...FILTERS, endpointId: EP, ...o }),
  ),
  op(
    'messageAttempts.listAttemptsForEndpoint',
    'GET /api/v1/app/{app_id}/msg/{msg_id}/endpoint/{endpoint_id}/attempt/',
    ['app_id', 'msg_id', 'endpoint_id'],
    [APP, MSG, EP],
    (c, x, o) =>
      c.messageAttempts.listAttemptsForEndpoint(a(x, 0), a(x, 1), a(x, 2), { ...FILTERS, ...o }),
  ),
  op(
    'messageAttempts.listAttemptedMessages',
    'GET /api/v1/app/{app_id}/endpoint/{endpoint_id}/msg/',
    ['app_id', 'endpoint_id'],
    [APP, EP],
    (c, x, o) =>
      c.messageAttempts.listAttemptedMessages(a(x, 0), a(x, 1), {
        iterator: 'msg_x',
        limit: 2,
        channel: 'project_1',
        status: MessageStatus.Success,
        before: UNTIL,
        after: SINCE,
        ...o,
      }),
  ),
  op(
    'messageAttempts.listAttemptedDestinations',
    'GET /api/v1/app/{app_id}/msg/{msg_id}/endpoint/',
    ['app_id', 'msg_id'],
    [APP, MSG],
    (c, x, o) => c.messageAttempts.listAttemptedDestinations(a(x, 0), a(x, 1), { limit: 2, ...o }),
  ),
  op(
    'messageAttempts.get',
    'GET /api/v1/app/{app_id}/msg/{msg_id}/attempt/{attempt_id}/',
    ['app_id', 'msg_id', 'attempt_id'],
    [APP, MSG, ATTEMPT],
    (c, x, o) => c.messageAttempts.get(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'messageAttempts.resend',
    'POST /api/v1/app/{app_id}/msg/{msg_id}/endpoint/{endpoint_id}/resend/',
    ['app_id', 'msg_id', 'endpoint_id'],
    [APP, MSG, EP],
    (c, x, o) => c.messageAttempts.resend(a(x, 0), a(x, 1), a(x, 2), o),
  ),
  op(
    'statistics.appAttempts',
    'GET /api/v1/stats/app/{app_id}/attempt/',
    ['app_id'],
    [APP],
    (c, x, o) => c.statistics.appAttempts(a(x, 0), { startDate: SINCE, endDate: UNTIL, ...o }),
  ),
  op(
    'statistics.endpointAttempts',
    'GET /api/v1/stats/app/{app_id}/ep/{endpoint_id}/attempt/',
    ['app_id', 'endpoint_id'],
    [APP, EP],
    (c, x, o) =>
      c.statistics.endpointAttempts(a(x, 0), a(x, 1), { startDate: SINCE, endDate: UNTIL, ...o }),
  ),
];

/** Operations the contract lists without a security requirement. */
export const UNAUTHENTICATED = new Set(['health.get', 'eventTypes.generateSchemaExample']);
