import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

const EPOCH = '1970-01-01T00:00:00.000Z';

/** The `/events` namespace. */
export class Events {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `GET /events/get`, resolving to `event`. */
  get(
    params?: OperationParams<'/events/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/events/get', 'event'>> {
    return this.#context.http.read('/events/get', params, 'event', options);
  }

  /** `GET /events/list`, resolving to `events`; `since` defaults to the epoch. */
  list(
    params?: OperationParams<'/events/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/events/list', 'events'>> {
    // Without a window the provider would only return recent events; ask for all of them.
    const window = params?.since ?? params?.between;
    const withSince = window === undefined ? { ...params, since: EPOCH } : params;
    return this.#context.http.read('/events/list', withSince, 'events', options);
  }
}
