import {
  type EndpointHeadersIn,
  type EndpointHeadersOut,
  type EndpointIn,
  type EndpointOut,
  type EndpointSecretOut,
  type EndpointSecretRotateIn,
  type EndpointStats,
  type EndpointUpdate,
  type EventExampleIn,
  endpointOutFromJson,
  type RecoverIn,
  type RecoverOut,
} from '../models/endpoint.js';
import { type ListOptions, type ListResponse, listFromJson } from '../models/list-response.js';
import { type MessageOut, messageOutFromJson } from '../models/message.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { type RequestSpec, sendRequest } from '../request/send-request.js';
import { paginate } from './paginate.js';

/** Options of `endpoints.list`. */
export type EndpointListOptions = ListOptions & RequestOptions;

const ONE = '/api/v1/app/{app_id}/endpoint/{endpoint_id}/';

/** Endpoints: the URLs an application's webhooks are delivered to. */
export class Endpoints {
  readonly #ctx: RequestContext;

  /** @internal Use `client.endpoints`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** Lists an application's endpoints, one page at a time. */
  async list(appId: string, options: EndpointListOptions = {}): Promise<ListResponse<EndpointOut>> {
    assertRequired('endpoints.list', { app_id: appId });
    const { iterator, limit, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'endpoints.list',
        method: 'GET',
        path: '/api/v1/app/{app_id}/endpoint/',
        pathParams: { app_id: appId },
        query: { iterator, limit },
        decode: (json) => listFromJson(json, endpointOutFromJson),
      },
      rest,
    );
  }

  /** Every endpoint of an application, across all pages. */
  listAll(
    appId: string,
    options: EndpointListOptions = {},
  ): AsyncGenerator<EndpointOut, void, undefined> {
    return paginate((iterator) => this.list(appId, { ...options, iterator }), options.iterator);
  }

  /** Creates an endpoint. */
  async create(
    appId: string,
    endpointIn: EndpointIn,
    options: RequestOptions = {},
  ): Promise<EndpointOut> {
    assertRequired('endpoints.create', { app_id: appId, endpointIn });
    return sendRequest(
      this.#ctx,
      {
        operation: 'endpoints.create',
        method: 'POST',
        path: '/api/v1/app/{app_id}/endpoint/',
        pathParams: { app_id: appId },
        body: endpointIn,
        decode: endpointOutFromJson,
      },
      options,
    );
  }

  /** Gets an endpoint. */
  async get(appId: string, endpointId: string, options: RequestOptions = {}): Promise<EndpointOut> {
    return this.#one(
      'endpoints.get',
      'GET',
      '',
      appId,
      endpointId,
      { decode: endpointOutFromJson },
      options,
    );
  }

  /** Replaces an endpoint. */
  async update(
    appId: string,
    endpointId: string,
    endpointUpdate: EndpointUpdate,
    options: RequestOptions = {},
  ): Promise<EndpointOut> {
    assertRequired('endpoints.update', { app_id: appId, endpoint_id: endpointId, endpointUpdate });
    return this.#one(
      'endpoints.update',
      'PUT',
      '',
      appId,
      endpointId,
      { body: endpointUpdate, decode: endpointOutFromJson },
      options,
    );
  }

  /** Deletes an endpoint. */
  async delete(appId: string, endpointId: string, options: RequestOptions = {}): Promise<void> {
    return this.#one('endpoints.delete', 'DELETE', '', appId, endpointId, {}, options);
  }

  /** The custom headers sent with each delivery (sensitive values redacted). */
  async getHeaders(
    appId: string,
    endpointId: string,
    options: RequestOptions = {},
  ): Promise<EndpointHeadersOut> {
    return this.#one(
      'endpoints.getHeaders',
      'GET',
      'headers/',
      appId,
      endpointId,
      { decode: (json: EndpointHeadersOut) => json },
      options,
    );
  }

  /** Replaces all custom headers. */
  async updateHeaders(
    appId: string,
    endpointId: string,
    endpointHeadersIn: EndpointHeadersIn,
    options: RequestOptions = {},
  ): Promise<void> {
    assertRequired('endpoints.updateHeaders', {
      app_id: appId,
      endpoint_id: endpointId,
      endpointHeadersIn,
    });
    return this.#one(
      'endpoints.updateHeaders',
      'PUT',
      'headers/',
      appId,
      endpointId,
      { body: endpointHeadersIn },
      options,
    );
  }

  /** Adds or changes some custom headers, keeping the others. */
  async patchHeaders(
    appId: string,
    endpointId: string,
    endpointHeadersIn: EndpointHeadersIn,
    options: RequestOptions = {},
  ): Promise<void> {
    assertRequired('endpoints.patchHeaders', {
      app_id: appId,
      endpoint_id: endpointId,
      endpointHeadersIn,
    });
    return this.#one(
      'endpoints.patchHeaders',
      'PATCH',
      'headers/',
      appId,
      endpointId,
      { body: endpointHeadersIn },
      options,
    );
  }

  /** The endpoint's signing secret, for `new Webhook(secret)` on the receiving side. */
  async getSecret(
    appId: string,
    endpointId: string,
    options: RequestOptions = {},
  ): Promise<EndpointSecretOut> {
    return this.#one(
      'endpoints.getSecret',
      'GET',
      'secret/',
      appId,
      endpointId,
      { decode: (json: EndpointSecretOut) => json },
      options,
    );
  }

  /**
   * Rotates the signing secret; the old one stays valid for a while. Pass `{}` to let the
   * server generate the new key.
   */
  async rotateSecret(
    appId: string,
    endpointId: string,
    endpointSecretRotateIn: EndpointSecretRotateIn,
    options: RequestOptions = {},
  ): Promise<void> {
    assertRequired('endpoints.rotateSecret', {
      app_id: appId,
      endpoint_id: endpointId,
      endpointSecretRotateIn,
    });
    return this.#one(
      'endpoints.rotateSecret',
      'POST',
      'secret/rotate/',
      appId,
      endpointId,
      { body: endpointSecretRotateIn },
      options,
    );
  }

  /** Message counts by status. */
  async getStats(
    appId: string,
    endpointId: string,
    options: RequestOptions = {},
  ): Promise<EndpointStats> {
    return this.#one(
      'endpoints.getStats',
      'GET',
      'stats/',
      appId,
      endpointId,
      { decode: (json: EndpointStats) => json },
      options,
    );
  }

  /** Re-sends every message that failed since `recoverIn.since`. */
  async recover(
    appId: string,
    endpointId: string,
    recoverIn: RecoverIn,
    options: RequestOptions = {},
  ): Promise<RecoverOut> {
    assertRequired('endpoints.recover', { app_id: appId, endpoint_id: endpointId, recoverIn });
    return this.#one(
      'endpoints.recover',
      'POST',
      'recover/',
      appId,
      endpointId,
      { body: recoverIn, decode: (json: RecoverOut) => json },
      options,
    );
  }

  /** Sends an example message of an event type to this endpoint. */
  async sendExample(
    appId: string,
    endpointId: string,
    eventExampleIn: EventExampleIn,
    options: RequestOptions = {},
  ): Promise<MessageOut> {
    assertRequired('endpoints.sendExample', {
      app_id: appId,
      endpoint_id: endpointId,
      eventExampleIn,
    });
    return this.#one(
      'endpoints.sendExample',
      'POST',
      'send-example/',
      appId,
      endpointId,
      { body: eventExampleIn, decode: messageOutFromJson },
      options,
    );
  }

  // Every call below /endpoint/{endpoint_id}/ shares its path parameters and checks.
  async #one<T>(
    operation: string,
    method: RequestSpec<T>['method'],
    suffix: string,
    appId: string,
    endpointId: string,
    extra: Pick<RequestSpec<T>, 'body' | 'decode'>,
    options: RequestOptions,
  ): Promise<T> {
    assertRequired(operation, { app_id: appId, endpoint_id: endpointId });
    const pathParams = { app_id: appId, endpoint_id: endpointId };
    return sendRequest(
      this.#ctx,
      { operation, method, path: ONE + suffix, pathParams, ...extra },
      options,
    );
  }
}
