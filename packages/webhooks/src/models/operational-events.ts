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
 * Turns the JSON returned by `Webhook.verify` into a typed operational event, with its
 * date-time fields as `Date`. Unknown event types are returned unchanged.
 */
export function operationalEventFromJson(json: unknown): OperationalWebhookEvent {
  const event = json as { type?: string; data?: JsonObject };
  const data = event.data ?? {};
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
  return event as unknown as OperationalWebhookEvent;
}
