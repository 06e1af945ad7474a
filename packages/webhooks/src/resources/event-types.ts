import {
  type EventTypeExampleOut,
  type EventTypeIn,
  type EventTypeOut,
  type EventTypeSchemaIn,
  type EventTypeUpdate,
  eventTypeOutFromJson,
} from '../models/event-type.js';
import { type ListOptions, type ListResponse, listFromJson } from '../models/list-response.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { sendRequest } from '../request/send-request.js';
import { paginate } from './paginate.js';

/** Options of `eventTypes.list`. */
export interface EventTypeListOptions extends ListOptions, RequestOptions {
  /** Include each type's schemas. */
  withContent?: boolean;
  /** Include archived types. */
  includeArchived?: boolean;
}

const ONE = '/api/v1/event-type/{event_type_name}/';

/** Event types: the kinds of message you send, with optional JSON Schemas. */
export class EventTypes {
  readonly #ctx: RequestContext;

  /** @internal Use `client.eventTypes`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** Lists event types, one page at a time. */
  async list(options: EventTypeListOptions = {}): Promise<ListResponse<EventTypeOut>> {
    const { iterator, limit, withContent, includeArchived, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'eventTypes.list',
        method: 'GET',
        path: '/api/v1/event-type/',
        query: { iterator, limit, with_content: withContent, include_archived: includeArchived },
        decode: (json) => listFromJson(json, eventTypeOutFromJson),
      },
      rest,
    );
  }

  /** Every event type, across all pages. */
  listAll(options: EventTypeListOptions = {}): AsyncGenerator<EventTypeOut, void, undefined> {
    return paginate((iterator) => this.list({ ...options, iterator }), options.iterator);
  }

  /** Creates an event type. */
  async create(eventTypeIn: EventTypeIn, options: RequestOptions = {}): Promise<EventTypeOut> {
    assertRequired('eventTypes.create', { eventTypeIn });
    return sendRequest(
      this.#ctx,
      {
        operation: 'eventTypes.create',
        method: 'POST',
        path: '/api/v1/event-type/',
        body: eventTypeIn,
        decode: eventTypeOutFromJson,
      },
      options,
    );
  }

  /** Gets an event type by name. */
  async get(eventTypeName: string, options: RequestOptions = {}): Promise<EventTypeOut> {
    assertRequired('eventTypes.get', { event_type_name: eventTypeName });
    return sendRequest(
      this.#ctx,
      {
        operation: 'eventTypes.get',
        method: 'GET',
        path: ONE,
        pathParams: { event_type_name: eventTypeName },
        decode: eventTypeOutFromJson,
      },
      options,
    );
  }

  /** Replaces an event type (set `archived` to archive it). */
  async update(
    eventTypeName: string,
    eventTypeUpdate: EventTypeUpdate,
    options: RequestOptions = {},
  ): Promise<EventTypeOut> {
    assertRequired('eventTypes.update', { event_type_name: eventTypeName, eventTypeUpdate });
    return sendRequest(
      this.#ctx,
      {
        operation: 'eventTypes.update',
        method: 'PUT',
        path: ONE,
        pathParams: { event_type_name: eventTypeName },
        body: eventTypeUpdate,
        decode: eventTypeOutFromJson,
      },
      options,
    );
  }

  /** Deletes an event type. */
  async delete(eventTypeName: string, options: RequestOptions = {}): Promise<void> {
    assertRequired('eventTypes.delete', { event_type_name: eventTypeName });
    return sendRequest(
      this.#ctx,
      {
        operation: 'eventTypes.delete',
        method: 'DELETE',
        path: ONE,
        pathParams: { event_type_name: eventTypeName },
      },
      options,
    );
  }

  /** Generates an example payload for a JSON Schema. Sends no token. */
  async generateSchemaExample(
    eventTypeSchemaIn: EventTypeSchemaIn,
    options: RequestOptions = {},
  ): Promise<EventTypeExampleOut> {
    assertRequired('eventTypes.generateSchemaExample', { eventTypeSchemaIn });
    return sendRequest(
      this.#ctx,
      {
        operation: 'eventTypes.generateSchemaExample',
        method: 'POST',
        path: '/api/v1/event-type/schema/generate-example/',
        body: eventTypeSchemaIn,
        auth: false,
        decode: (json: EventTypeExampleOut) => json,
      },
      options,
    );
  }
}
