import type { MessageStatus } from './enums.js';
import { absentWhenNull, type JsonObject, optionalDateFromJson, withDates } from './json.js';

/** Sends a message to every matching endpoint of an application. */
export interface MessageIn {
  eventType: string;
  payload: Record<string, unknown>;
  /** Your own unique id for the event (deduplication). */
  eventId?: string | null | undefined;
  channels?: string[] | null | undefined;
  /** Days to keep the payload (5–90). */
  payloadRetentionPeriod?: number | null | undefined;
}

/** A message. */
export interface MessageOut {
  id: string;
  eventType: string;
  payload: Record<string, unknown>;
  eventId?: string;
  channels?: string[];
  timestamp: Date;
}

/** A message as seen from one endpoint: its delivery status there. */
export interface EndpointMessageOut extends MessageOut {
  status: MessageStatus;
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
