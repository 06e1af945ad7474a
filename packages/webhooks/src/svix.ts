import type { WebhooksClientOptions } from './request/options.js';
import type { Applications } from './resources/applications.js';
import type { Authentication } from './resources/authentication.js';
import type { Endpoints } from './resources/endpoints.js';
import type { Environment } from './resources/environment.js';
import type { EventTypes } from './resources/event-types.js';
import type { Health } from './resources/health.js';
import type { Integrations } from './resources/integrations.js';
import type { MessageAttempts } from './resources/message-attempts.js';
import type { Messages } from './resources/messages.js';
import type { Statistics } from './resources/statistics.js';
import { WebhooksClient } from './webhooks-client.js';

/** Options of `new Svix(token, options)`: Svix's names (`serverUrl`, `requestTimeout`, …) and ours. */
export type SvixOptions = WebhooksClientOptions;

/**
 * A drop-in for the `svix` 1.x `Svix` class: the same constructor, option names and singular
 * resource names, with each method taking Svix's parameters. The resources are the
 * `WebhooksClient` ones, so they also accept per-call options (`signal`, `timeout`, …) and
 * throw Porchlight's typed errors, which carry `code` and `body` like Svix's `ApiException`.
 * Differences are listed under "Migrating from svix" in the README.
 *
 * @example
 * const svix = new Svix(process.env.SVIX_TOKEN); // a `….eu` token goes to the EU region
 * await svix.message.create('app_1', { eventType: 'invoice.paid', payload: { id: 'inv_1' } });
 */
export class Svix {
  /**
   * Applications, one per customer you send webhooks to: `/api/v1/app/{app_id}/`; the same
   * resource as `WebhooksClient.applications`.
   */
  readonly application: Applications;
  /**
   * Dashboard access and logout: `/api/v1/auth/*`; the same resource as
   * `WebhooksClient.authentication`.
   */
  readonly authentication: Authentication;
  /**
   * An application's endpoints, their secrets, headers and stats:
   * `/api/v1/app/{app_id}/endpoint/*`; the same resource as `WebhooksClient.endpoints`.
   */
  readonly endpoint: Endpoints;
  /**
   * Export, import and settings of the environment: `/api/v1/environment/*`; the same resource as
   * `WebhooksClient.environment`.
   */
  readonly environment: Environment;
  /**
   * The event types messages are sent as: `/api/v1/event-type/*`; the same resource as
   * `WebhooksClient.eventTypes`.
   */
  readonly eventType: EventTypes;
  /** Whether the service is up: `/api/v1/health/`; the same resource as `WebhooksClient.health`. */
  readonly health: Health;
  /**
   * An application's integrations and their keys: `/api/v1/app/{app_id}/integration/*`; the same
   * resource as `WebhooksClient.integrations`.
   */
  readonly integration: Integrations;
  /**
   * Messages sent to an application's endpoints: `/api/v1/app/{app_id}/msg/*`; the same resource as
   * `WebhooksClient.messages`.
   */
  readonly message: Messages;
  /**
   * Delivery attempts of messages to endpoints, and resending: `/api/v1/app/{app_id}/attempt/*` and
   * `/msg/{msg_id}/attempt/*`; the same resource as `WebhooksClient.messageAttempts`.
   */
  readonly messageAttempt: MessageAttempts;
  /**
   * Counts of successful and failed attempts over time: `/api/v1/stats/*`; the same resource as
   * `WebhooksClient.statistics`.
   */
  readonly statistics: Statistics;

  /** @param token Bearer token; a `.us`/`.eu`/`.in`/`.ca`/`.au` suffix picks that region. */
  constructor(token: string, options: SvixOptions = {}) {
    const client = new WebhooksClient(token, options);
    this.application = client.applications;
    this.authentication = client.authentication;
    this.endpoint = client.endpoints;
    this.environment = client.environment;
    this.eventType = client.eventTypes;
    this.health = client.health;
    this.integration = client.integrations;
    this.message = client.messages;
    this.messageAttempt = client.messageAttempts;
    this.statistics = client.statistics;
  }
}
