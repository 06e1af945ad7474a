// Compiled with `exactOptionalPropertyTypes` (tsconfig.exact.json) as well as without it
// (tsconfig.json): a host with that flag on can forward values that may be undefined (an env
// variable, an optional signal, a cursor from the last page) to every option and every optional
// field of an input model, while required fields stay required.
import type {
  ApplicationIn,
  ApplicationListOptions,
  AttemptFilterOptions,
  EndpointIn,
  EndpointListOptions,
  EndpointUpdate,
  EnvironmentIn,
  EventTypeCreateIn,
  EventTypeUpdate,
  MessageIn,
  RequestOptions,
  RetryOptions,
  VerifyOptions,
  WebhookOptions,
  WebhooksClientOptions,
} from './index.js';
import { Svix, Webhook, WebhooksClient } from './index.js';

declare const maybe: {
  text?: string;
  texts?: string[];
  count?: number;
  counts?: number[];
  signal?: AbortSignal;
  flag?: boolean;
  date?: Date;
  headers?: Record<string, string>;
};

export const client = new WebhooksClient('token', { serverUrl: process.env.SVIX_SERVER_URL });
export const svix = new Svix('token', { serverUrl: maybe.text, requestTimeout: maybe.count });
export const retry: RetryOptions = {
  retries: maybe.count,
  initialDelayMs: maybe.count,
  maxDelayMs: maybe.count,
  maxRetryAfterMs: maybe.count,
};
export const options: WebhooksClientOptions = {
  serverUrl: maybe.text,
  timeout: maybe.count,
  requestTimeout: maybe.count,
  fetch: undefined,
  headers: maybe.headers,
  retry: undefined,
  retryScheduleInMs: maybe.counts,
  numRetries: maybe.count,
  debug: maybe.flag,
};
export const request: RequestOptions = {
  idempotencyKey: maybe.text,
  signal: maybe.signal,
  headers: maybe.headers,
  timeout: maybe.count,
};
export const webhook = new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', {
  format: undefined,
  portable: maybe.flag,
} satisfies WebhookOptions);
export const verify: VerifyOptions = { jsonParse: maybe.flag };

export const applicationIn: ApplicationIn = {
  name: 'Acme',
  uid: maybe.text,
  rateLimit: maybe.count,
};
export const endpointIn: EndpointIn = {
  url: 'https://example.com',
  version: maybe.count,
  uid: maybe.text,
  description: maybe.text,
  disabled: maybe.flag,
  rateLimit: maybe.count,
  channels: maybe.texts,
  filterTypes: maybe.texts,
  secret: maybe.text,
};
export const endpointUpdate: EndpointUpdate = { url: 'https://example.com', uid: maybe.text };
export const eventTypeIn: EventTypeCreateIn = {
  name: 'user.signup',
  description: 'A user signed up',
  archived: maybe.flag,
  schemas: undefined,
};
export const eventTypeUpdate: EventTypeUpdate = { description: 'd', archived: maybe.flag };
export const messageIn: MessageIn = {
  eventType: 'user.signup',
  payload: {},
  eventId: maybe.text,
  channels: maybe.texts,
  payloadRetentionPeriod: maybe.count,
};
export const environmentIn: EnvironmentIn = {
  version: maybe.count,
  createdAt: maybe.date,
  settings: { customColor: maybe.text, customThemeOverride: { fontSize: { base: maybe.count } } },
};
export const listOptions: EndpointListOptions = { limit: maybe.count, iterator: maybe.text };
export const appListOptions: ApplicationListOptions = { excludeAppsWithNoEndpoints: maybe.flag };
export const attemptFilter: AttemptFilterOptions = { before: maybe.date, tag: maybe.text };

// Each method's options and inputs take possibly-undefined values too.
export async function calls(): Promise<void> {
  await client.endpoints.list('app_1', { limit: maybe.count, iterator: maybe.text });
  await client.applications.create({ name: 'Acme', uid: maybe.text }, { signal: maybe.signal });
  await client.applications.list({ limit: maybe.count, order: undefined });
  await client.endpoints.create('app_1', { url: 'https://example.com', channels: maybe.texts });
  await client.endpoints.getStats('app_1', 'ep_1', { since: maybe.date, until: maybe.date });
  await client.messages.create('app_1', messageIn, { withContent: maybe.flag });
  await client.messages.get('app_1', 'msg_1', { withContent: maybe.flag });
  await client.messageAttempts.get('app_1', 'msg_1', 'atmpt_1', { expandedStatuses: maybe.flag });
  await client.eventTypes.delete('user.signup', { expunge: maybe.flag });
  await client.statistics.appAttempts('app_1', { startDate: maybe.date, endDate: maybe.date });
  webhook.verify('{}', {}, { jsonParse: maybe.flag });
  for await (const endpoint of client.endpoints.listAll('app_1', { limit: maybe.count })) {
    endpoint.url;
  }
}

// Required fields stay required and do not take undefined.
export async function required(): Promise<void> {
  // @ts-expect-error `name` is required
  await client.applications.create({ uid: 'acme' });
  // @ts-expect-error `name` may not be undefined
  await client.applications.create({ name: maybe.text });
  // @ts-expect-error `url` may not be undefined
  await client.endpoints.create('app_1', { url: maybe.text });
  // @ts-expect-error `eventType` may not be undefined
  await client.messages.create('app_1', { eventType: maybe.text, payload: {} });
}
