import {
  type ApplicationIn,
  type ApplicationOut,
  applicationOutFromJson,
} from '../models/application.js';
import type { Ordering } from '../models/enums.js';
import type { ListOptions, ListResponse } from '../models/list-response.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { listAll, requestOptions, send, sendList } from './operation.js';

/** Options of `applications.create`. */
export interface ApplicationCreateOptions extends RequestOptions {
  /** Return the existing application when `uid` is taken instead of failing with 409. */
  getIfExists?: boolean | undefined;
}

/** Options of `applications.list`. */
export interface ApplicationListOptions extends ListOptions, RequestOptions {
  /** Sorting order of the returned items (Svix's `order`; sent when given). */
  order?: Ordering | null | undefined;
  /** Leave out applications without endpoints (Svix's option; sent when given). */
  excludeAppsWithNoEndpoints?: boolean | null | undefined;
  /** Leave out applications with disabled endpoints (Svix's option; sent when given). */
  excludeAppsWithDisabledEndpoints?: boolean | null | undefined;
  /** Leave out applications with Svix Play endpoints (Svix's option; sent when given). */
  excludeAppsWithSvixPlayEndpoints?: boolean | null | undefined;
}

const ONE = '/api/v1/app/{app_id}/';

/** Applications: one per customer of yours that receives webhooks. */
export class Applications {
  readonly #context: RequestContext;

  /** @internal Use `client.applications`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /** Lists applications, one page at a time (`GET /api/v1/app/`). */
  list(options: ApplicationListOptions = {}): Promise<ListResponse<ApplicationOut>> {
    return sendList(
      this.#context,
      {
        operation: 'applications.list',
        path: '/api/v1/app/',
        query: {
          order: options.order,
          exclude_apps_with_no_endpoints: options.excludeAppsWithNoEndpoints,
          exclude_apps_with_disabled_endpoints: options.excludeAppsWithDisabledEndpoints,
          exclude_apps_with_svix_play_endpoints: options.excludeAppsWithSvixPlayEndpoints,
        },
        item: applicationOutFromJson,
      },
      options,
    );
  }

  /** Every application, across all pages. */
  listAll(options: ApplicationListOptions = {}): AsyncGenerator<ApplicationOut, void, undefined> {
    return listAll((page) => this.list(page), options);
  }

  /** Creates an application (`POST /api/v1/app/`). */
  create(
    applicationIn: ApplicationIn,
    options: ApplicationCreateOptions = {},
  ): Promise<ApplicationOut> {
    return this.#create('applications.create', applicationIn, options);
  }

  /** Creates an application, or returns the one that already has its `uid`. */
  getOrCreate(applicationIn: ApplicationIn, options: RequestOptions = {}): Promise<ApplicationOut> {
    // Named as called: an error saying `applications.create` is not in the caller's code.
    return this.#create('applications.getOrCreate', applicationIn, {
      ...options,
      getIfExists: true,
    });
  }

  #create(
    operation: string,
    applicationIn: ApplicationIn,
    options: ApplicationCreateOptions,
  ): Promise<ApplicationOut> {
    return send(
      this.#context,
      {
        operation,
        method: 'POST',
        path: '/api/v1/app/',
        query: { get_if_exists: options.getIfExists },
        body: applicationIn,
        required: { applicationIn },
        decode: applicationOutFromJson,
      },
      requestOptions(options),
    );
  }

  /** Gets an application by id or uid (`GET /api/v1/app/{app_id}/`). */
  get(appId: string, options: RequestOptions = {}): Promise<ApplicationOut> {
    return send(
      this.#context,
      {
        operation: 'applications.get',
        method: 'GET',
        path: ONE,
        pathParams: { app_id: appId },
        decode: applicationOutFromJson,
      },
      options,
    );
  }

  /** Replaces an application (`PUT /api/v1/app/{app_id}/`). */
  update(
    appId: string,
    applicationIn: ApplicationIn,
    options: RequestOptions = {},
  ): Promise<ApplicationOut> {
    return send(
      this.#context,
      {
        operation: 'applications.update',
        method: 'PUT',
        path: ONE,
        pathParams: { app_id: appId },
        body: applicationIn,
        required: { applicationIn },
        decode: applicationOutFromJson,
      },
      options,
    );
  }

  /** Deletes an application (`DELETE /api/v1/app/{app_id}/`). */
  delete(appId: string, options: RequestOptions = {}): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'applications.delete',
        method: 'DELETE',
        path: ONE,
        pathParams: { app_id: appId },
      },
      options,
    );
  }
}
