import { absentWhenNull, type JsonObject, withDates } from './json.js';

/** Creates an event type. */
export interface EventTypeIn {
  name: string;
  description: string;
  archived?: boolean | undefined;
  /** JSON Schemas by version, e.g. `{ '1': {...} }`. */
  schemas?: Record<string, Record<string, unknown>> | undefined;
}

/** Replaces an event type. Optional fields also take `null` (not set), as in Svix. */
export interface EventTypeUpdate {
  description: string;
  archived?: boolean | null | undefined;
  /** JSON Schemas by version, e.g. `{ '1': {...} }`. */
  schemas?: Record<string, Record<string, unknown>> | null | undefined;
}

/** Creates an event type (`eventTypes.create`). Optional fields also take `null`, as in Svix. */
export interface EventTypeCreateIn extends EventTypeUpdate {
  name: string;
}

/** An event type. */
export interface EventTypeOut {
  name: string;
  description: string;
  archived?: boolean;
  /** JSON Schemas by version, e.g. `{ '1': {...} }`. */
  schemas?: Record<string, Record<string, unknown>>;
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

const eventTypeDates = withDates<EventTypeOut>('createdAt', 'updatedAt');

/** Decodes an `EventTypeOut`. */
export const eventTypeOutFromJson = (json: JsonObject): EventTypeOut =>
  absentWhenNull(eventTypeDates(json), ['archived', 'schemas']);
