import type { ListOptions, ListResponse } from '../models/list-response.js';
import { type MessageIn, type MessageOut, messageOutFromJson } from '../models/message.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { listAll, requestOptions, send, sendList } from './operation.js';

/** Options of `messages.create`. */
export interface MessageCreateOptions extends RequestOptions {
  /** Return the payload in the response (server default: true). */
  withContent?: boolean | undefined;
}

/** Options of `messages.list`. */
export interface MessageListOptions extends ListOptions, RequestOptions {
  /** Only these event types. */
  eventTypes?: string[] | null | undefined;
  /** Only this channel. */
  channel?: string | null | undefined;
  /** Only messages created before this time. */
  before?: Date | null | undefined;
  /** Only messages created after this time. */
  after?: Date | null | undefined;
  /** Only messages with this tag (Svix's `tag`; sent when given). */
  tag?: string | null | undefined;
  /** Include each message's payload (Svix's `with_content`; sent when given). */
  withContent?: boolean | null | undefined;
}

/** Options of `messages.get`. */
export interface MessageGetOptions extends RequestOptions {
  /** Include the payload (Svix's `with_content`; sent when given). */
  withContent?: boolean | undefined;
}

const ALL = '/api/v1/app/{app_id}/msg/';

/** Messages: the webhooks you send. */
export class Messages {
  readonly #context: RequestContext;

  /** @internal Use `client.messages`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /** Lists an application's messages, newest first, one page at a time (`GET …/msg/`). */
  list(appId: string, options: MessageListOptions = {}): Promise<ListResponse<MessageOut>> {
    const { eventTypes, channel, before, after, tag, withContent } = options;
    return sendList(
      this.#context,
      {
        operation: 'messages.list',
        path: ALL,
        pathParams: { app_id: appId },
        query: { event_types: eventTypes, channel, before, after, tag, with_content: withContent },
        item: messageOutFromJson,
      },
      options,
    );
  }

  /** Every matching message, across all pages. */
  listAll(
    appId: string,
    options: MessageListOptions = {},
  ): AsyncGenerator<MessageOut, void, undefined> {
    return listAll((page) => this.list(appId, page), options);
  }

  /**
   * Sends a message to every matching endpoint (`POST /api/v1/app/{app_id}/msg/`). Retries
   * reuse the automatic idempotency key, so a retried call never sends it twice.
   */
  create(
    appId: string,
    messageIn: MessageIn,
    options: MessageCreateOptions = {},
  ): Promise<MessageOut> {
    return send(
      this.#context,
      {
        operation: 'messages.create',
        method: 'POST',
        path: ALL,
        pathParams: { app_id: appId },
        query: { with_content: options.withContent },
        body: messageIn,
        required: { messageIn },
        decode: messageOutFromJson,
      },
      requestOptions(options),
    );
  }

  /** Gets a message by id or event id (`GET …/msg/{msg_id}/`). */
  get(appId: string, msgId: string, options: MessageGetOptions = {}): Promise<MessageOut> {
    return send(
      this.#context,
      {
        operation: 'messages.get',
        method: 'GET',
        path: `${ALL}{msg_id}/`,
        pathParams: { app_id: appId, msg_id: msgId },
        query: { with_content: options.withContent },
        decode: messageOutFromJson,
      },
      requestOptions(options),
    );
  }
}
