import { type ListOptions, type ListResponse, listFromJson } from '../models/list-response.js';
import { type MessageIn, type MessageOut, messageOutFromJson } from '../models/message.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { sendRequest } from '../request/send-request.js';
import { paginate } from './paginate.js';

/** Options of `messages.create`. */
export interface MessageCreateOptions extends RequestOptions {
  /** Return the payload in the response (server default: true). */
  withContent?: boolean;
}

/** Options of `messages.list`. */
export interface MessageListOptions extends ListOptions, RequestOptions {
  /** Only these event types. */
  eventTypes?: string[];
  /** Only this channel. */
  channel?: string;
  /** Only messages created before this time. */
  before?: Date;
  /** Only messages created after this time. */
  after?: Date;
}

/** Messages: the webhooks you send. */
export class Messages {
  readonly #ctx: RequestContext;

  /** @internal Use `client.messages`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** Lists an application's messages, newest first, one page at a time. */
  async list(appId: string, options: MessageListOptions = {}): Promise<ListResponse<MessageOut>> {
    assertRequired('messages.list', { app_id: appId });
    const { iterator, limit, eventTypes, channel, before, after, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'messages.list',
        method: 'GET',
        path: '/api/v1/app/{app_id}/msg/',
        pathParams: { app_id: appId },
        query: { iterator, limit, event_types: eventTypes, channel, before, after },
        decode: (json) => listFromJson(json, messageOutFromJson),
      },
      rest,
    );
  }

  /** Every matching message, across all pages. */
  listAll(
    appId: string,
    options: MessageListOptions = {},
  ): AsyncGenerator<MessageOut, void, undefined> {
    return paginate((iterator) => this.list(appId, { ...options, iterator }), options.iterator);
  }

  /**
   * Sends a message to every matching endpoint. Give an `idempotencyKey` (or enable
   * retries, which reuse the automatic one) so a repeated call never sends it twice.
   */
  async create(
    appId: string,
    messageIn: MessageIn,
    options: MessageCreateOptions = {},
  ): Promise<MessageOut> {
    assertRequired('messages.create', { app_id: appId, messageIn });
    const { withContent, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'messages.create',
        method: 'POST',
        path: '/api/v1/app/{app_id}/msg/',
        pathParams: { app_id: appId },
        query: { with_content: withContent },
        body: messageIn,
        decode: messageOutFromJson,
      },
      rest,
    );
  }

  /** Gets a message by id or event id. */
  async get(appId: string, msgId: string, options: RequestOptions = {}): Promise<MessageOut> {
    assertRequired('messages.get', { app_id: appId, msg_id: msgId });
    return sendRequest(
      this.#ctx,
      {
        operation: 'messages.get',
        method: 'GET',
        path: '/api/v1/app/{app_id}/msg/{msg_id}/',
        pathParams: { app_id: appId, msg_id: msgId },
        decode: messageOutFromJson,
      },
      options,
    );
  }
}
