import type { MessageStatus, StatusCodeClass } from '../models/enums.js';
import type { ListOptions, ListResponse } from '../models/list-response.js';
import { type EndpointMessageOut, endpointMessageOutFromJson } from '../models/message.js';
import {
  type MessageAttemptEndpointOut,
  type MessageAttemptOut,
  type MessageEndpointOut,
  messageAttemptOutFromJson,
  messageEndpointOutFromJson,
} from '../models/message-attempt.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { listAll, type Query, requestOptions, send, sendList } from './operation.js';

/** Filters shared by the attempt listings. */
export interface AttemptFilterOptions extends ListOptions, RequestOptions {
  /** Only attempts with this delivery status. */
  status?: MessageStatus | null | undefined;
  /** Only these event types. */
  eventTypes?: string[] | null | undefined;
  /** Only this channel. */
  channel?: string | null | undefined;
  /** Only attempts before this time. */
  before?: Date | null | undefined;
  /** Only attempts after this time. */
  after?: Date | null | undefined;
  /** Only attempts of messages with this tag (Svix's `tag`; sent when given). */
  tag?: string | null | undefined;
  /** Include payloads and response bodies (Svix's `with_content`; sent when given). */
  withContent?: boolean | null | undefined;
  /** Svix's `expanded_statuses` flag; sent when given. */
  expandedStatuses?: boolean | null | undefined;
}

/** Options of `listByEndpoint`. */
export interface AttemptsByEndpointOptions extends AttemptFilterOptions {
  /** Only responses in this status class. */
  statusCodeClass?: StatusCodeClass | null | undefined;
  /** Include each attempt's message (Svix's `with_msg`; sent when given). */
  withMsg?: boolean | null | undefined;
}

/** Options of `listByMsg` and `listForMessage`. */
export interface AttemptsByMsgOptions extends Omit<AttemptsByEndpointOptions, 'withMsg'> {
  /** Only attempts to this endpoint. */
  endpointId?: string | null | undefined;
}

/** Options of `messageAttempts.get`. */
export interface AttemptGetOptions extends RequestOptions {
  /** Svix's `expanded_statuses` flag; sent when given. */
  expandedStatuses?: boolean | undefined;
}

/** Options of `listAttemptedMessages`. */
export type AttemptedMessagesOptions = AttemptFilterOptions;

/** Options of `listAttemptedDestinations`. */
export type AttemptedDestinationsOptions = ListOptions & RequestOptions;

// The wire query (snake_case, as the contract and Svix name it) of every attempt filter.
function attemptQuery(options: AttemptsByMsgOptions & AttemptsByEndpointOptions): Query {
  return {
    status: options.status,
    status_code_class: options.statusCodeClass,
    event_types: options.eventTypes,
    channel: options.channel,
    endpoint_id: options.endpointId,
    before: options.before,
    after: options.after,
    tag: options.tag,
    with_content: options.withContent,
    with_msg: options.withMsg,
    expanded_statuses: options.expandedStatuses,
  };
}

/** Delivery attempts: what happened when a message was sent to an endpoint. */
export class MessageAttempts {
  readonly #context: RequestContext;

  /** @internal Use `client.messageAttempts`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /** Attempts to deliver any message to one endpoint (`GET …/attempt/endpoint/{endpoint_id}/`). */
  listByEndpoint(
    appId: string,
    endpointId: string,
    options: AttemptsByEndpointOptions = {},
  ): Promise<ListResponse<MessageAttemptOut>> {
    return sendList(
      this.#context,
      {
        operation: 'messageAttempts.listByEndpoint',
        path: '/api/v1/app/{app_id}/attempt/endpoint/{endpoint_id}/',
        pathParams: { app_id: appId, endpoint_id: endpointId },
        query: attemptQuery(options),
        item: messageAttemptOutFromJson,
      },
      options,
    );
  }

  /** Every attempt to one endpoint, across all pages. */
  listAllByEndpoint(
    appId: string,
    endpointId: string,
    options: AttemptsByEndpointOptions = {},
  ): AsyncGenerator<MessageAttemptOut, void, undefined> {
    return listAll((page) => this.listByEndpoint(appId, endpointId, page), options);
  }

  /** Attempts to deliver one message, to any endpoint (`GET …/attempt/msg/{msg_id}/`). */
  listByMsg(
    appId: string,
    msgId: string,
    options: AttemptsByMsgOptions = {},
  ): Promise<ListResponse<MessageAttemptOut>> {
    return sendList(
      this.#context,
      {
        operation: 'messageAttempts.listByMsg',
        path: '/api/v1/app/{app_id}/attempt/msg/{msg_id}/',
        pathParams: { app_id: appId, msg_id: msgId },
        query: attemptQuery(options),
        item: messageAttemptOutFromJson,
      },
      options,
    );
  }

  /** Every attempt of one message, across all pages. */
  listAllByMsg(
    appId: string,
    msgId: string,
    options: AttemptsByMsgOptions = {},
  ): AsyncGenerator<MessageAttemptOut, void, undefined> {
    return listAll((page) => this.listByMsg(appId, msgId, page), options);
  }

  /**
   * Attempts of one message under `/msg/{msg_id}/attempt/` (the older listing; no
   * status-class filter).
   */
  listForMessage(
    appId: string,
    msgId: string,
    options: Omit<AttemptsByMsgOptions, 'statusCodeClass'> = {},
  ): Promise<ListResponse<MessageAttemptOut>> {
    return sendList(
      this.#context,
      {
        operation: 'messageAttempts.listForMessage',
        path: '/api/v1/app/{app_id}/msg/{msg_id}/attempt/',
        pathParams: { app_id: appId, msg_id: msgId },
        query: attemptQuery(options),
        item: messageAttemptOutFromJson,
      },
      options,
    );
  }

  /** Every attempt of one message under `/msg/{msg_id}/attempt/`, across all pages. */
  listAllForMessage(
    appId: string,
    msgId: string,
    options: Omit<AttemptsByMsgOptions, 'statusCodeClass'> = {},
  ): AsyncGenerator<MessageAttemptOut, void, undefined> {
    return listAll((page) => this.listForMessage(appId, msgId, page), options);
  }

  /** Attempts of one message to one endpoint (`GET …/msg/{msg_id}/endpoint/{endpoint_id}/attempt/`). */
  listAttemptsForEndpoint(
    appId: string,
    msgId: string,
    endpointId: string,
    options: AttemptFilterOptions = {},
  ): Promise<ListResponse<MessageAttemptEndpointOut>> {
    return sendList(
      this.#context,
      {
        operation: 'messageAttempts.listAttemptsForEndpoint',
        path: '/api/v1/app/{app_id}/msg/{msg_id}/endpoint/{endpoint_id}/attempt/',
        pathParams: { app_id: appId, msg_id: msgId, endpoint_id: endpointId },
        query: attemptQuery(options),
        item: messageAttemptOutFromJson,
      },
      options,
    );
  }

  /** Every attempt of one message to one endpoint, across all pages. */
  listAllAttemptsForEndpoint(
    appId: string,
    msgId: string,
    endpointId: string,
    options: AttemptFilterOptions = {},
  ): AsyncGenerator<MessageAttemptEndpointOut, void, undefined> {
    return listAll((page) => this.listAttemptsForEndpoint(appId, msgId, endpointId, page), options);
  }

  /**
   * The messages sent to one endpoint, with their delivery status there
   * (`GET …/endpoint/{endpoint_id}/msg/`).
   */
  listAttemptedMessages(
    appId: string,
    endpointId: string,
    options: AttemptedMessagesOptions = {},
  ): Promise<ListResponse<EndpointMessageOut>> {
    return sendList(
      this.#context,
      {
        operation: 'messageAttempts.listAttemptedMessages',
        path: '/api/v1/app/{app_id}/endpoint/{endpoint_id}/msg/',
        pathParams: { app_id: appId, endpoint_id: endpointId },
        query: attemptQuery(options),
        item: endpointMessageOutFromJson,
      },
      options,
    );
  }

  /** Every message sent to one endpoint, across all pages. */
  listAllAttemptedMessages(
    appId: string,
    endpointId: string,
    options: AttemptedMessagesOptions = {},
  ): AsyncGenerator<EndpointMessageOut, void, undefined> {
    return listAll((page) => this.listAttemptedMessages(appId, endpointId, page), options);
  }

  /**
   * The endpoints one message was sent to, with its delivery status at each
   * (`GET …/msg/{msg_id}/endpoint/`).
   */
  listAttemptedDestinations(
    appId: string,
    msgId: string,
    options: AttemptedDestinationsOptions = {},
  ): Promise<ListResponse<MessageEndpointOut>> {
    return sendList(
      this.#context,
      {
        operation: 'messageAttempts.listAttemptedDestinations',
        path: '/api/v1/app/{app_id}/msg/{msg_id}/endpoint/',
        pathParams: { app_id: appId, msg_id: msgId },
        item: messageEndpointOutFromJson,
      },
      options,
    );
  }

  /** Every endpoint one message was sent to, across all pages. */
  listAllAttemptedDestinations(
    appId: string,
    msgId: string,
    options: AttemptedDestinationsOptions = {},
  ): AsyncGenerator<MessageEndpointOut, void, undefined> {
    return listAll((page) => this.listAttemptedDestinations(appId, msgId, page), options);
  }

  /** Gets one attempt (`GET …/msg/{msg_id}/attempt/{attempt_id}/`). */
  get(
    appId: string,
    msgId: string,
    attemptId: string,
    options: AttemptGetOptions = {},
  ): Promise<MessageAttemptOut> {
    return send(
      this.#context,
      {
        operation: 'messageAttempts.get',
        method: 'GET',
        path: '/api/v1/app/{app_id}/msg/{msg_id}/attempt/{attempt_id}/',
        pathParams: { app_id: appId, msg_id: msgId, attempt_id: attemptId },
        query: { expanded_statuses: options.expandedStatuses },
        decode: messageAttemptOutFromJson,
      },
      requestOptions(options),
    );
  }

  /** Sends a message to an endpoint again (`POST …/msg/{msg_id}/endpoint/{endpoint_id}/resend/`). */
  resend(
    appId: string,
    msgId: string,
    endpointId: string,
    options: RequestOptions = {},
  ): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'messageAttempts.resend',
        method: 'POST',
        path: '/api/v1/app/{app_id}/msg/{msg_id}/endpoint/{endpoint_id}/resend/',
        pathParams: { app_id: appId, msg_id: msgId, endpoint_id: endpointId },
      },
      options,
    );
  }
}
