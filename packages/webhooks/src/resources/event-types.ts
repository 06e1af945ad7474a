import type { Ordering } from '../models/enums.js';
import {
  type EventTypeCreateIn,
  type EventTypeExampleOut,
  type EventTypeOut,
  type EventTypeSchemaIn,
  type EventTypeUpdate,
  eventTypeOutFromJson,
} from '../models/event-type.js';
import type { ListOptions, ListResponse } from '../models/list-response.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { listAll, requestOptions, send, sendList } from './operation.js';

/** Options of `eventTypes.list`. */
export interface EventTypeListOptions extends ListOptions, RequestOptions {
  /** Include each type's schemas. */
  withContent?: boolean | null | undefined;
  /** Include archived types. */
  includeArchived?: boolean | null | undefined;
  /** Sorting order of the returned items (Svix's `order`; sent when given). */
  order?: Ordering | null | undefined;
}

/** Options of `eventTypes.delete`. */
export interface EventTypeDeleteOptions extends RequestOptions {
  /** Delete for good instead of archiving (Svix's `expunge`; sent when given). */
  expunge?: boolean | undefined;
}

const ONE = '/api/v1/event-type/{event_type_name}/';

/** Event types: the kinds of message you send, with optional JSON Schemas. */
export class EventTypes {
  readonly #context: RequestContext;

  /** @internal Use `client.eventTypes`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /** Lists event types, one page at a time (`GET /api/v1/event-type/`). */
  list(options: EventTypeListOptions = {}): Promise<ListResponse<EventTypeOut>> {
    return sendList(
      this.#context,
      {
        operation: 'eventTypes.list',
        path: '/api/v1/event-type/',
        query: {
          with_content: options.withContent,
          include_archived: options.includeArchived,
          order: options.order,
        },
        item: eventTypeOutFromJson,
      },
      options,
    );
  }

  /** Every event type, across all pages. */
  listAll(options: EventTypeListOptions = {}): AsyncGenerator<EventTypeOut, void, undefined> {
    return listAll((page) => this.list(page), options);
  }

  /** Creates an event type (`POST /api/v1/event-type/`). */
  create(eventTypeIn: EventTypeCreateIn, options: RequestOptions = {}): Promise<EventTypeOut> {
    return send(
      this.#context,
      {
        operation: 'eventTypes.create',
        method: 'POST',
        path: '/api/v1/event-type/',
        body: eventTypeIn,
        required: { eventTypeIn },
        decode: eventTypeOutFromJson,
      },
      options,
    );
  }

  /** Gets an event type by name (`GET /api/v1/event-type/{event_type_name}/`). */
  get(eventTypeName: string, options: RequestOptions = {}): Promise<EventTypeOut> {
    return send(
      this.#context,
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

  /** Replaces an event type; set `archived` to archive it (`PUT …/{event_type_name}/`). */
  update(
    eventTypeName: string,
    eventTypeUpdate: EventTypeUpdate,
    options: RequestOptions = {},
  ): Promise<EventTypeOut> {
    return send(
      this.#context,
      {
        operation: 'eventTypes.update',
        method: 'PUT',
        path: ONE,
        pathParams: { event_type_name: eventTypeName },
        body: eventTypeUpdate,
        required: { eventTypeUpdate },
        decode: eventTypeOutFromJson,
      },
      options,
    );
  }

  /** Deletes an event type (`DELETE /api/v1/event-type/{event_type_name}/`). */
  delete(eventTypeName: string, options: EventTypeDeleteOptions = {}): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'eventTypes.delete',
        method: 'DELETE',
        path: ONE,
        pathParams: { event_type_name: eventTypeName },
        query: { expunge: options.expunge },
      },
      requestOptions(options),
    );
  }

  /**
   * Generates an example payload for a JSON Schema. Sends no token
   * (`POST /api/v1/event-type/schema/generate-example/`).
   */
  generateSchemaExample(
    eventTypeSchemaIn: EventTypeSchemaIn,
    options: RequestOptions = {},
  ): Promise<EventTypeExampleOut> {
    return send(
      this.#context,
      {
        operation: 'eventTypes.generateSchemaExample',
        method: 'POST',
        path: '/api/v1/event-type/schema/generate-example/',
        body: eventTypeSchemaIn,
        required: { eventTypeSchemaIn },
        auth: false,
        decode: (json: EventTypeExampleOut) => json,
      },
      options,
    );
  }
}
