import { createContext } from './request/context.js';
import { assertToken } from './request/header-values.js';
import type { WebhooksClientOptions } from './request/options.js';
import { assertRequired } from './request/required.js';
import { Applications } from './resources/applications.js';
import { Authentication } from './resources/authentication.js';
import { Endpoints } from './resources/endpoints.js';
import { Environment } from './resources/environment.js';
import { EventTypes } from './resources/event-types.js';
import { Health } from './resources/health.js';
import { Integrations } from './resources/integrations.js';
import { MessageAttempts } from './resources/message-attempts.js';
import { Messages } from './resources/messages.js';
import { Statistics } from './resources/statistics.js';

/**
 * Typed client for the webhook-delivery service API (wire-compatible with Svix API v1).
 *
 * @example
 * const client = new WebhooksClient(token, { serverUrl: 'https://api.example.com' });
 * const app = await client.applications.create({ name: 'Acme' });
 * await client.messages.create(app.id, { eventType: 'user.signup', payload: { id: 1 } });
 */
export class WebhooksClient {
  /** Applications, one per customer you send webhooks to: `/api/v1/app/{app_id}/`. */
  readonly applications: Applications;
  /** Dashboard access and logout: `/api/v1/auth/*`. */
  readonly authentication: Authentication;
  /**
   * An application's endpoints, their secrets, headers and stats:
   * `/api/v1/app/{app_id}/endpoint/*`.
   */
  readonly endpoints: Endpoints;
  /** Export, import and settings of the environment: `/api/v1/environment/*`. */
  readonly environment: Environment;
  /** The event types messages are sent as: `/api/v1/event-type/*`. */
  readonly eventTypes: EventTypes;
  /** Whether the service is up: `/api/v1/health/`. */
  readonly health: Health;
  /** An application's integrations and their keys: `/api/v1/app/{app_id}/integration/*`. */
  readonly integrations: Integrations;
  /** Messages sent to an application's endpoints: `/api/v1/app/{app_id}/msg/*`. */
  readonly messages: Messages;
  /**
   * Delivery attempts of messages to endpoints, and resending: `/api/v1/app/{app_id}/attempt/*` and
   * `/msg/{msg_id}/attempt/*`.
   */
  readonly messageAttempts: MessageAttempts;
  /** Counts of successful and failed attempts over time: `/api/v1/stats/*`. */
  readonly statistics: Statistics;

  /** @param token Bearer token; kept private and never included in errors. */
  constructor(token: string, options: WebhooksClientOptions = {}) {
    assertRequired('new WebhooksClient', { token });
    assertToken(token, 'new WebhooksClient');
    const context = createContext(token, options);
    this.applications = new Applications(context);
    this.authentication = new Authentication(context);
    this.endpoints = new Endpoints(context);
    this.environment = new Environment(context);
    this.eventTypes = new EventTypes(context);
    this.health = new Health(context);
    this.integrations = new Integrations(context);
    this.messages = new Messages(context);
    this.messageAttempts = new MessageAttempts(context);
    this.statistics = new Statistics(context);
  }
}
