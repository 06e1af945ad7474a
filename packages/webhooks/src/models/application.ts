import { dateFromJson, type JsonObject } from './json.js';

/** Creates or replaces an application. */
export interface ApplicationIn {
  name: string;
  rateLimit?: number | null;
  /** Your own unique id, usable wherever an app id is. */
  uid?: string | null;
}

/** An application. */
export interface ApplicationOut {
  id: string;
  uid?: string;
  name: string;
  rateLimit?: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Decodes an `ApplicationOut`. */
export function applicationOutFromJson(json: JsonObject): ApplicationOut {
  return {
    ...(json as object),
    createdAt: dateFromJson(json.createdAt),
    updatedAt: dateFromJson(json.updatedAt),
  } as ApplicationOut;
}
