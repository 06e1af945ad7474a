import type { MessageStatus, StatusCodeClass } from '../models/enums.js';
import { type ListOptions, type ListResponse, listFromJson } from '../models/list-response.js';
import { type EndpointMessageOut, endpointMessageOutFromJson } from '../models/message.js';
import {
  type MessageAttemptEndpointOut,
  type MessageAttemptOut,
  type MessageEndpointOut,
  messageAttemptOutFromJson,
  messageEndpointOutFromJson,
} from '../models/message-attempt.js';
import type { QueryValue } from '../request/build-url.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { sendRequest } from '../request/send-request.js';
import { paginate } from './paginate.js';

/** Filters shared by the attempt listings. */
export interface AttemptFilterOptions extends ListOptions, RequestOptions {
  /** Only attempts with this delivery status. */
  status?: MessageStatus;
  /** Only these event types. */
  eventTypes?: string[];
  /** Only this channel. */
  channel?: string;
  /** Only attempts before this time. */
  before?: Date;
  /** Only attempts after this time. */
  after?: Date;
}

/** Options of `listByEndpoint`. */
export interface AttemptsByEndpointOptions extends AttemptFilterOptions {
  /** Only responses in this status class. */
  statusCodeClass?: StatusCodeClass;
}

/** Options of `listByMsg` and `listForMessage`. */
export interface AttemptsByMsgOptions extends AttemptsByEndpointOptions {
  /** Only attempts to this endpoint. */
  endpointId?: string;
}

/** Options of `listAttemptedMessages`. */
export type AttemptedMessagesOptions = Omit<AttemptFilterOptions, 'eventTypes'>;

/** Options of `listAttemptedDestinations`. */
export type AttemptedDestinationsOptions = ListOptions & RequestOptions;

const REQUEST_KEYS = ['idempotencyKey', 'signal', 'headers', 'timeout'] as const;

// Splits caller options into wire query (snake_case, as the contract names it) and request options.
function split(options: AttemptsByMsgOptions): [Record<string, QueryValue>, RequestOptions] {
  const request: RequestOptions = {};
  for (const key of REQUEST_KEYS)
    if (options[key] !== undefined) Object.assign(request, { [key]: options[key] });
  const query: Record<string, QueryValue> = {
    iterator: options.iterator,
    limit: options.limit,
    status: options.status,
    status_code_class: options.statusCodeClass,
    event_types: options.eventTypes,
    channel: options.channel,
    endpoint_id: options.endpointId,
    before: options.before,
    after: options.after,
  };
  return [query, request];
}

/** Delivery attempts: what happened when a message was sent to an endpoint. */
export class MessageAttempts {
  readonly #ctx: RequestContext;

  /** @internal Use `client.messageAttempts`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** Attempts to deliver any message to one endpoint. */
  async listByEndpoint(
    appId: string,
    endpointId: string,
    options: AttemptsByEndpointOptions = {},
  ): Promise<ListResponse<MessageAttemptOut>> {
    assertRequired('messageAttempts.listByEndpoint', { app_id: appId, endpoint_id: endpointId });
    return this.#list(
      'messageAttempts.listByEndpoint',
      '/api/v1/app/{app_id}/attempt/endpoint/{endpoint_id}/',
      { app_id: appId, endpoint_id: endpointId },
      options,
      messageAttemptOutFromJson,
    );
  }

  /** Every attempt to one endpoint, across all pages. */
  listAllByEndpoint(
    appId: string,
    endpointId: string,
    options: AttemptsByEndpointOptions = {},
  ): AsyncGenerator<MessageAttemptOut, void, undefined> {
    return paginate(
      (iterator) => this.listByEndpoint(appId, endpointId, { ...options, iterator }),
      options.iterator,
    );
  }

  /** Attempts to deliver one message, to any endpoint. */
  async listByMsg(
    appId: string,
    msgId: string,
    options: AttemptsByMsgOptions = {},
  ): Promise<ListResponse<MessageAttemptOut>> {
    assertRequired('messageAttempts.listByMsg', { app_id: appId, msg_id: msgId });
    return this.#list(
      'messageAttempts.listByMsg',
      '/api/v1/app/{app_id}/attempt/msg/{msg_id}/',
      { app_id: appId, msg_id: msgId },
      options,
      messageAttemptOutFromJson,
    );
  }

  /** Every attempt of one message, across all pages. */
  listAllByMsg(
    appId: string,
    msgId: string,
    options: AttemptsByMsgOptions = {},
  ): AsyncGenerator<MessageAttemptOut, void, undefined> {
    return paginate(
      (iterator) => this.listByMsg(appId, msgId, { ...options, iterator }),
      options.iterator,
    );
  }

  /** Attempts of one message under `/msg/{msg_id}/attempt/` (the older listing; no status-class filter). */
  async listForMessage(
    appId: string,
    msgId: string,
    options: Omit<AttemptsByMsgOptions, 'statusCodeClass'> = {},
  ): Promise<ListResponse<MessageAttemptOut>> {
    assertRequired('messageAttempts.listForMessage', { app_id: appId, msg_id: msgId });
    return this.#list(
      'messageAttempts.listForMessage',
      '/api/v1/app/{app_id}/msg/{msg_id}/attempt/',
      { app_id: appId, msg_id: msgId },
      options,
      messageAttemptOutFromJson,
    );
  }

  /** Every attempt of one message under `/msg/{msg_id}/attempt/`, across all pages. */
  listAllForMessage(
    appId: string,
    msgId: string,
    options: Omit<AttemptsByMsgOptions, 'statusCodeClass'> = {},
  ): AsyncGenerator<MessageAttemptOut, void, undefined> {
    return paginate(
      (iterator) => this.listForMessage(appId, msgId, { ...options, iterator }),
      options.iterator,
    );
  }

  /** Attempts of one message to one endpoint. */
  async listAttemptsForEndpoint(
    appId: string,
    msgId: string,
    endpointId: string,
    options: AttemptFilterOptions = {},
  ): Promise<ListResponse<MessageAttemptEndpointOut>> {
    const pathParams = { app_id: appId, msg_id: msgId, endpoint_id: endpointId };
    assertRequired('messageAttempts.listAttemptsForEndpoint', pathParams);
    return this.#list(
      'messageAttempts.listAttemptsForEndpoint',
      '/api/v1/app/{app_id}/msg/{msg_id}/endpoint/{endpoint_id}/attempt/',
      pathParams,
      options,
      messageAttemptOutFromJson,
    );
  }

  /** Every attempt of one message to one endpoint, across all pages. */
  listAllAttemptsForEndpoint(
    appId: string,
    msgId: string,
    endpointId: string,
    options: AttemptFilterOptions = {},
  ): AsyncGenerator<MessageAttemptEndpointOut, void, undefined> {
    return paginate(
      (iterator) =>
        this.listAttemptsForEndpoint(appId, msgId, endpointId, { ...options, iterator }),
      options.iterator,
    );
  }

  /** The messages sent to one endpoint, with their delivery status there. */
  async listAttemptedMessages(
    appId: string,
    endpointId: string,
    options: AttemptedMessagesOptions = {},
  ): Promise<ListResponse<EndpointMessageOut>> {
    assertRequired('messageAttempts.listAttemptedMessages', {
      app_id: appId,
      endpoint_id: endpointId,
    });
    return this.#list(
      'messageAttempts.listAttemptedMessages',
      '/api/v1/app/{app_id}/endpoint/{endpoint_id}/msg/',
      { app_id: appId, endpoint_id: endpointId },
      options,
      endpointMessageOutFromJson,
    );
  }

  /** Every message sent to one endpoint, across all pages. */
  listAllAttemptedMessages(
    appId: string,
    endpointId: string,
    options: AttemptedMessagesOptions = {},
  ): AsyncGenerator<EndpointMessageOut, void, undefined> {
    return paginate(
      (iterator) => this.listAttemptedMessages(appId, endpointId, { ...options, iterator }),
      options.iterator,
    );
  }

  /** The endpoints one message was sent to, with its delivery status at each. */
  async listAttemptedDestinations(
    appId: string,
    msgId: string,
    options: AttemptedDestinationsOptions = {},
  ): Promise<ListResponse<MessageEndpointOut>> {
    assertRequired('messageAttempts.listAttemptedDestinations', { app_id: appId, msg_id: msgId });
    return this.#list(
      'messageAttempts.listAttemptedDestinations',
      '/api/v1/app/{app_id}/msg/{msg_id}/endpoint/',
      { app_id: appId, msg_id: msgId },
      options,
      messageEndpointOutFromJson,
    );
  }

  /** Every endpoint one message was sent to, across all pages. */
  listAllAttemptedDestinations(
    appId: string,
    msgId: string,
    options: AttemptedDestinationsOptions = {},
  ): AsyncGenerator<MessageEndpointOut, void, undefined> {
    return paginate(
      (iterator) => this.listAttemptedDestinations(appId, msgId, { ...options, iterator }),
      options.iterator,
    );
  }

  /** Gets one attempt. */
  async get(
    appId: string,
    msgId: string,
    attemptId: string,
    options: RequestOptions = {},
  ): Promise<MessageAttemptOut> {
    const pathParams = { app_id: appId, msg_id: msgId, attempt_id: attemptId };
    assertRequired('messageAttempts.get', pathParams);
    return sendRequest(
      this.#ctx,
      {
        operation: 'messageAttempts.get',
        method: 'GET',
        path: '/api/v1/app/{app_id}/msg/{msg_id}/attempt/{attempt_id}/',
        pathParams,
        decode: messageAttemptOutFromJson,
      },
      options,
    );
  }

  /** Sends a message to an endpoint again. */
  async resend(
    appId: string,
    msgId: string,
    endpointId: string,
    options: RequestOptions = {},
  ): Promise<void> {
    const pathParams = { app_id: appId, msg_id: msgId, endpoint_id: endpointId };
    assertRequired('messageAttempts.resend', pathParams);
    return sendRequest(
      this.#ctx,
      {
        operation: 'messageAttempts.resend',
        method: 'POST',
        path: '/api/v1/app/{app_id}/msg/{msg_id}/endpoint/{endpoint_id}/resend/',
        pathParams,
      },
      options,
    );
  }

  async #list<T>(
    operation: string,
    path: string,
    pathParams: Record<string, string>,
    options: AttemptsByMsgOptions,
    item: (json: Record<string, unknown>) => T,
  ): Promise<ListResponse<T>> {
    const [query, request] = split(options);
    const decode = (json: unknown) => listFromJson(json, item);
    return sendRequest(
      this.#ctx,
      { operation, method: 'GET', path, pathParams, query, decode },
      request,
    );
  }
}
