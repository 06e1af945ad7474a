import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { Namespace } from './operations.js';
import type { ResourceContext } from './resource-context.js';

const EPOCH = '1970-01-01T00:00:00.000Z';

/** Operations of the `/events` namespace. */
export const events = {
  /**
   * `GET /events/get`, resolving to `event`, or `undefined` when none matched: looked up by
   * `device_id` and `event_type`, the provider may answer with only a `message`.
   */
  get:
    (context: ResourceContext) =>
    (
      params?: OperationParams<'/events/get'>,
      options?: RequestOptions,
    ): Promise<OperationResult<'/events/get', 'event'> | undefined> =>
      context.http.readOptional('/events/get', params, 'event', options),
  /** `GET /events/list`, resolving to `events`; `since` defaults to the epoch. */
  list:
    (context: ResourceContext) =>
    (
      params?: OperationParams<'/events/list'>,
      options?: RequestOptions,
    ): Promise<OperationResult<'/events/list', 'events'>> => {
      // Without a window the provider would only return recent events; ask for all of them.
      const window = params?.since ?? params?.between;
      const withSince = window === undefined ? { ...params, since: EPOCH } : params;
      return context.http.read('/events/list', withSince, 'events', options);
    },
};

/** The `/events` namespace. */
export type Events = Namespace<typeof events>;
