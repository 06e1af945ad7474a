import { dateFromJson, type JsonObject } from './json.js';

/** Creates an event type. */
export interface EventTypeIn {
  name: string;
  description: string;
  archived?: boolean;
  /** JSON Schemas by version, e.g. `{ '1': {...} }`. */
  schemas?: Record<string, Record<string, unknown>>;
}

/** Replaces an event type. */
export type EventTypeUpdate = Omit<EventTypeIn, 'name'>;

/** An event type. */
export interface EventTypeOut extends EventTypeIn {
  createdAt: Date;
  updatedAt: Date;
}

/** A JSON Schema to generate an example for. */
export interface EventTypeSchemaIn {
  schema: Record<string, unknown>;
}

/** An example payload matching a schema. */
export interface EventTypeExampleOut {
  example: Record<string, unknown>;
}

/** Decodes an `EventTypeOut`. */
export function eventTypeOutFromJson(json: JsonObject): EventTypeOut {
  return {
    ...(json as object),
    createdAt: dateFromJson(json.createdAt),
    updatedAt: dateFromJson(json.updatedAt),
  } as EventTypeOut;
}
