export * from './errors/index.js';
export * from './models/index.js';
export type {
  RequestOptions,
  RetryOptions,
  WebhooksClientOptions,
} from './request/options.js';
export type {
  ApplicationCreateOptions,
  ApplicationListOptions,
  Applications,
} from './resources/applications.js';
export type { Authentication } from './resources/authentication.js';
export type {
  EndpointListOptions,
  EndpointStatsOptions,
  Endpoints,
} from './resources/endpoints.js';
export type { Environment } from './resources/environment.js';
export type {
  EventTypeDeleteOptions,
  EventTypeListOptions,
  EventTypes,
} from './resources/event-types.js';
export type { Health } from './resources/health.js';
export type { IntegrationListOptions, Integrations } from './resources/integrations.js';
export type {
  AttemptedDestinationsOptions,
  AttemptedMessagesOptions,
  AttemptFilterOptions,
  AttemptGetOptions,
  AttemptsByEndpointOptions,
  AttemptsByMsgOptions,
  MessageAttempts,
} from './resources/message-attempts.js';
export type {
  MessageCreateOptions,
  MessageGetOptions,
  MessageListOptions,
  Messages,
} from './resources/messages.js';
export { paginate } from './resources/paginate.js';
export type { AttemptStatisticsOptions, Statistics } from './resources/statistics.js';
export { Svix, type SvixOptions } from './svix.js';
export { VERSION } from './version.js';
export * from './webhook-signature/index.js';
export { WebhooksClient } from './webhooks-client.js';
