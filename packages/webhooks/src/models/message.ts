import type { MessageStatus } from './enums.js';
import { absentWhenNull, type JsonObject, optionalDateFromJson, withDates } from './json.js';

/** Sends a message to every matching endpoint of an application. */
export interface MessageIn {
  /** The event type the message is sent as; only endpoints that accept it get it. */
  eventType: string;
  /** The JSON body delivered to the endpoints. */
  payload: Record<string, unknown>;
  /** Your own unique id for the event (deduplication). */
  eventId?: string | null | undefined;
  /** Channels the message is sent on; endpoints limited to channels get it only on theirs. */
  channels?: string[] | null | undefined;
  /** Days to keep the payload (5–90). */
  payloadRetentionPeriod?: number | null | undefined;
}

/** A message. */
export interface MessageOut {
  /** The service's id of the message. */
  id: string;
  /** The event type the message is sent as; only endpoints that accept it get it. */
  eventType: string;
  /** The JSON body delivered to the endpoints. */
  payload: Record<string, unknown>;
  /** Your own unique id for the event, if you gave one. */
  eventId?: string;
  /** Channels the message was sent on. */
  channels?: string[];
  /** When the message was created. */
  timestamp: Date;
}

/** A message as seen from one endpoint: its delivery status there. */
export interface EndpointMessageOut extends MessageOut {
  /** Its delivery status at this endpoint. */
  status: MessageStatus;
  /** When the next delivery attempt is due, if one is scheduled. */
  nextAttempt?: Date;
}

const messageDates = withDates<MessageOut>('timestamp');

/** Decodes a `MessageOut`. */
export const messageOutFromJson = (json: JsonObject): MessageOut =>
  absentWhenNull(messageDates(json), ['eventId', 'channels']);

/** Decodes an `EndpointMessageOut`. */
export function endpointMessageOutFromJson(json: JsonObject): EndpointMessageOut {
  const out = { ...messageOutFromJson(json) } as EndpointMessageOut;
  const next = optionalDateFromJson(json.nextAttempt);
  // The server sends `null` when nothing is scheduled; the spread would keep it, though the
  // type (`Date` or absent) promises otherwise.
  if (next) out.nextAttempt = next;
  else delete out.nextAttempt;
  return out;
}
