import { OperationalEventParseError } from '../errors/operational-event-error.js';
import { dateFromJson, type JsonObject, optionalDateFromJson } from './json.js';

/** Identifies the endpoint an operational event is about. */
export interface EndpointEventData {
  appId: string;
  appUid?: string;
  endpointId: string;
}

/** The last failed attempt, carried by attempt events. */
export interface MessageAttemptFailedData {
  id: string;
  responseStatusCode: number;
  timestamp: Date;
}

/** Data of the message attempt failing / exhausted events. */
export interface MessageAttemptEventData extends EndpointEventData {
  msgId: string;
  lastAttempt: MessageAttemptFailedData;
}

/** An endpoint was created. */
export interface EndpointCreatedEvent {
  type: 'endpoint.created';
  data: EndpointEventData;
}

/** An endpoint was updated. */
export interface EndpointUpdatedEvent {
  type: 'endpoint.updated';
  data: EndpointEventData;
}

/** An endpoint was deleted. */
export interface EndpointDeletedEvent {
  type: 'endpoint.deleted';
  data: EndpointEventData;
}

/**
 * An endpoint was disabled: after failing since `failSince`, or by hand, when the service
 * sends no `failSince`.
 */
export interface EndpointDisabledEvent {
  type: 'endpoint.disabled';
  data: EndpointEventData & { failSince?: Date };
}

/** A message attempt failed and will be retried. */
export interface MessageAttemptFailingEvent {
  type: 'message.attempt.failing';
  data: MessageAttemptEventData;
}

/** A message ran out of retries. */
export interface MessageAttemptExhaustedEvent {
  type: 'message.attempt.exhausted';
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
  type: string;
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

/**
 * Turns the JSON returned by `Webhook.verify` into a typed operational event, with its
 * date-time fields as `Date`. An event of a type this version does not know is returned
 * unchanged, as an `UnknownOperationalEvent`; tell them apart with `isKnownOperationalEvent`.
 *
 * @throws {OperationalEventParseError} when `json` is not an object with a string `type`, or a
 * known event's `data` is not an object.
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
    const last = (data.lastAttempt ?? {}) as JsonObject;
    const lastAttempt = { ...last, timestamp: dateFromJson(last.timestamp) };
    return { ...event, data: { ...data, lastAttempt } } as OperationalWebhookEvent;
  }
  return event as OperationalWebhookEvent;
}
