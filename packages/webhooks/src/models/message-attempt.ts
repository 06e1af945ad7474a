import { ENDPOINT_NULLABLE_FIELDS, type EndpointOut } from './endpoint.js';
import type { MessageAttemptTriggerType, MessageStatus } from './enums.js';
import {
  absentWhenNull,
  dateFromJson,
  type JsonObject,
  optionalDateFromJson,
  withDates,
} from './json.js';

/** One delivery attempt of a message to an endpoint. */
export interface MessageAttemptOut {
  /** The service's id of the attempt. */
  id: string;
  /** The message delivered. */
  msgId: string;
  /** The endpoint it was delivered to. */
  endpointId: string;
  /** The endpoint's response body. */
  response: string;
  /** The HTTP status the endpoint answered. */
  responseStatusCode: number;
  /** Whether the attempt succeeded, failed or is still running. */
  status: MessageStatus;
  /** When the attempt was made. */
  timestamp: Date;
  /** Whether the attempt was scheduled by the service or asked for by hand (a resend). */
  triggerType: MessageAttemptTriggerType;
}

/** The endpoint-scoped listing of attempts; same fields. */
export type MessageAttemptEndpointOut = MessageAttemptOut;

/**
 * An endpoint a message was sent to, with the delivery status there. The spec gives it every
 * endpoint field; the contract's schema leaves `updatedAt` out, so it is optional here.
 */
export interface MessageEndpointOut extends Omit<EndpointOut, 'updatedAt'> {
  /** The message's delivery status at this endpoint. */
  status: MessageStatus;
  /** When the next delivery attempt is due, if one is scheduled. */
  nextAttempt?: Date;
  /** When the endpoint was last changed, when the service says. */
  updatedAt?: Date;
}

/** Decodes a `MessageAttemptOut`. */
export const messageAttemptOutFromJson = withDates<MessageAttemptOut>('timestamp');

/** Decodes a `MessageEndpointOut`. */
export function messageEndpointOutFromJson(json: JsonObject): MessageEndpointOut {
  const out = {
    ...(json as object),
    createdAt: dateFromJson(json.createdAt),
  } as MessageEndpointOut;
  // The server sends `null` when nothing is scheduled; the spread would keep it, though the
  // type (`Date` or absent) promises otherwise.
  for (const field of ['nextAttempt', 'updatedAt'] as const) {
    const date = optionalDateFromJson(json[field]);
    if (date) out[field] = date;
    else delete out[field];
  }
  return absentWhenNull(out, ENDPOINT_NULLABLE_FIELDS);
}
