export * from './errors/index.js';
export * from './models/index.js';
export type {
  RequestOptions,
  RetryOptions,
  WebhooksClientOptions,
} from './request/options.js';
export type { ApplicationCreateOptions, ApplicationListOptions } from './resources/applications.js';
export type { EndpointListOptions } from './resources/endpoints.js';
export type { EventTypeListOptions } from './resources/event-types.js';
export type { IntegrationListOptions } from './resources/integrations.js';
export type {
  AttemptedDestinationsOptions,
  AttemptedMessagesOptions,
  AttemptFilterOptions,
  AttemptsByEndpointOptions,
  AttemptsByMsgOptions,
} from './resources/message-attempts.js';
export type { MessageCreateOptions, MessageListOptions } from './resources/messages.js';
export { paginate } from './resources/paginate.js';
export type { AttemptStatisticsOptions } from './resources/statistics.js';
export { Svix, type SvixOptions } from './svix.js';
export { VERSION } from './version.js';
export * from './webhook-signature/index.js';
export { WebhooksClient } from './webhooks-client.js';
