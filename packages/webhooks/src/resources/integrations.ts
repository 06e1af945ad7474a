import {
  type IntegrationIn,
  type IntegrationKeyOut,
  type IntegrationOut,
  type IntegrationUpdate,
  integrationOutFromJson,
} from '../models/integration.js';
import { type ListOptions, type ListResponse, listFromJson } from '../models/list-response.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { type RequestSpec, sendRequest } from '../request/send-request.js';
import { paginate } from './paginate.js';

/** Options of `integrations.list`. */
export type IntegrationListOptions = ListOptions & RequestOptions;

const ONE = '/api/v1/app/{app_id}/integration/{integ_id}/';

/** Integrations: API keys an application's owner can use to manage its endpoints. */
export class Integrations {
  readonly #ctx: RequestContext;

  /** @internal Use `client.integrations`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** Lists an application's integrations, one page at a time. */
  async list(
    appId: string,
    options: IntegrationListOptions = {},
  ): Promise<ListResponse<IntegrationOut>> {
    assertRequired('integrations.list', { app_id: appId });
    const { iterator, limit, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'integrations.list',
        method: 'GET',
        path: '/api/v1/app/{app_id}/integration/',
        pathParams: { app_id: appId },
        query: { iterator, limit },
        decode: (json) => listFromJson(json, integrationOutFromJson),
      },
      rest,
    );
  }

  /** Every integration of an application, across all pages. */
  listAll(
    appId: string,
    options: IntegrationListOptions = {},
  ): AsyncGenerator<IntegrationOut, void, undefined> {
    return paginate((iterator) => this.list(appId, { ...options, iterator }), options.iterator);
  }

  /** Creates an integration. */
  async create(
    appId: string,
    integrationIn: IntegrationIn,
    options: RequestOptions = {},
  ): Promise<IntegrationOut> {
    assertRequired('integrations.create', { app_id: appId, integrationIn });
    return sendRequest(
      this.#ctx,
      {
        operation: 'integrations.create',
        method: 'POST',
        path: '/api/v1/app/{app_id}/integration/',
        pathParams: { app_id: appId },
        body: integrationIn,
        decode: integrationOutFromJson,
      },
      options,
    );
  }

  /** Gets an integration. */
  async get(appId: string, integId: string, options: RequestOptions = {}): Promise<IntegrationOut> {
    return this.#one(
      'integrations.get',
      'GET',
      '',
      appId,
      integId,
      { decode: integrationOutFromJson },
      options,
    );
  }

  /** Renames an integration. */
  async update(
    appId: string,
    integId: string,
    integrationUpdate: IntegrationUpdate,
    options: RequestOptions = {},
  ): Promise<IntegrationOut> {
    assertRequired('integrations.update', { app_id: appId, integ_id: integId, integrationUpdate });
    return this.#one(
      'integrations.update',
      'PUT',
      '',
      appId,
      integId,
      { body: integrationUpdate, decode: integrationOutFromJson },
      options,
    );
  }

  /** Deletes an integration. */
  async delete(appId: string, integId: string, options: RequestOptions = {}): Promise<void> {
    return this.#one('integrations.delete', 'DELETE', '', appId, integId, {}, options);
  }

  /** The integration's API key. */
  async getKey(
    appId: string,
    integId: string,
    options: RequestOptions = {},
  ): Promise<IntegrationKeyOut> {
    return this.#one(
      'integrations.getKey',
      'GET',
      'key/',
      appId,
      integId,
      { decode: (json: IntegrationKeyOut) => json },
      options,
    );
  }

  /** Replaces the integration's API key and returns the new one. */
  async rotateKey(
    appId: string,
    integId: string,
    options: RequestOptions = {},
  ): Promise<IntegrationKeyOut> {
    return this.#one(
      'integrations.rotateKey',
      'POST',
      'key/rotate/',
      appId,
      integId,
      { decode: (json: IntegrationKeyOut) => json },
      options,
    );
  }

  async #one<T>(
    operation: string,
    method: RequestSpec<T>['method'],
    suffix: string,
    appId: string,
    integId: string,
    extra: Pick<RequestSpec<T>, 'body' | 'decode'>,
    options: RequestOptions,
  ): Promise<T> {
    assertRequired(operation, { app_id: appId, integ_id: integId });
    const pathParams = { app_id: appId, integ_id: integId };
    return sendRequest(
      this.#ctx,
      { operation, method, path: ONE + suffix, pathParams, ...extra },
      options,
    );
  }
}
