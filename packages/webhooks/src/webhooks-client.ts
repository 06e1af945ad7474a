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
  readonly applications: Applications;
  readonly authentication: Authentication;
  readonly endpoints: Endpoints;
  readonly environment: Environment;
  readonly eventTypes: EventTypes;
  readonly health: Health;
  readonly integrations: Integrations;
  readonly messages: Messages;
  readonly messageAttempts: MessageAttempts;
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
