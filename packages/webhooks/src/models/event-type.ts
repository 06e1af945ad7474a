import { absentWhenNull, type JsonObject, withDates } from './json.js';

/** Creates an event type. */
export interface EventTypeIn {
  /** The type's name, what messages are sent as (`invoice.paid`). */
  name: string;
  /** What the event means, shown to your customers. */
  description: string;
  /** Whether the type is archived; lists leave archived types out unless `includeArchived`. */
  archived?: boolean | undefined;
  /** JSON Schemas by version, e.g. `{ '1': {...} }`. */
  schemas?: Record<string, Record<string, unknown>> | undefined;
}

/** Replaces an event type. Optional fields also take `null` (not set), as in Svix. */
export interface EventTypeUpdate {
  /** What the event means, shown to your customers. */
  description: string;
  /** Whether the type is archived; lists leave archived types out unless `includeArchived`. */
  archived?: boolean | null | undefined;
  /** JSON Schemas by version, e.g. `{ '1': {...} }`. */
  schemas?: Record<string, Record<string, unknown>> | null | undefined;
}

/** Creates an event type (`eventTypes.create`). Optional fields also take `null`, as in Svix. */
export interface EventTypeCreateIn extends EventTypeUpdate {
  /** The type's name, what messages are sent as (`invoice.paid`). */
  name: string;
}

/** An event type. */
export interface EventTypeOut {
  /** The type's name, what messages are sent as. */
  name: string;
  /** What the event means, shown to your customers. */
  description: string;
  /** Whether the type is archived; lists leave archived types out unless `includeArchived`. */
  archived?: boolean;
  /** JSON Schemas by version, e.g. `{ '1': {...} }`. */
  schemas?: Record<string, Record<string, unknown>>;
  /** When it was created. */
  createdAt: Date;
  /** When it was last changed. */
  updatedAt: Date;
}

/** A JSON Schema to generate an example for. */
export interface EventTypeSchemaIn {
  /** The JSON Schema to generate an example payload for. */
  schema: Record<string, unknown>;
}

/** An example payload matching a schema. */
export interface EventTypeExampleOut {
  /** A payload that matches the schema. */
  example: Record<string, unknown>;
}

const eventTypeDates = withDates<EventTypeOut>('createdAt', 'updatedAt');

/** Decodes an `EventTypeOut`. */
export const eventTypeOutFromJson = (json: JsonObject): EventTypeOut =>
  absentWhenNull(eventTypeDates(json), ['archived', 'schemas']);
