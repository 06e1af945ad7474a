import {
  type ApplicationIn,
  type ApplicationOut,
  applicationOutFromJson,
} from '../models/application.js';
import { type ListOptions, type ListResponse, listFromJson } from '../models/list-response.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { sendRequest } from '../request/send-request.js';
import { paginate } from './paginate.js';

/** Options of `applications.create`. */
export interface ApplicationCreateOptions extends RequestOptions {
  /** Return the existing application when `uid` is taken instead of failing with 409. */
  getIfExists?: boolean;
}

/** Options of `applications.list`. */
export type ApplicationListOptions = ListOptions & RequestOptions;

/** Applications: one per customer of yours that receives webhooks. */
export class Applications {
  readonly #ctx: RequestContext;

  /** @internal Use `client.applications`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** Lists applications, one page at a time. */
  async list(options: ApplicationListOptions = {}): Promise<ListResponse<ApplicationOut>> {
    const { iterator, limit, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'applications.list',
        method: 'GET',
        path: '/api/v1/app/',
        query: { iterator, limit },
        decode: (json) => listFromJson(json, applicationOutFromJson),
      },
      rest,
    );
  }

  /** Every application, across all pages. */
  listAll(options: ApplicationListOptions = {}): AsyncGenerator<ApplicationOut, void, undefined> {
    return paginate((iterator) => this.list({ ...options, iterator }), options.iterator);
  }

  /** Creates an application. */
  async create(
    applicationIn: ApplicationIn,
    options: ApplicationCreateOptions = {},
  ): Promise<ApplicationOut> {
    assertRequired('applications.create', { applicationIn });
    const { getIfExists, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'applications.create',
        method: 'POST',
        path: '/api/v1/app/',
        query: { get_if_exists: getIfExists },
        body: applicationIn,
        decode: applicationOutFromJson,
      },
      rest,
    );
  }

  /** Creates an application, or returns the one that already has its `uid`. */
  async getOrCreate(
    applicationIn: ApplicationIn,
    options: RequestOptions = {},
  ): Promise<ApplicationOut> {
    return this.create(applicationIn, { ...options, getIfExists: true });
  }

  /** Gets an application by id or uid. */
  async get(appId: string, options: RequestOptions = {}): Promise<ApplicationOut> {
    assertRequired('applications.get', { app_id: appId });
    return sendRequest(
      this.#ctx,
      {
        operation: 'applications.get',
        method: 'GET',
        path: '/api/v1/app/{app_id}/',
        pathParams: { app_id: appId },
        decode: applicationOutFromJson,
      },
      options,
    );
  }

  /** Replaces an application. */
  async update(
    appId: string,
    applicationIn: ApplicationIn,
    options: RequestOptions = {},
  ): Promise<ApplicationOut> {
    assertRequired('applications.update', { app_id: appId, applicationIn });
    return sendRequest(
      this.#ctx,
      {
        operation: 'applications.update',
        method: 'PUT',
        path: '/api/v1/app/{app_id}/',
        pathParams: { app_id: appId },
        body: applicationIn,
        decode: applicationOutFromJson,
      },
      options,
    );
  }

  /** Deletes an application. */
  async delete(appId: string, options: RequestOptions = {}): Promise<void> {
    assertRequired('applications.delete', { app_id: appId });
    return sendRequest(
      this.#ctx,
      {
        operation: 'applications.delete',
        method: 'DELETE',
        path: '/api/v1/app/{app_id}/',
        pathParams: { app_id: appId },
      },
      options,
    );
  }
}
