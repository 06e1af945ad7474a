import { absentWhenNull, type JsonObject, type Nullable, withDates } from './json.js';

/** Creates an event type. */
export interface EventTypeIn {
  name: string;
  description: string;
  archived?: boolean;
  /** JSON Schemas by version, e.g. `{ '1': {...} }`. */
  schemas?: Record<string, Record<string, unknown>>;
}

/** Replaces an event type. Optional fields also take `null` (not set), as in Svix. */
export type EventTypeUpdate = Nullable<Omit<EventTypeIn, 'name'>>;

/** `EventTypeIn` as `eventTypes.create` takes it: optional fields also take `null`, as in Svix. */
export type EventTypeCreateIn = Nullable<EventTypeIn>;

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

const eventTypeDates = withDates<EventTypeOut>('createdAt', 'updatedAt');

/** Decodes an `EventTypeOut`. */
export const eventTypeOutFromJson = (json: JsonObject): EventTypeOut =>
  absentWhenNull(eventTypeDates(json), ['archived', 'schemas']);
