import { OperationalEventParseError } from '../errors/operational-event-error.js';
import { dateFromJson, type JsonObject, optionalDateFromJson } from './json.js';

/** Identifies the endpoint an operational event is about. */
export interface EndpointEventData {
  /** The application the endpoint belongs to. */
  appId: string;
  /** That application's own unique id, if it has one. */
  appUid?: string;
  /** The endpoint the event is about. */
  endpointId: string;
}

/** The last failed attempt, carried by attempt events. */
export interface MessageAttemptFailedData {
  /** The attempt's id. */
  id: string;
  /** The HTTP status the endpoint answered. */
  responseStatusCode: number;
  /** When the attempt was made. */
  timestamp: Date;
}

/** Data of the message attempt failing / exhausted events. */
export interface MessageAttemptEventData extends EndpointEventData {
  /** The message whose delivery failed. */
  msgId: string;
  /** The latest failed attempt. */
  lastAttempt: MessageAttemptFailedData;
}

/** An endpoint was created. */
export interface EndpointCreatedEvent {
  /** Always `endpoint.created`; tells the events apart. */
  type: 'endpoint.created';
  /** The endpoint the event is about. */
  data: EndpointEventData;
}

/** An endpoint was updated. */
export interface EndpointUpdatedEvent {
  /** Always `endpoint.updated`; tells the events apart. */
  type: 'endpoint.updated';
  /** The endpoint the event is about. */
  data: EndpointEventData;
}

/** An endpoint was deleted. */
export interface EndpointDeletedEvent {
  /** Always `endpoint.deleted`; tells the events apart. */
  type: 'endpoint.deleted';
  /** The endpoint the event is about. */
  data: EndpointEventData;
}

/**
 * An endpoint was disabled: after failing since `failSince`, or by hand, when the service
 * sends no `failSince`.
 */
export interface EndpointDisabledEvent {
  /** Always `endpoint.disabled`; tells the events apart. */
  type: 'endpoint.disabled';
  /** The endpoint, and since when it failed if the service disabled it. */
  data: EndpointEventData & { failSince?: Date };
}

/** A message attempt failed and will be retried. */
export interface MessageAttemptFailingEvent {
  /** Always `message.attempt.failing`; tells the events apart. */
  type: 'message.attempt.failing';
  /** The message, its endpoint and the last failed attempt. */
  data: MessageAttemptEventData;
}

/** A message ran out of retries. */
export interface MessageAttemptExhaustedEvent {
  /** Always `message.attempt.exhausted`; tells the events apart. */
  type: 'message.attempt.exhausted';
  /** The message, its endpoint and the last failed attempt. */
  data: MessageAttemptEventData;
}

/** Any operational webhook the service sends about your endpoints, discriminated by `type`. */
export type OperationalWebhookEvent =
  | EndpointCreatedEvent
  | EndpointUpdatedEvent
  | EndpointDeletedEvent
  | EndpointDisabledEvent
  | MessageAttemptFailingEvent
  | MessageAttemptExhaustedEvent;

/**
 * An operational webhook of a type this version does not know (the service adds types over
 * time), returned as received. Its `type` is never one of `OperationalWebhookEvent`'s.
 */
export interface UnknownOperationalEvent {
  /** The event's type, as the service sent it. */
  type: string;
  /** The event's data, as the service sent it. */
  data: unknown;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set<OperationalWebhookEvent['type']>([
  'endpoint.created',
  'endpoint.updated',
  'endpoint.deleted',
  'endpoint.disabled',
  'message.attempt.failing',
  'message.attempt.exhausted',
]);

/**
 * Whether a decoded event is one this version types. Check it before switching on `type`: a
 * `string` type in the union keeps TypeScript from narrowing `data` by `type` alone.
 *
 * @example
 * const event = operationalEventFromJson(wh.verify(body, headers));
 * if (!isKnownOperationalEvent(event)) return log('unhandled', event.type);
 * if (event.type === 'endpoint.disabled') alert(event.data.endpointId, event.data.failSince);
 */
export function isKnownOperationalEvent(
  event: OperationalWebhookEvent | UnknownOperationalEvent,
): event is OperationalWebhookEvent {
  return KNOWN_TYPES.has(event.type);
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;

// The contract requires `lastAttempt` and its timestamp: without them a `Date` would be an
// Invalid Date that reads as a value, so the event is refused instead.
function lastAttemptFromJson(type: string, data: JsonObject): JsonObject {
  const last = data.lastAttempt;
  if (!isObject(last)) {
    throw new OperationalEventParseError(
      `The lastAttempt of a ${type} event must be a JSON object, got ${kindOf(last)}`,
    );
  }
  const timestamp = typeof last.timestamp === 'string' ? dateFromJson(last.timestamp) : undefined;
  if (!timestamp || Number.isNaN(timestamp.getTime())) {
    throw new OperationalEventParseError(
      `The lastAttempt.timestamp of a ${type} event must be a date-time string, got ${JSON.stringify(last.timestamp) ?? 'undefined'}`,
    );
  }
  return { ...last, timestamp };
}

/**
 * Turns the JSON returned by `Webhook.verify` into a typed operational event, with its
 * date-time fields as `Date`. An event of a type this version does not know is returned
 * unchanged, as an `UnknownOperationalEvent`; tell them apart with `isKnownOperationalEvent`.
 *
 * @throws {OperationalEventParseError} when `json` is not an object with a string `type`, a
 * known event's `data` is not an object, or an attempt event's `lastAttempt` is missing or has
 * no readable `timestamp`.
 */
export function operationalEventFromJson(
  json: unknown,
): OperationalWebhookEvent | UnknownOperationalEvent {
  if (!isObject(json) || typeof json.type !== 'string') {
    const what = isObject(json) ? `type ${kindOf(json.type)}` : kindOf(json);
    throw new OperationalEventParseError(
      `An operational event must be a JSON object with a string type, got ${what}`,
    );
  }
  const event = json as { type: string; data?: unknown };
  if (!KNOWN_TYPES.has(event.type)) return event as UnknownOperationalEvent;
  const { data } = event;
  if (!isObject(data)) {
    throw new OperationalEventParseError(
      `The data of a ${event.type} event must be a JSON object, got ${kindOf(data)}`,
    );
  }
  if (event.type === 'endpoint.disabled') {
    const { failSince, ...rest } = data;
    // A manual disable comes without `failSince` (or with null), which `new Date` would turn
    // into an Invalid Date or 1970 instead of leaving it absent.
    const since = optionalDateFromJson(failSince);
    const disabled: JsonObject = since ? { ...rest, failSince: since } : rest;
    return { ...event, data: disabled } as unknown as OperationalWebhookEvent;
  }
  if (event.type === 'message.attempt.failing' || event.type === 'message.attempt.exhausted') {
    const attempt: JsonObject = { ...data, lastAttempt: lastAttemptFromJson(event.type, data) };
    return { ...event, data: attempt } as unknown as OperationalWebhookEvent;
  }
  return event as OperationalWebhookEvent;
}
