import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  HttpApiError,
  MessageStatus,
  type RequestOptions,
  StatusCodeClass,
  ValidationApiError,
  WebhooksClient,
} from './index.js';
import { type PrismServer, startPrism } from './test-utils/prism-server.js';

// Every operation of contracts/webhook-service-openapi.json goes through the real client to a
// Prism mock started with --errors: any request that breaks the contract comes back as an error
// response carrying an `sl-violations` header, which fails the test.

let prism: PrismServer;
let client: WebhooksClient;
const violations: string[] = [];
const calls: string[] = [];

beforeAll(async () => {
  prism = await startPrism();
  client = new WebhooksClient('testsk_contract', {
    serverUrl: prism.url,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const key = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
      calls.push(key);
      const reported = response.headers.get('sl-violations');
      if (reported) violations.push(`${key}: ${reported}`);
      return response;
    },
  });
}, 90_000);

afterAll(async () => {
  await prism?.stop();
});

const APP = 'app_1srOrx2ZWZBpBUvZwXKQmoEYga2';
const EP = 'ep_1srOrx2ZWZBpBUvZwXKQmoEYga2';
const MSG = 'msg_1srOrx2ZWZBpBUvZwXKQmoEYga2';
const ATTEMPT = 'atmpt_1srOrx2ZWZBpBUvZwXKQmoEYga2';
const INTEG = 'integ_1srOrx2ZWZBpBUvZwXKQmoEYga2';
const SINCE = new Date('2024-01-01T00:00:00Z');
const UNTIL = new Date('2024-02-01T00:00:00Z');
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

type Operation = [name: string, call: (options: RequestOptions) => Promise<unknown>];

const operations: Operation[] = [
  ['applications.list', (o) => client.applications.list({ iterator: 'app_x', limit: 5, ...o })],
  [
    'applications.create',
    (o) =>
      client.applications.create(
        { name: 'Acme', uid: 'acme', rateLimit: 5 },
        { getIfExists: true, idempotencyKey: 'k1', ...o },
      ),
  ],
  ['applications.get', (o) => client.applications.get(APP, o)],
  ['applications.update', (o) => client.applications.update(APP, { name: 'Acme 2' }, o)],
  ['applications.delete', (o) => client.applications.delete(APP, o)],
  ['authentication.dashboardAccess', (o) => client.authentication.dashboardAccess(APP, o)],
  ['authentication.logout', (o) => client.authentication.logout(o)],
  ['endpoints.list', (o) => client.endpoints.list(APP, { limit: 3, ...o })],
  ['endpoints.create', (o) => client.endpoints.create(APP, ENDPOINT_IN, o)],
  ['endpoints.get', (o) => client.endpoints.get(APP, EP, o)],
  [
    'endpoints.update',
    (o) =>
      client.endpoints.update(
        APP,
        EP,
        { url: 'https://example.com/2', version: 2, disabled: true },
        o,
      ),
  ],
  ['endpoints.delete', (o) => client.endpoints.delete(APP, EP, o)],
  ['endpoints.getHeaders', (o) => client.endpoints.getHeaders(APP, EP, o)],
  [
    'endpoints.updateHeaders',
    (o) => client.endpoints.updateHeaders(APP, EP, { headers: { 'X-Custom': 'a' } }, o),
  ],
  [
    'endpoints.patchHeaders',
    (o) => client.endpoints.patchHeaders(APP, EP, { headers: { 'X-Other': 'b' } }, o),
  ],
  ['endpoints.getSecret', (o) => client.endpoints.getSecret(APP, EP, o)],
  [
    'endpoints.rotateSecret',
    (o) =>
      client.endpoints.rotateSecret(APP, EP, { key: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }, o),
  ],
  ['endpoints.getStats', (o) => client.endpoints.getStats(APP, EP, o)],
  ['endpoints.recover', (o) => client.endpoints.recover(APP, EP, { since: SINCE }, o)],
  [
    'endpoints.sendExample',
    (o) => client.endpoints.sendExample(APP, EP, { eventType: 'user.signup' }, o),
  ],
  ['environment.export', (o) => client.environment.export({}, o)],
  [
    'environment.import',
    (o) =>
      client.environment.import(
        {
          version: 1,
          createdAt: SINCE,
          eventTypes: [{ name: 'user.signup', description: 'A user signed up' }],
          settings: {
            enforceHttps: true,
            customThemeOverride: { borderRadius: { button: 'md' }, fontSize: { base: 14 } },
          },
        },
        o,
      ),
  ],
  ['environment.getSettings', (o) => client.environment.getSettings(o)],
  [
    'eventTypes.list',
    (o) => client.eventTypes.list({ withContent: true, includeArchived: true, limit: 2, ...o }),
  ],
  [
    'eventTypes.create',
    (o) =>
      client.eventTypes.create(
        {
          name: 'user.signup',
          description: 'A user signed up',
          schemas: { '1': { type: 'object' } },
        },
        o,
      ),
  ],
  ['eventTypes.get', (o) => client.eventTypes.get('user.signup', o)],
  [
    'eventTypes.update',
    (o) => client.eventTypes.update('user.signup', { description: 'Archived', archived: true }, o),
  ],
  ['eventTypes.delete', (o) => client.eventTypes.delete('user.signup', o)],
  [
    'eventTypes.generateSchemaExample',
    (o) => client.eventTypes.generateSchemaExample({ schema: { type: 'object' } }, o),
  ],
  ['health.get', (o) => client.health.get(o)],
  ['integrations.list', (o) => client.integrations.list(APP, { limit: 4, ...o })],
  ['integrations.create', (o) => client.integrations.create(APP, { name: 'Zapier' }, o)],
  ['integrations.get', (o) => client.integrations.get(APP, INTEG, o)],
  ['integrations.update', (o) => client.integrations.update(APP, INTEG, { name: 'Zapier 2' }, o)],
  ['integrations.delete', (o) => client.integrations.delete(APP, INTEG, o)],
  ['integrations.getKey', (o) => client.integrations.getKey(APP, INTEG, o)],
  ['integrations.rotateKey', (o) => client.integrations.rotateKey(APP, INTEG, o)],
  [
    'messages.list',
    (o) =>
      client.messages.list(APP, {
        eventTypes: ['user.signup', 'a.b'],
        channel: 'project_1',
        before: UNTIL,
        after: SINCE,
        limit: 5,
        ...o,
      }),
  ],
  [
    'messages.create',
    (o) =>
      client.messages.create(
        APP,
        {
          eventType: 'user.signup',
          payload: { id: 1 },
          eventId: 'evt_1',
          channels: ['project_1'],
          payloadRetentionPeriod: 30,
        },
        { withContent: false, ...o },
      ),
  ],
  ['messages.get', (o) => client.messages.get(APP, MSG, o)],
  [
    'messageAttempts.listByEndpoint',
    (o) =>
      client.messageAttempts.listByEndpoint(APP, EP, {
        ...FILTERS,
        statusCodeClass: StatusCodeClass.Code5xx,
        ...o,
      }),
  ],
  [
    'messageAttempts.listByMsg',
    (o) =>
      client.messageAttempts.listByMsg(APP, MSG, {
        ...FILTERS,
        statusCodeClass: StatusCodeClass.Code4xx,
        endpointId: EP,
        ...o,
      }),
  ],
  [
    'messageAttempts.listForMessage',
    (o) => client.messageAttempts.listForMessage(APP, MSG, { ...FILTERS, endpointId: EP, ...o }),
  ],
  [
    'messageAttempts.listAttemptsForEndpoint',
    (o) => client.messageAttempts.listAttemptsForEndpoint(APP, MSG, EP, { ...FILTERS, ...o }),
  ],
  [
    'messageAttempts.listAttemptedMessages',
    (o) =>
      client.messageAttempts.listAttemptedMessages(APP, EP, {
        iterator: 'msg_x',
        limit: 2,
        channel: 'project_1',
        status: MessageStatus.Success,
        before: UNTIL,
        after: SINCE,
        ...o,
      }),
  ],
  [
    'messageAttempts.listAttemptedDestinations',
    (o) => client.messageAttempts.listAttemptedDestinations(APP, MSG, { limit: 2, ...o }),
  ],
  ['messageAttempts.get', (o) => client.messageAttempts.get(APP, MSG, ATTEMPT, o)],
  ['messageAttempts.resend', (o) => client.messageAttempts.resend(APP, MSG, EP, o)],
  [
    'statistics.appAttempts',
    (o) => client.statistics.appAttempts(APP, { startDate: SINCE, endDate: UNTIL, ...o }),
  ],
  [
    'statistics.endpointAttempts',
    (o) => client.statistics.endpointAttempts(APP, EP, { startDate: SINCE, endDate: UNTIL, ...o }),
  ],
];

describe('every contract operation against Prism', () => {
  it.each(operations)('%s is accepted without violations', async (_name, call) => {
    violations.length = 0;
    await call({});
    expect(violations).toEqual([]);
  });

  it('has reached every method and path of the contract', () => {
    const file = new URL('../../../contracts/webhook-service-openapi.json', import.meta.url);
    const spec = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, object> };
    const missing = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => method.toUpperCase())
        .filter((method) => {
          const pattern = new RegExp(`^${method} ${path.replace(/\{\w+\}/g, '[^/]+')}$`);
          return !calls.some((call) => pattern.test(call));
        })
        .map((method) => `${method} ${path}`),
    );
    expect(missing).toEqual([]);
    expect(Object.values(spec.paths).flatMap(Object.keys)).toHaveLength(operations.length);
  });

  it('decodes Prism example responses into typed models', async () => {
    const page = await client.messages.list(APP);
    expect(page.data[0]?.timestamp).toBeInstanceOf(Date);
    expect(typeof page.done).toBe('boolean');
    const stats = await client.statistics.appAttempts(APP);
    expect(stats.startDate).toBeInstanceOf(Date);
    const attempt = await client.messageAttempts.get(APP, MSG, ATTEMPT);
    expect([0, 1, 2, 3]).toContain(attempt.status);
  });

  it('catches a contract violation when the request breaks it', async () => {
    violations.length = 0;
    const error = await client.applications
      .create({ name: undefined as never })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationApiError);
    expect(violations.join()).toContain("required property 'name'");
  });
});

const FORCED: [status: number, operation: string][] = [
  [400, 'endpoints.rotateSecret'],
  [400, 'endpoints.sendExample'],
  [401, 'applications.get'],
  [403, 'endpoints.list'],
  [404, 'messages.get'],
  [409, 'applications.create'],
  [413, 'messages.create'],
  [422, 'eventTypes.create'],
];

describe('error mapping with Prism forced status codes', () => {
  it.each(FORCED)('HTTP %i from %s', async (status, name) => {
    const call = operations.find(([op]) => op === name)?.[1];
    const error = await call?.({ headers: { Prefer: `code=${status}` } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(status === 422 ? ValidationApiError : HttpApiError);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(status);
    expect(apiError.headers['content-type']).toMatch(/json/i);
    if (status === 422)
      expect(Array.isArray((apiError.body as { detail: unknown[] }).detail)).toBe(true);
    else
      expect(apiError.body).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });
});
