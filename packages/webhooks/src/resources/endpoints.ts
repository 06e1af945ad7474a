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
  withEndpointVersion,
} from '../models/endpoint.js';
import type { Ordering } from '../models/enums.js';
import type { ListOptions, ListResponse } from '../models/list-response.js';
import { type MessageOut, messageOutFromJson } from '../models/message.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { listAll, requestOptions, send, sendList } from './operation.js';

/** Options of `endpoints.getStats`. */
export interface EndpointStatsOptions extends RequestOptions {
  /** Count from this time (Svix's `since`; sent when given). */
  since?: Date | null | undefined;
  /** Count until this time (Svix's `until`; sent when given). */
  until?: Date | null | undefined;
}

/** Options of `endpoints.list`. */
export interface EndpointListOptions extends ListOptions, RequestOptions {
  /** Sorting order of the returned items (Svix's `order`; sent when given). */
  order?: Ordering | null | undefined;
}

const ALL = '/api/v1/app/{app_id}/endpoint/';
const ONE = '/api/v1/app/{app_id}/endpoint/{endpoint_id}/';

const ids = (appId: string, endpointId: string) => ({ app_id: appId, endpoint_id: endpointId });
const same = <T>(json: T): T => json;

/** Endpoints: the URLs an application's webhooks are delivered to. */
export class Endpoints {
  readonly #context: RequestContext;

  /** @internal Use `client.endpoints`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /** Lists an application's endpoints, one page at a time (`GET …/endpoint/`). */
  list(appId: string, options: EndpointListOptions = {}): Promise<ListResponse<EndpointOut>> {
    return sendList(
      this.#context,
      {
        operation: 'endpoints.list',
        path: ALL,
        pathParams: { app_id: appId },
        query: { order: options.order },
        item: endpointOutFromJson,
      },
      options,
    );
  }

  /** Every endpoint of an application, across all pages. */
  listAll(
    appId: string,
    options: EndpointListOptions = {},
  ): AsyncGenerator<EndpointOut, void, undefined> {
    return listAll((page) => this.list(appId, page), options);
  }

  /** Creates an endpoint (`POST /api/v1/app/{app_id}/endpoint/`). */
  create(
    appId: string,
    endpointIn: EndpointIn,
    options: RequestOptions = {},
  ): Promise<EndpointOut> {
    return send(
      this.#context,
      {
        operation: 'endpoints.create',
        method: 'POST',
        path: ALL,
        pathParams: { app_id: appId },
        body: withEndpointVersion(endpointIn),
        required: { endpointIn },
        decode: endpointOutFromJson,
      },
      options,
    );
  }

  /** Gets an endpoint (`GET …/endpoint/{endpoint_id}/`). */
  get(appId: string, endpointId: string, options: RequestOptions = {}): Promise<EndpointOut> {
    return send(
      this.#context,
      {
        operation: 'endpoints.get',
        method: 'GET',
        path: ONE,
        pathParams: ids(appId, endpointId),
        decode: endpointOutFromJson,
      },
      options,
    );
  }

  /** Replaces an endpoint (`PUT …/endpoint/{endpoint_id}/`). */
  update(
    appId: string,
    endpointId: string,
    endpointUpdate: EndpointUpdate,
    options: RequestOptions = {},
  ): Promise<EndpointOut> {
    return send(
      this.#context,
      {
        operation: 'endpoints.update',
        method: 'PUT',
        path: ONE,
        pathParams: ids(appId, endpointId),
        body: withEndpointVersion(endpointUpdate),
        required: { endpointUpdate },
        decode: endpointOutFromJson,
      },
      options,
    );
  }

  /** Deletes an endpoint (`DELETE …/endpoint/{endpoint_id}/`). */
  delete(appId: string, endpointId: string, options: RequestOptions = {}): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'endpoints.delete',
        method: 'DELETE',
        path: ONE,
        pathParams: ids(appId, endpointId),
      },
      options,
    );
  }

  /** The custom headers sent with each delivery, sensitive values redacted (`GET …/headers/`). */
  getHeaders(
    appId: string,
    endpointId: string,
    options: RequestOptions = {},
  ): Promise<EndpointHeadersOut> {
    return send(
      this.#context,
      {
        operation: 'endpoints.getHeaders',
        method: 'GET',
        path: `${ONE}headers/`,
        pathParams: ids(appId, endpointId),
        decode: same<EndpointHeadersOut>,
      },
      options,
    );
  }

  /** Replaces all custom headers (`PUT …/headers/`). */
  updateHeaders(
    appId: string,
    endpointId: string,
    endpointHeadersIn: EndpointHeadersIn,
    options: RequestOptions = {},
  ): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'endpoints.updateHeaders',
        method: 'PUT',
        path: `${ONE}headers/`,
        pathParams: ids(appId, endpointId),
        body: endpointHeadersIn,
        required: { endpointHeadersIn },
      },
      options,
    );
  }

  /** Adds or changes some custom headers, keeping the others (`PATCH …/headers/`). */
  patchHeaders(
    appId: string,
    endpointId: string,
    endpointHeadersIn: EndpointHeadersIn,
    options: RequestOptions = {},
  ): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'endpoints.patchHeaders',
        method: 'PATCH',
        path: `${ONE}headers/`,
        pathParams: ids(appId, endpointId),
        body: endpointHeadersIn,
        required: { endpointHeadersIn },
      },
      options,
    );
  }

  /** The endpoint's signing secret, for `new Webhook(secret)` on the receiving side (`GET …/secret/`). */
  getSecret(
    appId: string,
    endpointId: string,
    options: RequestOptions = {},
  ): Promise<EndpointSecretOut> {
    return send(
      this.#context,
      {
        operation: 'endpoints.getSecret',
        method: 'GET',
        path: `${ONE}secret/`,
        pathParams: ids(appId, endpointId),
        decode: same<EndpointSecretOut>,
      },
      options,
    );
  }

  /**
   * Rotates the signing secret; the old one stays valid for a while (`POST …/secret/rotate/`).
   * Without a body (as Svix allows) `{}` is sent and the server generates the new key.
   */
  rotateSecret(
    appId: string,
    endpointId: string,
    endpointSecretRotateIn: EndpointSecretRotateIn = {},
    options: RequestOptions = {},
  ): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'endpoints.rotateSecret',
        method: 'POST',
        path: `${ONE}secret/rotate/`,
        pathParams: ids(appId, endpointId),
        body: endpointSecretRotateIn,
        required: { endpointSecretRotateIn },
      },
      options,
    );
  }

  /** Message counts by status (`GET …/stats/`). */
  getStats(
    appId: string,
    endpointId: string,
    options: EndpointStatsOptions = {},
  ): Promise<EndpointStats> {
    return send(
      this.#context,
      {
        operation: 'endpoints.getStats',
        method: 'GET',
        path: `${ONE}stats/`,
        pathParams: ids(appId, endpointId),
        query: { since: options.since, until: options.until },
        decode: same<EndpointStats>,
      },
      requestOptions(options),
    );
  }

  /** Re-sends every message that failed since `recoverIn.since` (`POST …/recover/`). */
  recover(
    appId: string,
    endpointId: string,
    recoverIn: RecoverIn,
    options: RequestOptions = {},
  ): Promise<RecoverOut> {
    return send(
      this.#context,
      {
        operation: 'endpoints.recover',
        method: 'POST',
        path: `${ONE}recover/`,
        pathParams: ids(appId, endpointId),
        body: recoverIn,
        required: { recoverIn },
        decode: same<RecoverOut>,
      },
      options,
    );
  }

  /** Sends an example message of an event type to this endpoint (`POST …/send-example/`). */
  sendExample(
    appId: string,
    endpointId: string,
    eventExampleIn: EventExampleIn,
    options: RequestOptions = {},
  ): Promise<MessageOut> {
    return send(
      this.#context,
      {
        operation: 'endpoints.sendExample',
        method: 'POST',
        path: `${ONE}send-example/`,
        pathParams: ids(appId, endpointId),
        body: eventExampleIn,
        required: { eventExampleIn },
        decode: messageOutFromJson,
      },
      options,
    );
  }
}
