import type { Ordering } from '../models/enums.js';
import {
  type IntegrationIn,
  type IntegrationKeyOut,
  type IntegrationOut,
  type IntegrationUpdate,
  integrationOutFromJson,
} from '../models/integration.js';
import type { ListOptions, ListResponse } from '../models/list-response.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { listAll, send, sendList } from './operation.js';

/** Options of `integrations.list`. */
export interface IntegrationListOptions extends ListOptions, RequestOptions {
  /** Sorting order of the returned items (Svix's `order`; sent when given). */
  order?: Ordering | null | undefined;
}

const ALL = '/api/v1/app/{app_id}/integration/';
const ONE = '/api/v1/app/{app_id}/integration/{integ_id}/';

/** Integrations: API keys an application's owner can use to manage its endpoints. */
export class Integrations {
  readonly #context: RequestContext;

  /** @internal Use `client.integrations`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /** Lists an application's integrations, one page at a time (`GET …/integration/`). */
  list(appId: string, options: IntegrationListOptions = {}): Promise<ListResponse<IntegrationOut>> {
    return sendList(
      this.#context,
      {
        operation: 'integrations.list',
        path: ALL,
        pathParams: { app_id: appId },
        query: { order: options.order },
        item: integrationOutFromJson,
      },
      options,
    );
  }

  /** Every integration of an application, across all pages. */
  listAll(
    appId: string,
    options: IntegrationListOptions = {},
  ): AsyncGenerator<IntegrationOut, void, undefined> {
    return listAll((page) => this.list(appId, page), options);
  }

  /** Creates an integration (`POST /api/v1/app/{app_id}/integration/`). */
  create(
    appId: string,
    integrationIn: IntegrationIn,
    options: RequestOptions = {},
  ): Promise<IntegrationOut> {
    return send(
      this.#context,
      {
        operation: 'integrations.create',
        method: 'POST',
        path: ALL,
        pathParams: { app_id: appId },
        body: integrationIn,
        required: { integrationIn },
        decode: integrationOutFromJson,
      },
      options,
    );
  }

  /** Gets an integration (`GET …/integration/{integ_id}/`). */
  get(appId: string, integId: string, options: RequestOptions = {}): Promise<IntegrationOut> {
    return send(
      this.#context,
      {
        operation: 'integrations.get',
        method: 'GET',
        path: ONE,
        pathParams: { app_id: appId, integ_id: integId },
        decode: integrationOutFromJson,
      },
      options,
    );
  }

  /** Renames an integration (`PUT …/integration/{integ_id}/`). */
  update(
    appId: string,
    integId: string,
    integrationUpdate: IntegrationUpdate,
    options: RequestOptions = {},
  ): Promise<IntegrationOut> {
    return send(
      this.#context,
      {
        operation: 'integrations.update',
        method: 'PUT',
        path: ONE,
        pathParams: { app_id: appId, integ_id: integId },
        body: integrationUpdate,
        required: { integrationUpdate },
        decode: integrationOutFromJson,
      },
      options,
    );
  }

  /** Deletes an integration (`DELETE …/integration/{integ_id}/`). */
  delete(appId: string, integId: string, options: RequestOptions = {}): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'integrations.delete',
        method: 'DELETE',
        path: ONE,
        pathParams: { app_id: appId, integ_id: integId },
      },
      options,
    );
  }

  /** The integration's API key (`GET …/integration/{integ_id}/key/`). */
  getKey(appId: string, integId: string, options: RequestOptions = {}): Promise<IntegrationKeyOut> {
    return send(
      this.#context,
      {
        operation: 'integrations.getKey',
        method: 'GET',
        path: `${ONE}key/`,
        pathParams: { app_id: appId, integ_id: integId },
        decode: (json: IntegrationKeyOut) => json,
      },
      options,
    );
  }

  /** Replaces the integration's API key and returns the new one (`POST …/key/rotate/`). */
  rotateKey(
    appId: string,
    integId: string,
    options: RequestOptions = {},
  ): Promise<IntegrationKeyOut> {
    return send(
      this.#context,
      {
        operation: 'integrations.rotateKey',
        method: 'POST',
        path: `${ONE}key/rotate/`,
        pathParams: { app_id: appId, integ_id: integId },
        decode: (json: IntegrationKeyOut) => json,
      },
      options,
    );
  }
}
